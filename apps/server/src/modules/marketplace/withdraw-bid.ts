import { isMarketplaceStatus, MARKETPLACE_MESSAGES } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import { withClaimEvents } from '../../events/claim-events.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { CLAIM_NOT_FOUND } from '../claims/queries.ts';
import { moveMarketplaceStatus } from './marketplace-status.ts';
import type { MarketplaceStore } from './marketplace-store.ts';
import { requireBiddingOrganisation } from './policy.ts';

/**
 * DELETE /api/claims/{id}/bid: the organisation takes its live bid back while bids are open. A claim
 * left with no live bid is back in the marketplace, waiting for bids (and, past its window, a draw).
 */
export async function withdrawBid(ctx: MarketplaceStore, actor: Actor, claimId: string): Promise<void> {
  const organisation = requireBiddingOrganisation(actor, 'CreateBid');
  await withClaimEvents(ctx, async (trx, emit) => {
    const claim = await trx
      .selectFrom('claims')
      .select(['id', 'status'])
      .where('id', '=', claimId)
      .where('deletedAt', 'is', null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('bids')
            .select('bids.id')
            .whereRef('bids.claimId', '=', 'claims.id')
            .where('bids.organisationId', '=', organisation.id),
        ),
      )
      .forUpdate()
      .executeTakeFirst();
    if (!claim) throw notFound(CLAIM_NOT_FOUND);
    if (!isMarketplaceStatus(claim.status)) throw conflict(MARKETPLACE_MESSAGES.notOpen);
    const withdrawn = await trx
      .updateTable('bids')
      .set({ state: 'withdrawn', updatedAt: new Date() })
      .where('claimId', '=', claimId)
      .where('organisationId', '=', organisation.id)
      .where('state', '=', 'live')
      .executeTakeFirst();
    if (withdrawn.numUpdatedRows === 0n) throw notFound(MARKETPLACE_MESSAGES.noLiveBid);
    const live = await trx
      .selectFrom('bids')
      .select('id')
      .where('claimId', '=', claimId)
      .where('state', '=', 'live')
      .executeTakeFirst();
    if (!live) await moveMarketplaceStatus(trx, emit, claim, 'in-marketplace');
  });
  ctx.realtime.marketplaceChanged();
}
