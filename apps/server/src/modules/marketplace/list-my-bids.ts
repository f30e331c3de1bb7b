import { claimReference, type TMyBidList } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { type BiddingOrganisation, statusSeenByGarage } from './policy.ts';
import { bidsWithOrganisation, presentBid } from './present-bid.ts';

/** How many of its bids a garage's home lists: the live ones and the latest outcomes. */
const MY_BIDS_LIMIT = 100;

/** GET /api/marketplace/bids: the organisation's bids with their claims' vehicles, newest first. */
export async function listMyBids(db: Db, organisation: BiddingOrganisation): Promise<TMyBidList> {
  const rows = await bidsWithOrganisation(db)
    .innerJoin('claims', 'claims.id', 'bids.claimId')
    .select([
      'claims.reference',
      'claims.registration',
      'claims.make',
      'claims.model',
      'claims.status as claimStatus',
      'claims.repairerOrganisationId',
    ])
    .where('bids.organisationId', '=', organisation.id)
    .where('claims.deletedAt', 'is', null)
    .orderBy('bids.updatedAt', 'desc')
    .orderBy('bids.id')
    .limit(MY_BIDS_LIMIT)
    .execute();
  return {
    data: rows.map((row) => ({
      ...presentBid(row),
      claim: {
        reference: claimReference(row.reference),
        registration: row.registration,
        make: row.make,
        model: row.model,
        // A lost bid's claim reads as it stood while the bid was in play, never its later statuses.
        status: statusSeenByGarage(
          { status: row.claimStatus, repairerOrganisationId: row.repairerOrganisationId },
          organisation.id,
        ),
      },
    })),
  };
}
