/**
 * The push services a browser's subscription may point at (decision 0042): Google's FCM (Chrome, Edge on
 * Android), Mozilla's autopush (Firefox), Apple's web push (Safari) and Windows push (Edge on Windows).
 * A subscription to any other host is refused when it is made, so a signed-in user cannot aim the
 * server's pushes at a host of their choosing; PUSH_SERVICE_HOSTS adds hosts (a self-hosted autopush, a
 * test's own push service). `*.example.com` stands for every name under example.com.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** Whether the endpoint's host is one of the push services' (the built-in ones or those configured). */
export function isPushServiceEndpoint(endpoint: string, configured: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return [...PUSH_SERVICE_HOSTS, ...configured].some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern.toLowerCase(),
  );
}

/** What a subscription to any other host is told (decision 0042): pushes go only to the browsers' push services. */
export const NOT_A_PUSH_SERVICE = 'subscription.endpoint: Not the address of a web push service';
