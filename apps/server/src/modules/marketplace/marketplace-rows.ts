import {
  type BidState,
  type ClaimStatus,
  type ClaimType,
  claimReference,
  kilometresToTenthOfMile,
  postcodeDistrict,
  type RepairCapability,
  type TMarketplaceClaimSummary,
} from '@fixline/domain';
import { sql } from 'kysely';

/** A marketplace claim as the list and the claim's page read it (snake_case in SQL, camelCase here). */
export interface MarketplaceRow {
  id: string;
  reference: number;
  status: ClaimStatus;
  type: ClaimType;
  registration: string;
  make: string | null;
  model: string | null;
  colour: string | null;
  year: number | null;
  postcode: string | null;
  placeDistrict: string | null;
  needs: RepairCapability[];
  distanceKm: number | null;
  enteredMarketplaceAt: Date | null;
  biddingClosesAt: Date | null;
  bidCount: number;
  thumbnailId: string | null;
  myBidState: BidState | null;
}

/**
 * The columns every marketplace read shows of claim `c` (with `d` its distance row): never the
 * customer's name, email, phone or address (the postcode leaves only as its district).
 */
export const marketplaceColumns = sql`
  c.id, c.reference, c.status, c.type, c.registration, c.make, c.model, c.colour, c.year, c.postcode, c.place_district, c.needs,
  d.km as distance_km, c.entered_marketplace_at, c.bidding_closes_at,
  (select count(*) from bids lb where lb.claim_id = c.id and lb.state = 'live') as bid_count,
  (select f.id from claim_files f where f.claim_id = c.id and f.content_type like 'image/%' and f.thumbnail_key is not null
    and f.bid_organisation_id is null order by f.created_at, f.id limit 1) as thumbnail_id,
  (select mb.state from bids mb where mb.claim_id = c.id and mb.organisation_id = o.id) as my_bid_state
`;

export function presentMarketplaceSummary(row: MarketplaceRow): TMarketplaceClaimSummary {
  return {
    id: row.id,
    reference: claimReference(row.reference),
    status: row.status,
    type: row.type,
    registration: row.registration,
    make: row.make,
    model: row.model,
    year: row.year,
    postcodeDistrict: row.placeDistrict ?? postcodeDistrict(row.postcode),
    needs: row.needs,
    distanceKm: row.distanceKm === null ? null : kilometresToTenthOfMile(row.distanceKm),
    enteredMarketplaceAt: row.enteredMarketplaceAt?.toISOString() ?? null,
    biddingClosesAt: row.biddingClosesAt?.toISOString() ?? null,
    bidCount: row.bidCount,
    thumbnailId: row.thumbnailId,
    myBidState: row.myBidState,
  };
}
