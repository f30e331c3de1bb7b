import { type ClaimStatus, RAISED_ISSUES } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { claimReach, inReach, visibleTo } from '../claims/claim-access.ts';
import { type ClaimFilters, matchesFilters, onlyStatus } from './claim-filters.ts';

/**
 * How many claims the actor may read match the filters. At most a status: a sum over claim_counts
 * (a few rows per organisation, kept by a trigger), so counting never scans the claims. Other filters
 * count the matching claims through their indexes.
 */
export async function countClaims(db: Db, actor: Actor, filters: ClaimFilters): Promise<number> {
  if (onlyStatus(filters)) return countByStatus(db, actor, filters.issueOnly ? RAISED_ISSUES : filters.status);
  const row = await db
    .selectFrom('claims')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(visibleTo(actor))
    .where(matchesFilters(filters))
    .executeTakeFirstOrThrow();
  return Number(row.count);
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
