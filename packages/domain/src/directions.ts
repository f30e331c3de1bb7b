/** A place directions lead to or start from: a point, or an address as text (a postcode). */
export type DirectionsPlace = { latitude: number; longitude: number } | string;

const text = (place: DirectionsPlace) => (typeof place === 'string' ? place : `${place.latitude},${place.longitude}`);

/** iPhone, iPad and iPod (an iPad asking for the desktop site says Macintosh, with a touch screen). */
export function isAppleMobile(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export interface DirectionsLink {
  href: string;
  /** The web maps open in a new tab; the native app opens by itself. */
  newTab: boolean;
}

/**
 * Spec section 9: on iPhone, iPad and iPod the native maps link, with the destination and, if known,
 * the start; elsewhere a web maps directions link, in a new tab.
 */
export function directionsLink(
  destination: DirectionsPlace,
  device: { userAgent: string; maxTouchPoints?: number },
  start?: DirectionsPlace,
): DirectionsLink {
  if (isAppleMobile(device.userAgent, device.maxTouchPoints)) {
    const query = new URLSearchParams({ daddr: text(destination) });
    if (start) query.set('saddr', text(start));
    return { href: `maps://?${query}`, newTab: false };
  }
  const query = new URLSearchParams({ api: '1', destination: text(destination) });
  if (start) query.set('origin', text(start));
  return { href: `https://www.google.com/maps/dir/?${query}`, newTab: true };
}
