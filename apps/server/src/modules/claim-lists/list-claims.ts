import type { ClaimListQuery, TClaimListWithCount, TClaimSummary } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import { totalWithPage } from '../../db/capped-count.ts';
import type { Db } from '../../db/database.ts';
import { type ClaimFilters, matchesFilters, searchRank } from './claim-filters.ts';
import { countClaims } from './count-claims.ts';
import { presentClaimSummary } from './present-claim-summary.ts';
import { summaryQuery } from './summary-query.ts';

/**
 * A page of the claims the actor may read that match the query, in creation order (ties by id, so
 * pages never overlap or skip a claim), after the search's best answers when there is a search; with includeCountAll, also how many match in all (up to
 * CLAIM_COUNT_CAP, beyond which the answer says there are more).
 */
export async function listClaims(
  db: Db,
  actor: Actor,
  query: ClaimListQuery & ClaimFilters,
): Promise<TClaimSummary[] | TClaimListWithCount> {
  const { page, pageSize, sortOrder, includeCountAll, ...filters } = query;
  const offset = (page - 1) * pageSize;
  // The page and the total are independent: asked for together, they travel at once.
  let ordered = summaryQuery(db, actor).where(matchesFilters(filters));
  if (filters.search) ordered = ordered.orderBy(searchRank(filters.search));
  const [rows, counted] = await Promise.all([
    ordered
      .orderBy('claims.createdAt', sortOrder)
      .orderBy('claims.id', sortOrder)
      .limit(pageSize)
      .offset(offset)
      .execute(),
    includeCountAll ? countClaims(db, actor, filters) : undefined,
  ]);
  const data = rows.map((row) => presentClaimSummary(row, actor));
  if (counted === undefined) return data;
  const { count, capped } = totalWithPage(counted, { offset, rows: rows.length, pageSize });
  return { data, count, countCapped: capped };
}
