import type { ClaimStatus } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import type { Emit } from '../../events/claim-events.ts';
import { takeAutomaticAction } from '../claims/transition-claim.ts';

/**
 * The marketplace's name on a claim's timeline when its own motion moves the claim (a first bid, the
 * last one withdrawn): the bidders stay anonymous to each other and to whoever is assigned later.
 */
export const MARKETPLACE_ACTOR = 'Marketplace';

/**
 * Moves a claim between in-marketplace and bidding as its bids come and go, through the workflow's
 * automatic rows: `bid` (the first live bid) and `withdraw-bid` (the last one withdrawn).
 */
export async function moveMarketplaceStatus(
  trx: Db,
  emit: Emit,
  claim: { id: string; status: ClaimStatus },
  to: 'bidding' | 'in-marketplace',
): Promise<void> {
  if (claim.status === to) return;
  const action = to === 'bidding' ? 'bid' : 'withdraw-bid';
  await takeAutomaticAction(trx, emit, claim.id, { action, party: 'bidder', name: MARKETPLACE_ACTOR });
}
