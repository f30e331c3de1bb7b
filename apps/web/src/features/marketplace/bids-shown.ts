import { type ClaimStatus, isPermitted, MARKETPLACE_STATUSES, type Permissioned, type TClaim } from '@fixline/domain';

/** The statuses in which a claim's bids are compared: while on the marketplace, and while one waits for authorisation. */
const COMPARED_IN: readonly ClaimStatus[] = [...MARKETPLACE_STATUSES, 'awaiting-bid-authorisation'];

/** Whether the claim page shows the Bids section: to the client and the platform (who read claims), while bids count. */
export function showsBids(claim: TClaim, user: Permissioned | null): boolean {
  return COMPARED_IN.includes(claim.status) && isPermitted(user, { privileges: ['ReadClaims'] });
}
