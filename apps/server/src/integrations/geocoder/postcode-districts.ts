import { readFileSync } from 'node:fs';
import type { Coordinates } from './geocoder.ts';

/** A postcode district (outward code, 'LS11') and the centroid of its postcodes. */
export interface PostcodeDistrict extends Coordinates {
  district: string;
}

/**
 * The UK's postcode districts with their centroids, shipped with the product (postcode-districts.md says
 * where the table comes from, under which licence, and how it was made). Read once, on first use: about
 * 3,000 rows, a few milliseconds.
 */
let table: ReadonlyMap<string, PostcodeDistrict> | undefined;

function districts(): ReadonlyMap<string, PostcodeDistrict> {
  if (table) return table;
  const text = readFileSync(new URL('./postcode-districts.csv', import.meta.url), 'utf8');
  const rows = new Map<string, PostcodeDistrict>();
  for (const line of text.split('\n').slice(1)) {
    const [district, latitude, longitude] = line.trim().split(',');
    if (!district || !latitude || !longitude) continue;
    rows.set(district, { district, latitude: Number(latitude), longitude: Number(longitude) });
  }
  table = rows;
  return rows;
}

/** Every district of the table, in its order: for the backfill of places and for tests. */
export function allPostcodeDistricts(): PostcodeDistrict[] {
  return [...districts().values()];
}

/** An outward code ('LS11', 'SW1A', 'EC1A'), then optionally the inward code ('5QS'). */
const POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)(?:\d[A-Z]{2})?$/;

/**
 * The district of a full UK postcode ('ls11 5qs', 'LS115QS' → its row for 'LS11'), or of a bare outward
 * code ('LS11'); undefined for a postcode that is not one (BFPO, a typo) or a district the table does not
 * hold (a non-geographic or retired district).
 */
export function postcodeDistrictOf(postcode: string): PostcodeDistrict | undefined {
  const outward = POSTCODE.exec(postcode.replace(/\s+/g, '').toUpperCase())?.[1];
  return outward ? districts().get(outward) : undefined;
}

/**
 * Postcode areas the table does not hold, though their postcodes are real: Northern Ireland (its data is
 * not under the Open Government Licence), Guernsey, Jersey and the Isle of Man (no open source places
 * them). See postcode-districts.md.
 */
const AREAS_NOT_HELD = new Set(['BT', 'GY', 'JE', 'IM']);

/** Whether a postcode is of an area the table does not hold ('BT7 1NN'): real, but not placed by it. */
export function postcodeOfAreaNotHeld(postcode: string): boolean {
  const area = /^[A-Z]{1,2}/.exec(postcode.replace(/\s+/g, '').toUpperCase())?.[0];
  return area !== undefined && AREAS_NOT_HELD.has(area);
}

/**
 * The United Kingdom with the Channel Islands and the Isle of Man, in degrees: a point outside it is no
 * UK place, whatever its district would be.
 */
export const UK_BOUNDS = { south: 49.0, north: 61.0, west: -8.75, east: 1.9 } as const;

export function withinUk({ latitude, longitude }: Coordinates): boolean {
  return (
    latitude >= UK_BOUNDS.south &&
    latitude <= UK_BOUNDS.north &&
    longitude >= UK_BOUNDS.west &&
    longitude <= UK_BOUNDS.east
  );
}

/**
 * The district whose centroid is nearest a point (the browser's location, or coordinates an API client
 * sent): how a precise point is reduced before it is stored. Undefined outside the UK. A linear scan of
 * the table, compared on an equirectangular projection, which orders distances this short correctly.
 */
export function nearestPostcodeDistrict(point: Coordinates): PostcodeDistrict | undefined {
  if (!withinUk(point)) return undefined;
  const cosLatitude = Math.cos((point.latitude * Math.PI) / 180);
  let nearest: PostcodeDistrict | undefined;
  let best = Number.POSITIVE_INFINITY;
  for (const row of districts().values()) {
    const dx = (row.longitude - point.longitude) * cosLatitude;
    const dy = row.latitude - point.latitude;
    const squared = dx * dx + dy * dy;
    if (squared < best) {
      best = squared;
      nearest = row;
    }
  }
  return nearest;
}

/** The great-circle distance between two points, in kilometres (the haversine, as distance_km in SQL). */
export function greatCircleKm(a: Coordinates, b: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLatitude = radians(b.latitude - a.latitude);
  const dLongitude = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(h)));
}
