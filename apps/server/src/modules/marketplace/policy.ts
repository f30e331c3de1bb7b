import {
  type ClaimStatus,
  isMarketplaceStatus,
  isSuperAdmin,
  MARKETPLACE_STATUSES,
  type OrganisationType,
  type Privilege,
  type ReachReason,
} from '@fixline/domain';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../http/http-error.ts';

/*
 * The marketplace's access rules, in one place: who works the marketplace for which garage, which claims
 * are on it, and which of them are offered to a garage. The offer rule's two SQL functions
 * (`marketplace_suits`, `marketplace_reach_km`, migration 0037) are the database's half of `offeredTo`
 * below, and keep the `marketplace_offers` table that lists read; they cite this file.
 */

/** What anyone who is not a garage's staff hears from the marketplace's own routes (a super admin, say). */
export const GARAGES_ONLY = 'The marketplace is for repairers and bodyshops';

export interface BiddingOrganisation {
  id: string;
  type: Extract<OrganisationType, 'repairer' | 'bodyshop'>;
}

/** What lets a garage's staff see the marketplace: the same privileges that read its repair claims. */
const MARKETPLACE_READ: readonly Privilege[] = ['ReadRepairClaims', 'ReadBodyshopClaims'];

/**
 * The repairer or bodyshop the actor works the marketplace for. A person in two garages acts for the
 * first of them (the demo has none; docs/marketplace.md names the limit). Null for everyone else.
 */
export function biddingOrganisationOf(actor: Actor, privilege?: Privilege): BiddingOrganisation | null {
  const entry = actor.permissions.find(
    (p) =>
      (p.organisationType === 'repairer' || p.organisationType === 'bodyshop') &&
      p.privileges.some((granted) => (privilege ? granted === privilege : MARKETPLACE_READ.includes(granted))),
  );
  if (!entry || (entry.organisationType !== 'repairer' && entry.organisationType !== 'bodyshop')) return null;
  return { id: entry.organisationId, type: entry.organisationType };
}

/**
 * Whose marketplace a list shows: a garage's (what it is offered), or the platform's (every claim on
 * the marketplace: super admins run it). Anyone else: 403.
 */
export type MarketplaceViewer = BiddingOrganisation | 'platform';

export function requireMarketplaceViewer(actor: Actor): MarketplaceViewer {
  return biddingOrganisationOf(actor) ?? (isSuperAdmin(actor) ? 'platform' : requireBiddingOrganisation(actor));
}

/** The actor's garage, or 403: a route of the marketplace itself, for garages only. */
export function requireBiddingOrganisation(actor: Actor, privilege?: Privilege): BiddingOrganisation {
  const organisation = biddingOrganisationOf(actor, privilege);
  if (!organisation) throw forbidden(GARAGES_ONLY);
  return organisation;
}

/**
 * Who a claim on the marketplace is offered to (docs/product.md "Who sees a claim"), as SQL over three
 * names a query must bind: `c` the claim, `o` the organisation asking, and `d` its distance row (see
 * `nearestGarage`). The organisation must be of the kind the claim's type calls for and have every
 * capability the claim needs (`marketplace_suits`), and have a garage whose service radius reaches the
 * claim. A claim without a location cannot be measured, so it is offered to every suitable organisation
 * and sorted last (docs/marketplace.md). The rule's two SQL functions (migration 0037) are also what
 * keeps the `marketplace_offers` table that lists read.
 */
export const offeredTo = sql<boolean>`(
  marketplace_suits(c.type, c.needs, o.type, o.capabilities)
  and (c.latitude is null or c.longitude is null or d.km is not null)
)`;

/** On the marketplace now: open for bids. */
export const onMarketplace = sql<boolean>`(
  c.status in (${sql.join(MARKETPLACE_STATUSES)}) and c.deleted_at is null
)`;

/**
 * Which claims a garage may know of, over the same three names as `offeredTo`: one on the marketplace
 * and offered to it, one assigned to it, one it bid on. Any other claim is 404 to it, whatever its
 * state, so a route decides this before it says why a claim cannot be acted on (issue 46: "Bids are
 * closed" on a claim it cannot see told it that the claim exists).
 */
export const seenByGarage = sql<boolean>`(
  (${onMarketplace} and ${offeredTo})
  or c.repairer_organisation_id = o.id
  or exists (select 1 from bids b where b.claim_id = c.id and b.organisation_id = o.id)
)`;

/**
 * The status a garage reads of a claim it may know of (issue 46, docs/marketplace.md "After the choice"):
 * the claim's own while it is on the marketplace or the garage's job. A claim that has left the
 * marketplace for another garage is known to this one only through its bid, so it reads as it stood
 * while that bid was in play, `bidding`: the bid's own state tells the outcome ('lost'), never the
 * claim's later life (awaiting repair, paid, completed).
 */
export function statusSeenByGarage(
  claim: { status: ClaimStatus; repairerOrganisationId: string | null },
  organisationId: string,
): ClaimStatus {
  if (isMarketplaceStatus(claim.status) || claim.repairerOrganisationId === organisationId) return claim.status;
  return 'bidding';
}

/**
 * `cross join lateral (…) d`: the distance from claim `c` to the nearest garage of organisation `o`
 * that reaches it; null when none does or the claim has no location.
 */
export const nearestGarage: RawBuilder<unknown> = sql`
  cross join lateral (select marketplace_reach_km(c.latitude, c.longitude, o.id) as km) d
`;

/** Every claim on the marketplace, with the columns of `reachedClaims` and no distance: the platform's view. */
export const allOnMarketplace = sql`
  select c.id, c.type, c.needs, c.entered_marketplace_at, c.bidding_closes_at, null::double precision as km
  from claims c where ${onMarketplace}
`;

/**
 * The claims on the marketplace offered to organisation `organisationId`, with the distance to its
 * nearest garage that reaches them: `id`, `km` and what lists filter and sort on (`type`, `needs`,
 * `entered_marketplace_at`, `bidding_closes_at`). Read from `marketplace_offers`, whose indexes hold
 * each sort of the list, so a page costs the same however many claims the organisation reaches.
 */
export function reachedClaims(organisationId: string): RawBuilder<unknown> {
  return sql`
    select claim_id as id, type, needs, entered_marketplace_at, bidding_closes_at, km
    from marketplace_offers where organisation_id = ${organisationId}
  `;
}

/**
 * A `where` on the claims table: the claim is on the marketplace and offered to the actor's garage.
 * What a claim's readers may do through it is the marketplace bidder's narrow view (photos only).
 */
export function onMarketplaceFor(actor: Actor) {
  const organisation = biddingOrganisationOf(actor);
  return (eb: ExpressionBuilder<Database, 'claims'>): Expression<SqlBool> => {
    if (!organisation) return eb.val(false);
    return sql<SqlBool>`exists (
      select 1 from claims c
      join organisations o on o.id = ${organisation.id}
      ${nearestGarage}
      where c.id = claims.id and ${onMarketplace} and ${offeredTo}
    )`;
  };
}

/** Who compares a claim's bids and reads its reach: its client's people and the platform. */
export function isClaimsClientOrPlatform(actor: Actor, claim: { clientOrganisationId: string }): boolean {
  return isSuperAdmin(actor) || actor.permissions.some((p) => p.organisationId === claim.clientOrganisationId);
}

/** Why a garage is not offered a claim, from the offer rule's two halves: its work, and its sites' reach. */
export function reachReasons(offer: { suits: boolean; reaches: boolean }): ReachReason[] {
  return [...(offer.suits ? [] : (['needs'] as const)), ...(offer.reaches ? [] : (['radius'] as const))];
}
