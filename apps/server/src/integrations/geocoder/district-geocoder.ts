import type { GeocodeResult, Geocoder } from './geocoder.ts';
import { postcodeDistrictOf } from './postcode-districts.ts';

function locateDistrict(postcode: string): GeocodeResult {
  const district = postcodeDistrictOf(postcode);
  return district
    ? { outcome: 'found', latitude: district.latitude, longitude: district.longitude }
    : { outcome: 'not-found' };
}

/**
 * The embedded geocoder, with no outside service: a postcode is placed at its district's centroid
 * (postcode-districts.ts), a few hundred metres to a few miles from the door, which is as near as a
 * garage's distance needs and no nearer than a driver's privacy allows.
 */
export const districtGeocoder: Geocoder = {
  locate: async (postcode) => locateDistrict(postcode),
  locateMany: async (postcodes) => postcodes.map(locateDistrict),
};

/**
 * A precise geocoder (postcodes.io) refined by the district table: where the service cannot answer (down,
 * slow, or a postcode newer than its data), the district's centroid still places the postcode.
 */
export function withDistrictFallback(precise: Geocoder): Geocoder {
  const orDistrict = (postcode: string, result: GeocodeResult): GeocodeResult =>
    result.outcome === 'found' ? result : locateDistrict(postcode);
  return {
    locate: async (postcode) => orDistrict(postcode, await precise.locate(postcode)),
    locateMany: async (postcodes) => {
      const results = await precise.locateMany(postcodes);
      return results.map((result, index) => orDistrict(postcodes[index] ?? '', result));
    },
  };
}
