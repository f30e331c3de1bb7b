import { claimReference } from '@fixline/domain';
import type { Claim } from '../../db/schema.ts';

/** What every partner that repairs is told first: the claim's reference, the vehicle and where it is. */
export interface PartnerVehicle {
  reference: string;
  registration: string;
  make: string | null;
  model: string | null;
  postcode: string | null;
}

export function partnerVehicle(claim: Claim): PartnerVehicle {
  return {
    reference: claimReference(claim.reference),
    registration: claim.registration,
    make: claim.make,
    model: claim.model,
    postcode: claim.postcode,
  };
}
