import { allowedClaimActions, scoreBids, type TBidList, type TRankedBid } from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { visibleTo } from '../claims/claim-access.ts';
import { workflowClaim } from '../claims/present-claim.ts';
import { CLAIM_NOT_FOUND } from '../claims/queries.ts';
import { biddingOrganisationOf, isClaimsClientOrPlatform } from './policy.ts';
import { type BidWithOrganisation, bidsWithOrganisation, presentBid } from './present-bid.ts';

/** What a bid's score is measured from, per bidding organisation (docs/marketplace.md). */
interface BidderFacts {
  organisationId: string;
  cycleTimeDays: number | null;
  /** The drivers' mean rating of the organisation's repairs (1–5), and how many there are. */
  rating: number | null;
  ratingCount: number;
  distanceKm: number | null;
}

/**
 * The bidders' measured cycle time (median days from in-repair to finished over the repairs they were
 * assigned), the drivers' ratings of their repairs (request-feedback's /rate link) and their nearest
 * garage's distance from the claim.
 */
async function bidderFacts(db: Db, claimId: string, organisationIds: string[]): Promise<Map<string, BidderFacts>> {
  if (organisationIds.length === 0) return new Map();
  const { rows } = await sql<BidderFacts>`
    select o.id as organisation_id,
      (select percentile_cont(0.5) within group (order by h.stay_seconds) / 86400.0
        from claim_history h join claims hc on hc.id = h.claim_id
        where hc.repairer_organisation_id = o.id and h.from_status = 'in-repair' and h.to_status = 'finished'
          and h.stay_seconds is not null) as cycle_time_days,
      (select avg(r.stars)::float8 from repairer_ratings r where r.repairer_organisation_id = o.id) as rating,
      (select count(*)::int from repairer_ratings r where r.repairer_organisation_id = o.id) as rating_count,
      (select min(distance_km(c.latitude, c.longitude, g.latitude, g.longitude))
        from garages g, claims c where c.id = ${claimId} and g.organisation_id = o.id) as distance_km
    from organisations o
    where o.id = any(${organisationIds}::uuid[])
  `.execute(db);
  return new Map(rows.map((row) => [row.organisationId, row]));
}

const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

async function rankBids(db: Db, claimId: string, bids: BidWithOrganisation[]): Promise<TRankedBid[]> {
  const facts = await bidderFacts(
    db,
    claimId,
    bids.map((bid) => bid.organisationId),
  );
  const measured = bids.map((bid) => {
    const fact = facts.get(bid.organisationId);
    return {
      bid,
      amount: bid.amount,
      repairDays: bid.repairDays,
      cycleTimeDays: round1(fact?.cycleTimeDays ?? null),
      rating: round1(fact?.rating ?? null),
      ratingCount: fact?.ratingCount ?? 0,
      distanceKm: fact?.distanceKm === null || fact?.distanceKm === undefined ? null : round1(fact.distanceKm),
    };
  });
  return scoreBids(measured)
    .map(({ bid, score, cycleTimeDays, rating, ratingCount, distanceKm }) => ({
      ...presentBid(bid),
      score: { ...score, cycleTimeDays, rating, ratingCount, distanceKm },
    }))
    .sort((a, b) => b.score.total - a.score.total || a.amount - b.amount);
}

/**
 * GET /api/claims/{id}/bids: the client that owns the claim and the platform compare every bid (a
 * withdrawn one is gone from the comparison); a garage sees its own bid only, whatever became of it.
 */
export async function listBids(db: Db, actor: Actor, claimId: string): Promise<TBidList> {
  const claim = await db
    .selectFrom('claims')
    .selectAll()
    .where('id', '=', claimId)
    .where(visibleTo(actor))
    .executeTakeFirst();
  const comparer = claim !== undefined && isClaimsClientOrPlatform(actor, claim);
  if (claim && comparer) {
    const bids = await bidsWithOrganisation(db)
      .where('bids.claimId', '=', claimId)
      .where('bids.state', '!=', 'withdrawn')
      .execute();
    const workflow = workflowClaim(claim);
    return {
      data: await rankBids(db, claimId, bids),
      canChoose: claim.status === 'bidding' && allowedClaimActions(actor, workflow).includes('approve-for-repair'),
      authorisedCostRepairer: claim.costRepairer,
      pendingBidId: claim.status === 'awaiting-bid-authorisation' ? claim.chosenBidId : null,
    };
  }
  const organisation = biddingOrganisationOf(actor);
  const own = organisation
    ? await bidsWithOrganisation(db)
        .where('bids.claimId', '=', claimId)
        .where('bids.organisationId', '=', organisation.id)
        .execute()
    : [];
  if (own.length === 0 && !claim) throw notFound(CLAIM_NOT_FOUND);
  return { data: await rankBids(db, claimId, own), canChoose: false, authorisedCostRepairer: null, pendingBidId: null };
}
