/** A point on the map, in degrees (WGS 84). */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * A postcode's answer: found with its coordinates, not found (the service knows no such postcode), or
 * unavailable (no geocoder configured, a time-out, a 5xx, an answer of another shape). It never throws:
 * a caller says what the person can do instead (place the garage on the map).
 */
export type GeocodeResult =
  | ({ outcome: 'found' } & Coordinates)
  | { outcome: 'not-found' }
  | { outcome: 'unavailable'; reason: string };

/** Turns UK postcodes into coordinates (integrations/geocoder: postcodes.io at GEOCODER_URL, or none). */
export interface Geocoder {
  /** Whether postcodes can be looked up at all: without, forms ask for a point on the map. */
  readonly configured: boolean;
  locate(postcode: string): Promise<GeocodeResult>;
  /** Many at once (a CSV import): one answer per postcode, in their order. */
  locateMany(postcodes: readonly string[]): Promise<GeocodeResult[]>;
}

/** Without GEOCODER_URL: every postcode is unavailable, and garages are placed on the map. */
export const noGeocoder: Geocoder = {
  configured: false,
  locate: async () => ({ outcome: 'unavailable', reason: 'no geocoder configured' }),
  locateMany: async (postcodes) => postcodes.map(() => ({ outcome: 'unavailable', reason: 'no geocoder configured' })),
};
