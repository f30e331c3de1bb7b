import type { TMarketplaceClaim } from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { CLAIM_NOT_FOUND } from '../claims/queries.ts';
import { type MarketplaceRow, marketplaceColumns, presentMarketplaceSummary } from './marketplace-rows.ts';
import {
  biddingOrganisationOf,
  nearestGarage,
  offeredTo,
  onMarketplace,
  requireBiddingOrganisation,
  seenByGarage,
  statusSeenByGarage,
} from './policy.ts';
import { bidsWithOrganisation, presentBid } from './present-bid.ts';

type MarketplaceClaimRow = MarketplaceRow & {
  damageDescription: string | null;
  incidentDate: string | null;
  repairerOrganisationId: string | null;
  openToMe: boolean;
};

/**
 * GET /api/marketplace/claims/{id}: the redacted claim for a garage it is offered to; the same record
 * for a garage that bid on it (a losing bidder keeps its own bid's record, without the photos, and the
 * claim's status as its bid knew it: `statusSeenByGarage`); and, for the garage it was assigned to,
 * enough to send it to the full claim. Anyone else: 404.
 */
export async function readMarketplaceClaim(db: Db, actor: Actor, claimId: string): Promise<TMarketplaceClaim> {
  const organisation = requireBiddingOrganisation(actor);
  const open = sql<boolean>`(${onMarketplace} and ${offeredTo})`;
  const { rows } = await sql<MarketplaceClaimRow>`
    select ${marketplaceColumns}, c.damage_description, c.incident_date, c.repairer_organisation_id, ${open} as open_to_me
    from claims c
    join organisations o on o.id = ${organisation.id}
    ${nearestGarage}
    where c.id = ${claimId} and c.deleted_at is null and ${seenByGarage}
  `.execute(db);
  const row = rows[0];
  if (!row) throw notFound(CLAIM_NOT_FOUND);

  const [myBid, photos] = await Promise.all([
    bidsWithOrganisation(db)
      .where('bids.claimId', '=', claimId)
      .where('bids.organisationId', '=', organisation.id)
      .executeTakeFirst(),
    row.openToMe
      ? db
          .selectFrom('claimFiles')
          .select(['id', 'thumbnailKey'])
          .where('claimId', '=', claimId)
          .where('contentType', 'like', 'image/%')
          // The claim's own photos: a photo a garage put there for its bid is not its rivals' to see.
          .where('bidOrganisationId', 'is', null)
          .orderBy('createdAt')
          .orderBy('id')
          .execute()
      : [],
  ]);
  const summary = presentMarketplaceSummary(row);
  return {
    id: summary.id,
    reference: summary.reference,
    status: statusSeenByGarage(row, organisation.id),
    type: summary.type,
    registration: summary.registration,
    make: summary.make,
    model: summary.model,
    colour: row.colour,
    year: summary.year,
    damageDescription: row.damageDescription,
    incidentDate: row.incidentDate,
    postcodeDistrict: summary.postcodeDistrict,
    needs: summary.needs,
    distanceKm: summary.distanceKm,
    enteredMarketplaceAt: summary.enteredMarketplaceAt,
    biddingClosesAt: summary.biddingClosesAt,
    bidCount: summary.bidCount,
    images: photos.map((file) => file.id),
    thumbnails: photos.filter((file) => file.thumbnailKey !== null).map((file) => file.id),
    myBid: myBid ? presentBid(myBid) : null,
    canBid: row.openToMe && biddingOrganisationOf(actor, 'CreateBid')?.id === organisation.id,
    assignedToMe: row.repairerOrganisationId === organisation.id,
  };
}
