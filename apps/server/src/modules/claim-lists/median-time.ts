import type { ClaimStatus, TMedianTime } from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { claimReach, reachKey, visibleTo } from '../claims/claim-access.ts';
import type { FiguresCache } from './figures-cache.ts';

/**
 * The median time claims the actor may read spent in a status, over every stay that has ended. The
 * database wrote each stay's length when the claim left the status (claim_history.stay_seconds).
 */
export function medianTimeInStatus(db: Db, cache: FiguresCache, actor: Actor, status: ClaimStatus) {
  return cache.get(`median:${status}:${reachKey(claimReach(actor))}`, async (): Promise<TMedianTime> => {
    const row = await db
      .selectFrom('claimHistory')
      .innerJoin('claims', 'claims.id', 'claimHistory.claimId')
      .select([
        sql<number | null>`percentile_cont(0.5) within group (order by claim_history.stay_seconds)`.as('median'),
        (eb) => eb.fn.countAll<number>().as('stays'),
      ])
      .where('claimHistory.fromStatus', '=', status)
      .where('claimHistory.staySeconds', 'is not', null)
      .where(visibleTo(actor))
      .executeTakeFirstOrThrow();
    return { status, medianSeconds: row.median === null ? null : Number(row.median), stays: Number(row.stays) };
  });
}
