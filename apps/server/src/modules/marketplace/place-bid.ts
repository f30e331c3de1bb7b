import {
  type ClaimStatus,
  isMarketplaceStatus,
  MARKETPLACE_MESSAGES,
  type TBid,
  type TPlaceBidRequest,
} from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { withClaimEvents } from '../../events/claim-events.ts';
import { conflict, notFound, unprocessable } from '../../http/http-error.ts';
import { CLAIM_NOT_FOUND } from '../claims/queries.ts';
import { moveMarketplaceStatus } from './marketplace-status.ts';
import type { MarketplaceStore } from './marketplace-store.ts';
import { nearestGarage, offeredTo, requireBiddingOrganisation, seenByGarage } from './policy.ts';
import { type BidWithOrganisation, presentBid } from './present-bid.ts';

/**
 * A file named by a bid or its authorisation must be one of the claim's (422 otherwise); named by a bid,
 * one its bidder put there for it (decision 0062), as a garage reads no other document of the claim.
 * Answers the file's name, or null when none is named.
 */
export async function requireClaimDocument(
  trx: Db,
  claimId: string,
  documentId: string | undefined,
  bidOrganisationId?: string,
): Promise<string | null> {
  if (!documentId) return null;
  const file = await trx
    .selectFrom('claimFiles')
    .select('name')
    .where('id', '=', documentId)
    .where('claimId', '=', claimId)
    .$if(bidOrganisationId !== undefined, (query) => query.where('bidOrganisationId', '=', bidOrganisationId ?? ''))
    .executeTakeFirst();
  if (!file) throw unprocessable(MARKETPLACE_MESSAGES.documentNotOnClaim);
  return file.name;
}

/**
 * The claim's row, locked for the transaction, with what a bid needs to know beside it, in one round
 * trip: whether the organisation may know of the claim at all, whether the claim is one it may be offered
 * (the live rule, whatever its status), and the organisation's name for the answer. A claim whose row
 * changed while the lock was awaited is read again as it now is (PostgreSQL's READ COMMITTED), so its
 * status is the one the bid must be checked against.
 */
async function lockClaimForBid(trx: Db, claimId: string, organisationId: string) {
  const { rows } = await sql<{
    id: string;
    status: ClaimStatus;
    seen: boolean;
    offered: boolean;
    organisationName: string;
  }>`
    select c.id, c.status, ${seenByGarage} as seen, ${offeredTo} as offered, o.name as organisation_name
    from claims c
    join organisations o on o.id = ${organisationId}
    ${nearestGarage}
    where c.id = ${claimId} and c.deleted_at is null
    for update of c
  `.execute(trx);
  return rows[0];
}

/**
 * PUT /api/claims/{id}/bid/: the organisation's bid, placed or changed. The claim's row lock makes
 * concurrent bids of one organisation queue, and the (claim, organisation) key leaves one bid row, so
 * they end as one live bid. The first bid moves the claim to bidding. A bid placed (not one changed)
 * is announced as BidPlaced, naming its garage: its document, put on the claim before, is part of it.
 */
export async function placeBid(
  ctx: MarketplaceStore,
  actor: Actor,
  claimId: string,
  input: TPlaceBidRequest,
): Promise<TBid> {
  const organisation = requireBiddingOrganisation(actor, 'CreateBid');
  const bid = await withClaimEvents(ctx, async (trx, emit): Promise<BidWithOrganisation> => {
    const claim = await lockClaimForBid(trx, claimId, organisation.id);
    // Access before state: a garage that may not know of the claim learns nothing of it, not even that
    // its bids are closed; one that bid on it or was given it hears why it cannot bid.
    if (!claim?.seen) throw notFound(CLAIM_NOT_FOUND);
    if (!isMarketplaceStatus(claim.status)) throw conflict(MARKETPLACE_MESSAGES.notOpen);
    if (!claim.offered) throw notFound(CLAIM_NOT_FOUND);
    const documentName = await requireClaimDocument(trx, claimId, input.documentId, organisation.id);
    const before = await trx
      .selectFrom('bids')
      .select('state')
      .where('claimId', '=', claimId)
      .where('organisationId', '=', organisation.id)
      .executeTakeFirst();

    const values = {
      amount: input.amount,
      earliestStartDate: input.earliestStartDate,
      repairDays: input.repairDays,
      note: input.note || null,
      documentId: input.documentId ?? null,
      validUntil: input.validUntil,
      placedBy: actor.userId,
    };
    const placed = await trx
      .insertInto('bids')
      .values({ ...values, claimId, organisationId: organisation.id })
      .onConflict((oc) =>
        oc.columns(['claimId', 'organisationId']).doUpdateSet({ ...values, state: 'live', updatedAt: new Date() }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await moveMarketplaceStatus(trx, emit, claim, 'bidding');
    if (before?.state !== 'live') {
      await emit({
        type: 'BidPlaced',
        claimId,
        actor: { userId: actor.userId, name: actor.name },
        garage: claim.organisationName,
      });
    }
    return { ...placed, organisationName: claim.organisationName, documentName };
  });
  ctx.realtime.marketplaceChanged();
  return presentBid(bid);
}
