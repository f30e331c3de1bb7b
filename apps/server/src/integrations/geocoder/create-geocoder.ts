import type { Config } from '../../config.ts';
import type { Geocoder } from './geocoder.ts';
import { noGeocoder } from './geocoder.ts';
import { createPostcodesIoGeocoder } from './postcodes-io-geocoder.ts';

/** GEOCODER_URL chooses a postcodes.io API; without it, no look-up (garages are placed on the map). */
export function createGeocoder(config: Pick<Config, 'geocoderUrl'>): Geocoder {
  return config.geocoderUrl ? createPostcodesIoGeocoder({ url: config.geocoderUrl }) : noGeocoder;
}
