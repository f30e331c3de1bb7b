import type { ClaimStatus, StatusMedian, TMedianTime } from '@fixline/domain';
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

/** How many of the latest ended stays in a status the driver's predicted completion is taken from. */
export const RECENT_STAYS = 100;

/**
 * The median of the latest RECENT_STAYS ended stays in each of these statuses, over every claim: how long
 * a step takes now, for a driver's predicted completion (the tracking page). Not the actor-scoped figure
 * above: a driver reads no claims, and the time a step takes is not any one insurer's. Cached like it.
 */
export function recentMedianTimes(
  db: Db,
  cache: FiguresCache,
  statuses: readonly ClaimStatus[],
): Promise<Partial<Record<ClaimStatus, StatusMedian>>> {
  const wanted = [...new Set(statuses)].sort();
  return cache.get(`recent-medians:${wanted.join(',')}`, async () => {
    if (wanted.length === 0) return {};
    const rows = await db
      .selectFrom((eb) =>
        eb
          .selectFrom('claimHistory')
          .select([
            'fromStatus',
            'staySeconds',
            sql<number>`row_number() over (partition by from_status order by at desc)`.as('recency'),
          ])
          .where(sql<boolean>`from_status = any(${wanted}::text[])`)
          .where('staySeconds', 'is not', null)
          .as('stays'),
      )
      .select([
        'stays.fromStatus',
        sql<number>`percentile_cont(0.5) within group (order by stays.stay_seconds)`.as('median'),
        (eb) => eb.fn.countAll<number>().as('stays'),
      ])
      .where('stays.recency', '<=', RECENT_STAYS)
      .groupBy('stays.fromStatus')
      .execute();
    return Object.fromEntries(
      rows.map((row) => [row.fromStatus, { medianSeconds: Number(row.median), stays: Number(row.stays) }]),
    ) as Partial<Record<ClaimStatus, StatusMedian>>;
  });
}
