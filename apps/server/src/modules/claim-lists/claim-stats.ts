import {
  CLAIM_STATUSES,
  type ClaimStat,
  type ClaimStatus,
  CYCLE_TIME_BUCKETS,
  type TClaimStats,
  ukDay,
} from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { claimReach, inReach, reachKey, visibleTo } from '../claims/claim-access.ts';
import type { FiguresCache } from './figures-cache.ts';

const DAY_SECONDS = 24 * 60 * 60;
const PAID: ClaimStatus[] = ['paid', 'completed'];
const CLOSED: ClaimStatus[] = [...PAID, 'archived'];

interface StatContext {
  db: Db;
  actor: Actor;
  lastDays: number;
}

/** Claims per status and with an open issue, from claim_counts: exact, and never a scan of the claims. */
async function statuses({ db, actor }: StatContext): Promise<TClaimStats['statuses']> {
  const rows = await db
    .selectFrom('claimCounts')
    .select(['status', (eb) => eb.fn.sum<number>('n').as('count')])
    .select((eb) =>
      eb.fn.sum<number>(eb.case().when('issueRaised', '=', true).then(eb.ref('n')).else(0).end()).as('issues'),
    )
    .where(inReach(claimReach(actor), 'claimCounts'))
    .groupBy('status')
    .execute();
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return {
    statuses: CLAIM_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    raisedIssues: rows.reduce((sum, row) => sum + Number(row.issues), 0),
  };
}

/** The window's calendar days, oldest first, ending today in London. */
function lastCalendarDays(days: number, now = new Date()): string[] {
  const [year, month, day] = ukDay(now).split('-').map(Number) as [number, number, number];
  return Array.from({ length: days }, (_, i) =>
    new Date(Date.UTC(year, month - 1, day - (days - 1 - i))).toISOString().slice(0, 10),
  );
}

async function createdPerDay({ db, actor, lastDays }: StatContext): Promise<TClaimStats['created-per-day']> {
  const days = lastCalendarDays(lastDays);
  const londonDay = sql<string>`to_char(claims.created_at at time zone 'Europe/London', 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('claims')
    .select([londonDay.as('date'), (eb) => eb.fn.countAll<number>().as('count')])
    .where(visibleTo(actor))
    // A day more than the window, so the first London day is whole whatever the offset; trimmed below.
    .where('claims.createdAt', '>=', sql<Date>`now() - make_interval(days => ${lastDays + 1})`)
    .groupBy(londonDay)
    .execute();
  const byDay = new Map(rows.map((row) => [row.date, Number(row.count)]));
  return { days: days.map((date) => ({ date, count: byDay.get(date) ?? 0 })) };
}

/** Each claim paid in the window (its latest payment) with its client, repairer and creation → payment seconds. */
function paidInWindow(db: Db, actor: Actor, lastDays: number) {
  return db
    .selectFrom('claimHistory')
    .innerJoin('claims', 'claims.id', 'claimHistory.claimId')
    .select([
      'claims.clientOrganisationId',
      'claims.repairerOrganisationId',
      sql<number>`extract(epoch from max(claim_history.at) - claims.created_at)`.as('seconds'),
    ])
    .where('claimHistory.toStatus', '=', 'paid')
    .where('claimHistory.at', '>=', sql<Date>`now() - make_interval(days => ${lastDays})`)
    .where(visibleTo(actor))
    .groupBy(['claims.id', 'claims.clientOrganisationId', 'claims.repairerOrganisationId', 'claims.createdAt']);
}

const BUCKET_LIMITS = [7, 14, 30, 60, Number.POSITIVE_INFINITY];

async function cycleTime({ db, actor, lastDays }: StatContext): Promise<TClaimStats['cycle-time']> {
  const row = await db
    .selectFrom(paidInWindow(db, actor, lastDays).as('paid'))
    .select([
      (eb) => eb.fn.countAll<number>().as('paid'),
      sql<number | null>`percentile_cont(0.5) within group (order by paid.seconds)`.as('median'),
      sql<number | null>`percentile_cont(0.9) within group (order by paid.seconds)`.as('p90'),
      sql<number[]>`array[${sql.join(
        BUCKET_LIMITS.map(
          (limit, i) =>
            sql`count(*) filter (where paid.seconds > ${(BUCKET_LIMITS[i - 1] ?? -1) * DAY_SECONDS}
              ${Number.isFinite(limit) ? sql`and paid.seconds <= ${limit * DAY_SECONDS}` : sql``})`,
        ),
      )}]`.as('buckets'),
    ])
    .executeTakeFirstOrThrow();
  const number = (value: number | null) => (value === null ? null : Number(value));
  return {
    paid: Number(row.paid),
    medianSeconds: number(row.median),
    p90Seconds: number(row.p90),
    buckets: CYCLE_TIME_BUCKETS.map((bucket, i) => ({ bucket, count: Number(row.buckets[i] ?? 0) })),
  };
}

type Side = 'clientOrganisationId' | 'repairerOrganisationId';

/** Per organisation on one side of the claims: counts from claim_counts, median cycle from the paid ones. */
async function organisationFigures(context: StatContext, side: Side) {
  const { db, actor, lastDays } = context;
  const counts = await db
    .selectFrom('claimCounts')
    .innerJoin('organisations', 'organisations.id', `claimCounts.${side}`)
    .select(['organisations.id', 'organisations.name'])
    .select((eb) => [
      eb.fn.sum<number>('n').as('claims'),
      eb.fn
        .sum<number>(eb.case().when('claimCounts.status', 'not in', CLOSED).then(eb.ref('n')).else(0).end())
        .as('open'),
      eb.fn.sum<number>(eb.case().when('claimCounts.status', 'in', PAID).then(eb.ref('n')).else(0).end()).as('paid'),
    ])
    .where(inReach(claimReach(actor), 'claimCounts'))
    .groupBy(['organisations.id', 'organisations.name'])
    .orderBy('organisations.name')
    .execute();
  const medians = await db
    .selectFrom(paidInWindow(db, actor, lastDays).as('paid'))
    .select((eb) => [
      eb.ref(`paid.${side}`).as('organisationId'),
      sql<number>`percentile_cont(0.5) within group (order by paid.seconds)`.as('median'),
    ])
    .groupBy(`paid.${side}`)
    .execute();
  const medianOf = new Map(medians.map((row) => [row.organisationId, Number(row.median)]));
  return counts.map((row) => ({
    id: row.id,
    name: row.name,
    claims: Number(row.claims),
    open: Number(row.open),
    paid: Number(row.paid),
    medianCycleSeconds: medianOf.get(row.id) ?? null,
  }));
}

async function organisations(context: StatContext): Promise<TClaimStats['organisations']> {
  return {
    clients: await organisationFigures(context, 'clientOrganisationId'),
    repairers: await organisationFigures(context, 'repairerOrganisationId'),
  };
}

const STATS: { [K in ClaimStat]: (context: StatContext) => Promise<TClaimStats[K]> } = {
  statuses,
  'created-per-day': createdPerDay,
  'cycle-time': cycleTime,
  organisations,
};

/** One statistic of GET /api/claims/stats/{x} over the claims the actor may read (docs/claims-lists.md). */
export function claimStat<K extends ClaimStat>(
  db: Db,
  cache: FiguresCache,
  actor: Actor,
  stat: K,
  lastDays: number,
): Promise<TClaimStats[K]> {
  const compute = () => STATS[stat]({ db, actor, lastDays });
  if (stat === 'statuses') return compute();
  return cache.get(`stats:${stat}:${lastDays}:${reachKey(claimReach(actor))}`, compute);
}
