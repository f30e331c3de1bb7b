import type { DeviceFeature } from '@fixline/domain';

/**
 * Browser features no page of the app uses, refused to every document and every frame in it (issue 22
 * §7): an injected script or an embedded page cannot reach the microphone, the sensors, payment or USB
 * through us. Only names Chromium and Firefox know, so no browser reports an unknown one.
 */
const NEVER_USED = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'web-share',
  'window-management',
  'xr-spatial-tracking',
] as const;

/** What the app's own documents use on every page: the claim files' video player (full screen, picture in picture). */
const EVERY_PAGE = ['fullscreen', 'picture-in-picture'] as const;

/** Devices only the pages that name them get (APP_ROUTES `devices`: the FNOL form, the pickup page). */
const DEVICES: readonly DeviceFeature[] = ['camera', 'geolocation'];

/** The Permissions-Policy of an answer: every device refused unless the page's route names it, for our origin only. */
export function permissionsPolicy(devices: readonly DeviceFeature[] = []): string {
  return [
    ...NEVER_USED.map((feature) => `${feature}=()`),
    ...EVERY_PAGE.map((feature) => `${feature}=(self)`),
    ...DEVICES.map((feature) => `${feature}=${devices.includes(feature) ? '(self)' : '()'}`),
  ].join(', ');
}

/** The policy of every answer but a device page's, made once. */
export const DEFAULT_PERMISSIONS_POLICY = permissionsPolicy();
