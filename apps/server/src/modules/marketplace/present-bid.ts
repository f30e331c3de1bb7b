import type { TBid } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import type { Bid } from '../../db/schema.ts';

export type BidWithOrganisation = Bid & { organisationName: string; documentName: string | null };

/** Bids with the names of their organisations and documents: what every answer about a bid starts from. */
export function bidsWithOrganisation(db: Db) {
  return db
    .selectFrom('bids')
    .innerJoin('organisations', 'organisations.id', 'bids.organisationId')
    .leftJoin('claimFiles', 'claimFiles.id', 'bids.documentId')
    .selectAll('bids')
    .select(['organisations.name as organisationName', 'claimFiles.name as documentName']);
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
    documentName: bid.documentName,
    validUntil: bid.validUntil,
    createdAt: bid.createdAt.toISOString(),
    updatedAt: bid.updatedAt.toISOString(),
  };
}
