import { MILES_PER_KILOMETRE, type TMarketplaceList, type TMarketplaceQuery } from '@fixline/domain';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MarketplaceViewer } from './bidding-organisation.ts';
import { allOnMarketplace, reachedClaims } from './eligibility.ts';
import { type MarketplaceRow, marketplaceColumns, presentMarketplaceSummary } from './marketplace-rows.ts';

/** Each sort's order over the rows of `reachedClaims` (`d`); ties by id, so pages never overlap. */
const ORDER = {
  distance: sql`d.km asc nulls last, d.entered_marketplace_at desc, d.id`,
  newest: sql`d.entered_marketplace_at desc nulls last, d.id`,
  closing: sql`d.bidding_closes_at asc nulls last, d.id`,
} as const;

function filtersOf(query: Partial<TMarketplaceQuery>): RawBuilder<unknown> {
  const filters = [sql`true`];
  if (query.type) filters.push(sql`d.type = ${query.type}`);
  if (query.need) filters.push(sql`${query.need} = any(d.needs)`);
  if (query.maxMiles !== undefined) filters.push(sql`d.km <= ${query.maxMiles / MILES_PER_KILOMETRE}`);
  return sql.join(filters, sql` and `);
}

/**
 * The claims on the marketplace offered to the organisation, filtered and sorted, one page and the
 * total. The page is the next entries of the offers index for its sort; only its rows are read from
 * the claims, and the total is a count of the same index.
 */
export async function listMarketplace(
  db: Db,
  viewer: MarketplaceViewer,
  query: TMarketplaceQuery,
): Promise<TMarketplaceList> {
  const { rows } = await sql<MarketplaceRow & { total: number }>`
    select ${marketplaceColumns},
      (select count(*) from (${reached(viewer)}) d where ${filtersOf(query)}) as total
    from (
      select d.*
      from (${reached(viewer)}) d
      where ${filtersOf(query)}
      order by ${ORDER[query.sort]}
      limit ${query.pageSize} offset ${query.page * query.pageSize}
    ) d
    join claims c on c.id = d.id
    left join organisations o on o.id = ${organisationIdOf(viewer)}
    order by ${ORDER[query.sort]}
  `.execute(db);
  // A page past the end has no row to carry the total: only then is it counted on its own.
  const total = rows[0]?.total ?? (query.page > 0 ? await countWhere(db, viewer, query) : 0);
  return { data: rows.map(presentMarketplaceSummary), total };
}

/** How many claims the organisation may bid on now (the platform: how many there are): the Repair-home badge. */
export function countOffered(db: Db, viewer: MarketplaceViewer): Promise<number> {
  return countWhere(db, viewer, {});
}

/** The platform sees every claim on the marketplace; a garage what it is offered. */
const reached = (viewer: MarketplaceViewer) => (viewer === 'platform' ? allOnMarketplace : reachedClaims(viewer.id));
/** The organisation whose bids the rows name ("my bid"): none for the platform. */
const organisationIdOf = (viewer: MarketplaceViewer) => (viewer === 'platform' ? null : viewer.id);

async function countWhere(db: Db, viewer: MarketplaceViewer, query: Partial<TMarketplaceQuery>) {
  const { rows } = await sql<{ count: number }>`
    select count(*) as count from (${reached(viewer)}) d where ${filtersOf(query)}
  `.execute(db);
  return rows[0]?.count ?? 0;
}
