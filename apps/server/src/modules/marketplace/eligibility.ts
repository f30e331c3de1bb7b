import { MARKETPLACE_STATUSES } from '@fixline/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * Who a claim on the marketplace is offered to (WORKFLOW.md "Who sees a claim"), as SQL over three
 * names a query must bind: `c` the claim, `o` the organisation asking, and `d` its distance row (see
 * `nearestGarage`). The organisation must be of the kind the claim's type calls for (bodyshop work to
 * bodyshops, the rest to repairers), have every capability the claim needs, and have a garage whose
 * service radius reaches the claim. A claim without a location cannot be measured, so it is offered to
 * every capable organisation and sorted last (docs/marketplace.md).
 */
export const offeredTo = sql<boolean>`(
  o.type = case when c.type = 'bodyshop' then 'bodyshop' else 'repairer' end
  and c.needs <@ o.capabilities
  and (c.latitude is null or c.longitude is null or coalesce(d.within_reach, false))
)`;

/** On the marketplace now: open for bids. */
export const onMarketplace = sql<boolean>`(
  c.status in (${sql.join(MARKETPLACE_STATUSES)}) and c.deleted_at is null
)`;

/**
 * `left join lateral (…) d on true`: the distance from claim `c` to the nearest garage of organisation
 * `o`, and whether any of its garages serves that far. Null distance when the claim has no location.
 */
export const nearestGarage: RawBuilder<unknown> = sql`
  left join lateral (
    select min(distance_km(c.latitude, c.longitude, g.latitude, g.longitude)) as km,
      bool_or(distance_km(c.latitude, c.longitude, g.latitude, g.longitude) <= g.service_radius_km) as within_reach
    from garages g
    where g.organisation_id = o.id and c.latitude is not null and c.longitude is not null
  ) d on true
`;

/** Every claim on the marketplace, with the columns of `reachedClaims` and no distance: the platform's view. */
export const allOnMarketplace = sql`
  select c.id, c.type, c.needs, c.entered_marketplace_at, c.bidding_closes_at, null::double precision as km
  from claims c where ${onMarketplace}
`;

/** The kind of work and the capabilities (`offeredTo` less the reach), for claim `c` and organisation `o`. */
export const suitsOrganisation = sql<boolean>`(
  o.type = case when c.type = 'bodyshop' then 'bodyshop' else 'repairer' end and c.needs <@ o.capabilities
)`;

/** Kilometres in a degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.2;

/**
 * The claims on the marketplace offered to organisation `organisationId`, with the distance to its
 * nearest garage that reaches them: `id`, `km` and what lists filter and sort on (`type`, `needs`,
 * `entered_marketplace_at`, `bidding_closes_at`). The same rules as `offeredTo`, starting from each
 * garage: the claims in the box around its reach come from a 2-D index search that carries those
 * columns (migration 0011), so only they are measured and no claim row is read; claims with no
 * location join with a null distance.
 */
export function reachedClaims(organisationId: string): RawBuilder<unknown> {
  const halfHeight = sql`g.service_radius_km / ${KM_PER_DEGREE}`;
  // Degrees of longitude shrink towards the poles: the box is as wide as the reach at its widest latitude.
  const halfWidth = sql`g.service_radius_km / (${KM_PER_DEGREE} * cos(radians(least(89.0, abs(g.latitude) + ${halfHeight}))))`;
  const columns = sql`c.id, c.type, c.needs, c.entered_marketplace_at, c.bidding_closes_at`;
  return sql`
    select ${columns}, min(distance_km(c.latitude, c.longitude, g.latitude, g.longitude)) as km
    from organisations o
    join garages g on g.organisation_id = o.id
    join claims c on point(c.longitude, c.latitude) <@ box(
        point(g.longitude - ${halfWidth}, g.latitude - ${halfHeight}),
        point(g.longitude + ${halfWidth}, g.latitude + ${halfHeight}))
      and ${onMarketplace}
    where o.id = ${organisationId} and ${suitsOrganisation}
      and distance_km(c.latitude, c.longitude, g.latitude, g.longitude) <= g.service_radius_km
    group by c.id, c.type, c.needs, c.entered_marketplace_at, c.bidding_closes_at
    union all
    select ${columns}, null
    from organisations o
    join claims c on ${onMarketplace} and (c.latitude is null or c.longitude is null)
    where o.id = ${organisationId} and ${suitsOrganisation}
  `;
}
