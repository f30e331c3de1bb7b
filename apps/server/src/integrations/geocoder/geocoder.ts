/** A point on the map, in degrees (WGS 84). */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * A postcode's answer: found with its coordinates, not found (the service knows no such postcode), or
 * unavailable (a time-out, a 5xx, an answer of another shape). It never throws:
 * a caller says what the person can do instead (place the garage on the map).
 */
export type GeocodeResult =
  | ({ outcome: 'found' } & Coordinates)
  | { outcome: 'not-found' }
  | { outcome: 'unavailable'; reason: string };

/** Turns UK postcodes into coordinates: the embedded district table, refined by postcodes.io at GEOCODER_URL. */
export interface Geocoder {
  locate(postcode: string): Promise<GeocodeResult>;
  /** Many at once (a CSV import): one answer per postcode, in their order. */
  locateMany(postcodes: readonly string[]): Promise<GeocodeResult[]>;
}
