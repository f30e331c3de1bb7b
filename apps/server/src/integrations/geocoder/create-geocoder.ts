import type { Config } from '../../config.ts';
import { districtGeocoder, withDistrictFallback } from './district-geocoder.ts';
import type { Geocoder } from './geocoder.ts';
import { createPostcodesIoGeocoder } from './postcodes-io-geocoder.ts';

/**
 * Postcodes are always placed: at their district's centroid by the embedded table, or, with GEOCODER_URL
 * (a postcodes.io API), at the postcode itself, the table answering whenever the service cannot.
 */
export function createGeocoder(config: Pick<Config, 'geocoderUrl'>): Geocoder {
  return config.geocoderUrl
    ? withDistrictFallback(createPostcodesIoGeocoder({ url: config.geocoderUrl }))
    : districtGeocoder;
}
