/** A place on the map. */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** iPhone, iPad and iPod (iPadOS says it is a Mac, but one with a touch screen). */
export function isAppleMobile(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

const point = ({ latitude, longitude }: MapPoint) => `${latitude},${longitude}`;

/**
 * Spec 9's directions: on iPhone, iPad and iPod the native maps link, with the start when it is known;
 * elsewhere a web maps directions link (opened in a new tab by the caller).
 */
export function directionsUrl(destination: MapPoint, start: MapPoint | null, apple: boolean): string {
  if (apple) {
    const params = new URLSearchParams({ daddr: point(destination) });
    if (start) params.set('saddr', point(start));
    return `maps://?${params}`;
  }
  const params = new URLSearchParams({ api: '1', destination: point(destination) });
  if (start) params.set('origin', point(start));
  return `https://www.google.com/maps/dir/?${params}`;
}
