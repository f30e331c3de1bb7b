import { CLAIM_COUNT_CAP, type ClaimStatus, RAISED_ISSUES } from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import { type CappedCount, cappedCount } from '../../db/capped-count.ts';
import type { Db } from '../../db/database.ts';
import { claimReach, inReach, visibleTo } from '../claims/claim-access.ts';
import { type ClaimFilters, matchesFilters, onlyStatus } from './claim-filters.ts';

/**
 * How many claims the actor may read match the filters. At most a status: a sum over claim_counts
 * (a few rows per organisation, kept by a trigger), exact and never scanning the claims. Other filters
 * count the matching claims through their indexes, but only up to CLAIM_COUNT_CAP: a label over a
 * status matches a share of the table, and counting it to the end grew with the table (decision 0073).
 */
export async function countClaims(db: Db, actor: Actor, filters: ClaimFilters): Promise<CappedCount> {
  if (onlyStatus(filters)) {
    return { count: await countByStatus(db, actor, filters.issueOnly ? RAISED_ISSUES : filters.status), capped: false };
  }
  const matching = db
    .selectFrom('claims')
    .select(sql.lit(1).as('one'))
    .where(visibleTo(actor))
    .where(matchesFilters(filters))
    .limit(CLAIM_COUNT_CAP + 1)
    .as('matching');
  const row = await db
    .selectFrom(matching)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return cappedCount(Number(row.count));
}

export async function countByStatus(
  db: Db,
  actor: Actor,
  status: ClaimStatus | typeof RAISED_ISSUES | undefined,
): Promise<number> {
  let query = db
    .selectFrom('claimCounts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('count'))
    .where(inReach(claimReach(actor), 'claimCounts'));
  if (status === RAISED_ISSUES) query = query.where('issueRaised', '=', true);
  else if (status) query = query.where('status', '=', status);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}
