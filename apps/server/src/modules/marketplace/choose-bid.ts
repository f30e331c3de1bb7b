import { formatMoney, MARKETPLACE_MESSAGES } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import type { Claim } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { bidsWithOrganisation } from './present-bid.ts';

/** A live bid on this claim, locked while the choice is made, or 404/409 with the reason. */
export async function lockLiveBid(trx: Db, claimId: string, bidId: string) {
  const bid = await bidsWithOrganisation(trx)
    .where('bids.id', '=', bidId)
    .where('bids.claimId', '=', claimId)
    // The bid's row only: its document's is on the nullable side of the join, which cannot be locked.
    .forUpdate('bids')
    .executeTakeFirst();
  if (!bid) throw notFound(MARKETPLACE_MESSAGES.bidNotFound);
  if (bid.state !== 'live') throw conflict(MARKETPLACE_MESSAGES.bidNotLive);
  return bid;
}

/** Whether a bid costs more than the repair cost the client authorised (none authorised: choosing it authorises it). */
export function aboveAuthorised(claim: Pick<Claim, 'costRepairer'>, amount: number): boolean {
  return claim.costRepairer !== null && amount > claim.costRepairer;
}

export function refuseAboveAuthorised(claim: Pick<Claim, 'costRepairer'>, amount: number): void {
  if (aboveAuthorised(claim, amount)) {
    throw conflict(MARKETPLACE_MESSAGES.aboveAuthorised(formatMoney(claim.costRepairer)));
  }
}

/**
 * The bids freeze once one is chosen: it is `chosen`, the other live ones `lost`. Answers the losing
 * organisations, who are told (and keep only their own bid's record).
 */
export async function settleBids(trx: Db, claimId: string, chosenBidId: string | null): Promise<string[]> {
  if (chosenBidId) {
    await trx
      .updateTable('bids')
      .set({ state: 'chosen', updatedAt: new Date() })
      .where('id', '=', chosenBidId)
      .execute();
  }
  const losers = await trx
    .updateTable('bids')
    .set({ state: 'lost', updatedAt: new Date() })
    .where('claimId', '=', claimId)
    .where('state', '=', 'live')
    .returning('organisationId')
    .execute();
  return losers.map((row) => row.organisationId);
}

/**
 * A rollback to a marketplace status opens the bids again; to an earlier one, they are withdrawn:
 * the claim will be offered anew if it comes back.
 */
export async function reopenBids(trx: Db, claimId: string, stillOnMarketplace: boolean): Promise<void> {
  await trx
    .updateTable('bids')
    .set({ state: stillOnMarketplace ? 'live' : 'withdrawn', updatedAt: new Date() })
    .where('claimId', '=', claimId)
    .where('state', 'in', stillOnMarketplace ? ['chosen', 'lost'] : ['live', 'chosen', 'lost'])
    .execute();
}
