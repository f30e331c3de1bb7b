import { CLAIM_MESSAGES, type TClaimDetails } from '@fixline/domain';
import { unprocessable } from '../../http/http-error.ts';
import {
  greatCircleKm,
  nearestPostcodeDistrict,
  postcodeDistrictOf,
  postcodeOfAreaNotHeld,
  withinUk,
} from '../../integrations/geocoder/postcode-districts.ts';

type Place = { latitude: number | null; longitude: number | null };

/** Beyond this from the nearest district's centroid, a point is in an area the table does not hold. */
const FURTHEST_FROM_A_DISTRICT_KM = 30;

/** A point to two decimals of a degree, for an area with no district table; none outside the UK. */
function coarse(latitude: number | null | undefined, longitude: number | null | undefined): Place {
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !withinUk({ latitude, longitude })) {
    return { latitude: null, longitude: null };
  }
  return { latitude: Math.round(latitude * 100) / 100, longitude: Math.round(longitude * 100) / 100 };
}

/**
 * Where a claim is, as the claim stores it: the centroid of its postcode's district, never a nearer
 * point. A point sent instead of a postcode (an API client's, or a phone's location) is reduced to its
 * nearest district's centroid. So every distance a garage is told, and every distance it could measure
 * from sites of its own, leads no nearer to the driver than the district (docs/decisions/0083).
 *
 * Undefined when the details name neither (an edit of other fields keeps the place); nulls when the
 * postcode is taken away. A postcode of an area the table does not hold (Northern Ireland, the Channel
 * Islands, the Isle of Man) keeps a point sent with it to two decimals of a degree (about a kilometre),
 * or no place. Any other postcode of no district is refused (422): it is mistyped or no longer in use.
 */
export function claimPlace(details: Partial<TClaimDetails>): Place | undefined {
  const { postcode, latitude, longitude } = details;
  if (postcode && postcodeOfAreaNotHeld(postcode)) return coarse(latitude, longitude);
  if (postcode) {
    const district = postcodeDistrictOf(postcode);
    if (!district) throw unprocessable(CLAIM_MESSAGES.postcodeUnknown, [`postcode: ${CLAIM_MESSAGES.postcodeUnknown}`]);
    return { latitude: district.latitude, longitude: district.longitude };
  }
  if (typeof latitude === 'number' && typeof longitude === 'number') {
    const point = { latitude, longitude };
    const district = nearestPostcodeDistrict(point);
    if (!district) throw unprocessable(CLAIM_MESSAGES.outsideUk, [`latitude: ${CLAIM_MESSAGES.outsideUk}`]);
    if (greatCircleKm(point, district) > FURTHEST_FROM_A_DISTRICT_KM) return coarse(latitude, longitude);
    return { latitude: district.latitude, longitude: district.longitude };
  }
  if (postcode === null) return { latitude: null, longitude: null };
  return undefined;
}
