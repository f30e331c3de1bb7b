import type { ClaimStatus } from '@fixline/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Emit } from '../../events/claim-events.ts';
import { recordHistory } from '../claims/claim-history.ts';

/**
 * The marketplace's name on a claim's timeline when its own motion moves the claim (a first bid, the
 * last one withdrawn): the bidders stay anonymous to each other and to whoever is assigned later.
 */
export const MARKETPLACE_ACTOR = 'Marketplace';

/** Moves a claim between in-marketplace and bidding as its bids come and go: status, timeline, announcement. */
export async function moveMarketplaceStatus(
  trx: Db,
  emit: Emit,
  claim: { id: string; status: ClaimStatus },
  to: ClaimStatus,
  action: string,
): Promise<void> {
  if (claim.status === to) return;
  await trx
    .updateTable('claims')
    .set({ status: to, version: sql`version + 1`, updatedAt: new Date() })
    .where('id', '=', claim.id)
    .execute();
  await recordHistory(trx, {
    claimId: claim.id,
    actor: null,
    actorName: MARKETPLACE_ACTOR,
    action,
    from: claim.status,
    to,
  });
  await emit({ type: 'ClaimStatusUpdated', claimId: claim.id, actor: null, payload: { status: to } });
}
