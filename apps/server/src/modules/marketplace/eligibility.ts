import { MARKETPLACE_STATUSES } from '@fixline/domain';
import { type RawBuilder, sql } from 'kysely';

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
