import { CLAIM_COUNT_CAP, MILES_PER_KILOMETRE, type TMarketplaceList, type TMarketplaceQuery } from '@fixline/domain';
import { type RawBuilder, sql } from 'kysely';
import { type CappedCount, cappedCount, totalWithPage } from '../../db/capped-count.ts';
import type { Db } from '../../db/database.ts';
import { type MarketplaceRow, marketplaceColumns, presentMarketplaceSummary } from './marketplace-rows.ts';
import type { MarketplaceViewer } from './policy.ts';
import { allOnMarketplace, reachedClaims } from './policy.ts';

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
 * the claims, and the total is a count of the same index, up to CLAIM_COUNT_CAP: a garage's offers
 * grow with the marketplace, and counting them to the end grew with it (decision 0075).
 */
export async function listMarketplace(
  db: Db,
  viewer: MarketplaceViewer,
  query: TMarketplaceQuery,
): Promise<TMarketplaceList> {
  const { rows } = await sql<MarketplaceRow & { counted: number }>`
    select ${marketplaceColumns}, (${countedUpToCap(viewer, query)}) as counted
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
  const counted = rows[0] ? cappedCount(rows[0].counted) : query.page > 0 ? await countWhere(db, viewer, query) : none;
  const page = { offset: query.page * query.pageSize, rows: rows.length, pageSize: query.pageSize };
  const { count, capped } = totalWithPage(counted, page);
  return { data: rows.map(presentMarketplaceSummary), total: count, totalCapped: capped };
}

/**
 * How many claims the organisation may bid on now (the platform: how many there are), up to
 * CLAIM_COUNT_CAP: the Repair-home figure and badge.
 */
export function countOffered(db: Db, viewer: MarketplaceViewer): Promise<CappedCount> {
  return countWhere(db, viewer, {});
}

const none: CappedCount = { count: 0, capped: false };

/** The platform sees every claim on the marketplace; a garage what it is offered. */
const reached = (viewer: MarketplaceViewer) => (viewer === 'platform' ? allOnMarketplace : reachedClaims(viewer.id));
/** The organisation whose bids the rows name ("my bid"): none for the platform. */
const organisationIdOf = (viewer: MarketplaceViewer) => (viewer === 'platform' ? null : viewer.id);

/** A count of the matching offers' index entries that stops one past the cap. */
function countedUpToCap(viewer: MarketplaceViewer, query: Partial<TMarketplaceQuery>) {
  return sql<number>`
    select count(*) from (select 1 from (${reached(viewer)}) d where ${filtersOf(query)} limit ${CLAIM_COUNT_CAP + 1}) m
  `;
}

async function countWhere(db: Db, viewer: MarketplaceViewer, query: Partial<TMarketplaceQuery>) {
  const { rows } = await sql<{ counted: number }>`select (${countedUpToCap(viewer, query)}) as counted`.execute(db);
  return cappedCount(rows[0]?.counted ?? 0);
}
