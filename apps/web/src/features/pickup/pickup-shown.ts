import type { ClaimStatus, TClaim } from '@fixline/domain';

/** From the repairer's assignment on, a claim has a repair date to arrange or to look back on. */
const WITH_DATES: readonly ClaimStatus[] = ['awaiting-pickup', 'in-repair', 'finished', 'paid', 'completed'];

/** Whether the claim page shows the Repair date section (its code loads only then). */
export const showsPickup = (claim: TClaim) => WITH_DATES.includes(claim.status);
