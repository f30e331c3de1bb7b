import { CLAIM_MESSAGES, type TClaimDetails } from '@fixline/domain';
import { unprocessable } from '../../http/http-error.ts';
import type { Coordinates } from '../../integrations/geocoder/geocoder.ts';
import {
  greatCircleKm,
  nearestPostcodeDistrict,
  type PostcodeDistrict,
  postcodeDistrictOf,
  postcodeOfAreaNotHeld,
  withinUk,
} from '../../integrations/geocoder/postcode-districts.ts';

/** The claim's stored place: a point, and the postcode district it was taken from. */
export type ClaimPlace = { latitude: number | null; longitude: number | null; placeDistrict: string | null };

/** The fields a claim's place is worked out from. */
export const PLACE_FIELDS = [
  'postcode',
  'incidentPostcode',
  'vehicleLocation',
  'vehiclePostcode',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof TClaimDetails)[];
type PlaceDetails = Partial<Pick<TClaimDetails, (typeof PLACE_FIELDS)[number]>>;

/** Beyond this from the nearest district's centroid, a point is in an area the table does not hold. */
const FURTHEST_FROM_A_DISTRICT_KM = 30;
const NO_PLACE: ClaimPlace = { latitude: null, longitude: null, placeDistrict: null };

const atDistrict = ({ district, latitude, longitude }: PostcodeDistrict): ClaimPlace => ({
  latitude,
  longitude,
  placeDistrict: district,
});

/** A point to two decimals of a degree, for an area with no district table; none outside the UK. */
function coarse(point: Coordinates): ClaimPlace {
  if (!withinUk(point)) return NO_PLACE;
  const round = (degrees: number) => Math.round(degrees * 100) / 100;
  return { latitude: round(point.latitude), longitude: round(point.longitude), placeDistrict: null };
}

/** Each postcode the details name must be of a district the table holds, or of an area it leaves out. */
function refuseUnknownPostcodes(details: PlaceDetails): void {
  const unknown = (['postcode', 'incidentPostcode', 'vehiclePostcode'] as const).filter((field) => {
    const postcode = details[field];
    return postcode && !postcodeOfAreaNotHeld(postcode) && !postcodeDistrictOf(postcode);
  });
  if (unknown.length > 0) {
    throw unprocessable(
      CLAIM_MESSAGES.postcodeUnknown,
      unknown.map((field) => `${field}: ${CLAIM_MESSAGES.postcodeUnknown}`),
    );
  }
}

/** A point sent (a phone's location, an API client's), reduced to its district; refused outside the UK. */
function placeOfPoint(point: Coordinates): ClaimPlace {
  const district = nearestPostcodeDistrict(point);
  if (!district) throw unprocessable(CLAIM_MESSAGES.outsideUk, [`latitude: ${CLAIM_MESSAGES.outsideUk}`]);
  return greatCircleKm(point, district) > FURTHEST_FROM_A_DISTRICT_KM ? coarse(point) : atDistrict(district);
}

function placeOfPostcode(postcode: string, point: Coordinates | null): ClaimPlace {
  const district = postcodeDistrictOf(postcode);
  if (district) return atDistrict(district);
  // Northern Ireland, the Channel Islands, the Isle of Man: real postcodes the table does not hold.
  return point ? coarse(point) : NO_PLACE;
}

/**
 * Where a claim is, as the claim stores it: where a garage would collect the vehicle, at the centroid of
 * that place's postcode district, never nearer (docs/decisions/0083). The vehicle is where
 * `vehicleLocation` says: somewhere else, at `vehiclePostcode`; where it happened, at `incidentPostcode`
 * or the point sent (the driver's phone's location, an API client's); at the customer's address, at its
 * `postcode`. Without a `vehicleLocation`, the first of the address's postcode, the incident's and the
 * point. A point is reduced to its nearest district; in an area the table does not hold (Northern
 * Ireland, the Channel Islands, the Isle of Man) it is kept to two decimals of a degree (about a
 * kilometre). A postcode of no district anywhere is refused (422), on its field: mistyped, or no longer
 * in use.
 *
 * `details` are the claim's place fields as they will be stored (an edit's merged with the claim's).
 */
export function claimPlace(details: PlaceDetails): ClaimPlace {
  refuseUnknownPostcodes(details);
  const point =
    typeof details.latitude === 'number' && typeof details.longitude === 'number'
      ? { latitude: details.latitude, longitude: details.longitude }
      : null;
  const { postcode, incidentPostcode, vehiclePostcode } = details;
  const candidates: (string | Coordinates | null | undefined)[] =
    details.vehicleLocation === 'elsewhere'
      ? [vehiclePostcode, incidentPostcode, point, postcode]
      : details.vehicleLocation === 'incident'
        ? [incidentPostcode, point, postcode]
        : details.vehicleLocation === 'home'
          ? [postcode, incidentPostcode, point]
          : [postcode, incidentPostcode, point, vehiclePostcode];
  const source = candidates.find((candidate) => candidate);
  if (!source) return NO_PLACE;
  return typeof source === 'string' ? placeOfPostcode(source, point) : placeOfPoint(source);
}

/** Whether an edit names any field the place is worked out from. */
export const movesPlace = (details: Partial<TClaimDetails>): boolean =>
  PLACE_FIELDS.some((field) => details[field] !== undefined);
