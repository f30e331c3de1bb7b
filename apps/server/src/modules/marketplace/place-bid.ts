import { isMarketplaceStatus, MARKETPLACE_MESSAGES, type TBid, type TPlaceBidRequest } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { withClaimEvents } from '../../events/claim-events.ts';
import { conflict, notFound, unprocessable } from '../../http/http-error.ts';
import { CLAIM_NOT_FOUND } from '../claims/queries.ts';
import { requireBiddingOrganisation } from './bidding-organisation.ts';
import { moveMarketplaceStatus } from './marketplace-status.ts';
import type { MarketplaceStore } from './marketplace-store.ts';
import { isOfferedTo } from './offered-to.ts';
import { bidsWithOrganisation, presentBid } from './present-bid.ts';

/**
 * A file named by a bid or its authorisation must be one of the claim's (422 otherwise); named by a bid,
 * one its bidder put there for it (decision 0062), as a garage reads no other document of the claim.
 */
export async function requireClaimDocument(
  trx: Db,
  claimId: string,
  documentId: string | undefined,
  bidOrganisationId?: string,
): Promise<void> {
  if (!documentId) return;
  const file = await trx
    .selectFrom('claimFiles')
    .select('id')
    .where('id', '=', documentId)
    .where('claimId', '=', claimId)
    .$if(bidOrganisationId !== undefined, (query) => query.where('bidOrganisationId', '=', bidOrganisationId ?? ''))
    .executeTakeFirst();
  if (!file) throw unprocessable(MARKETPLACE_MESSAGES.documentNotOnClaim);
}

/**
 * PUT /api/claims/{id}/bid/: the organisation's bid, placed or changed. The claim's row lock makes
 * concurrent bids of one organisation queue, and the (claim, organisation) key leaves one bid row, so
 * they end as one live bid. The first bid moves the claim to bidding.
 */
export async function placeBid(
  ctx: MarketplaceStore,
  actor: Actor,
  claimId: string,
  input: TPlaceBidRequest,
): Promise<TBid> {
  const organisation = requireBiddingOrganisation(actor, 'CreateBid');
  const bid = await withClaimEvents(ctx, async (trx, emit) => {
    const claim = await trx
      .selectFrom('claims')
      .select(['id', 'status'])
      .where('id', '=', claimId)
      .where('deletedAt', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!claim) throw notFound(CLAIM_NOT_FOUND);
    const [offered, existing] = await Promise.all([
      isOfferedTo(trx, claimId, organisation.id),
      trx
        .selectFrom('bids')
        .select('state')
        .where('claimId', '=', claimId)
        .where('organisationId', '=', organisation.id)
        .executeTakeFirst(),
    ]);
    // A garage the claim was never offered to learns nothing of it; one that bid hears why it cannot.
    if (!offered && !existing) throw notFound(CLAIM_NOT_FOUND);
    if (!isMarketplaceStatus(claim.status)) throw conflict(MARKETPLACE_MESSAGES.notOpen);
    if (!offered) throw notFound(CLAIM_NOT_FOUND);
    await requireClaimDocument(trx, claimId, input.documentId, organisation.id);

    const values = {
      amount: input.amount,
      earliestStartDate: input.earliestStartDate,
      repairDays: input.repairDays,
      note: input.note || null,
      documentId: input.documentId ?? null,
      validUntil: input.validUntil,
      placedBy: actor.userId,
    };
    const { id } = await trx
      .insertInto('bids')
      .values({ ...values, claimId, organisationId: organisation.id })
      .onConflict((oc) =>
        oc.columns(['claimId', 'organisationId']).doUpdateSet({ ...values, state: 'live', updatedAt: new Date() }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await moveMarketplaceStatus(trx, emit, claim, 'bidding', 'bid');
    return bidsWithOrganisation(trx).where('bids.id', '=', id).executeTakeFirstOrThrow();
  });
  ctx.realtime.marketplaceChanged();
  return presentBid(bid);
}
