import type { TBid } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import type { Bid } from '../../db/schema.ts';

export type BidWithOrganisation = Bid & { organisationName: string };

/** Bids with the names of their organisations: what every answer about a bid starts from. */
export function bidsWithOrganisation(db: Db) {
  return db
    .selectFrom('bids')
    .innerJoin('organisations', 'organisations.id', 'bids.organisationId')
    .selectAll('bids')
    .select('organisations.name as organisationName');
}

export function presentBid(bid: BidWithOrganisation): TBid {
  return {
    id: bid.id,
    claimId: bid.claimId,
    organisation: { id: bid.organisationId, name: bid.organisationName },
    state: bid.state,
    amount: bid.amount,
    earliestStartDate: bid.earliestStartDate,
    repairDays: bid.repairDays,
    note: bid.note,
    documentId: bid.documentId,
    validUntil: bid.validUntil,
    createdAt: bid.createdAt.toISOString(),
    updatedAt: bid.updatedAt.toISOString(),
  };
}
