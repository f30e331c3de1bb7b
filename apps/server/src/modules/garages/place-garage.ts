import { GARAGE_MESSAGES } from '@fixline/domain';
import { unprocessable } from '../../http/http-error.ts';
import type { Coordinates, Geocoder } from '../../integrations/geocoder/geocoder.ts';

/**
 * Where a garage goes: the point given (clicked on the map, or the browser's location), else its
 * postcode looked up. A postcode the geocoder does not know, or no geocoder at all, is a 400 that says
 * to place the garage on the map.
 */
export async function placeGarage(
  geocoder: Geocoder,
  place: { postcode: string; latitude?: number | undefined; longitude?: number | undefined },
): Promise<Coordinates> {
  if (place.latitude !== undefined && place.longitude !== undefined) {
    return { latitude: place.latitude, longitude: place.longitude };
  }
  const found = await geocoder.locate(place.postcode);
  if (found.outcome === 'found') return { latitude: found.latitude, longitude: found.longitude };
  const message = found.outcome === 'not-found' ? GARAGE_MESSAGES.postcodeNotFound : GARAGE_MESSAGES.noPlace;
  throw unprocessable(message, [`latitude: ${message}`]);
}
