import { randomInt } from 'node:crypto';
import { MARKETPLACE_LOTTERY } from '@fixline/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { withClaimEvents } from '../../events/claim-events.ts';
import { addJob } from '../../jobs/add-job.ts';
import type { Clock } from '../../jobs/clock.ts';
import { offerAgreement } from '../bodyshop-agreements/offer-agreement.ts';
import { takeAutomaticAction } from '../claims/transition-claim.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';
import type { MarketplaceStore } from './marketplace-store.ts';
import { nearestGarage, offeredTo } from './policy.ts';

declare module '../../jobs/job-tasks.ts' {
  interface JobPayloads {
    'marketplace-draw': { claimId: string };
  }
}

/** The draw's name on the timeline: no person drew the garage. */
export const LOTTERY_ACTOR = 'Lottery';

/** One job per claim: a later window (the claim back on the marketplace) replaces the waiting draw. */
const drawKey = (claimId: string) => `marketplace-draw:${claimId}`;

/** Schedules the claim's draw for when its bidding window closes, in the transaction that opened the window. */
export function scheduleDraw(trx: Db, claimId: string, closesAt: Date): Promise<string> {
  return addJob(trx, 'marketplace-draw', { claimId }, { runAt: closesAt, jobKey: drawKey(claimId) });
}

export interface Candidate {
  id: string;
  name: string;
  km: number | null;
}

/**
 * The garages a claim could be drawn for (offered it, as for a bid), nearest first; those within
 * MARKETPLACE_LOTTERY.equalWithinKm of the nearest count as equals, and one of them is drawn at random.
 */
async function candidates(trx: Db, claimId: string): Promise<Candidate[]> {
  const { rows } = await sql<Candidate>`
    select o.id, o.name, d.km
    from claims c
    join organisations o on o.type in ('repairer', 'bodyshop')
    ${nearestGarage}
    where c.id = ${claimId} and ${offeredTo}
    order by d.km asc nulls last, o.id
  `.execute(trx);
  return rows;
}

/** One of the nearest equals, at random (`pick` answers an index below its argument). */
export function drawAmong<T extends { km: number | null }>(
  pool: T[],
  pick: (n: number) => number = randomInt,
): T | undefined {
  const nearestKm = pool[0]?.km;
  if (nearestKm === undefined) return undefined;
  // Without a distance (a claim with no location) every garage offered the claim is an equal.
  const equals =
    nearestKm === null
      ? pool
      : pool.filter((c) => c.km !== null && c.km <= nearestKm + MARKETPLACE_LOTTERY.equalWithinKm);
  return equals[pick(equals.length)];
}

/**
 * The job run when a claim's bidding window closes (docs/product.md "Lottery"). A claim still in the
 * marketplace with not one live bid is assigned to a garage drawn from those it is offered to, and the
 * draw is on its timeline. A claim that got a bid, moved on, or whose window moved is left alone; one
 * that no garage is offered is tried again a day later.
 */
export async function drawLottery(
  store: MarketplaceStore & { clock: Clock; driverLinks: DriverLinks },
  claimId: string,
): Promise<void> {
  const drawn = await withClaimEvents(store, async (trx, emit) => {
    const claim = await trx
      .selectFrom('claims')
      .select(['id', 'status', 'biddingClosesAt'])
      .where('id', '=', claimId)
      .where('deletedAt', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (claim?.status !== 'in-marketplace') return false;
    const now = store.clock.now();
    if (claim.biddingClosesAt && claim.biddingClosesAt > now) {
      await scheduleDraw(trx, claimId, claim.biddingClosesAt);
      return false;
    }
    const live = await trx.selectFrom('bids').select('id').where('claimId', '=', claimId).where('state', '=', 'live');
    if (await live.executeTakeFirst()) return false;
    const pool = await candidates(trx, claimId);
    const winner = drawAmong(pool);
    if (!winner) {
      await scheduleDraw(trx, claimId, new Date(now.getTime() + MARKETPLACE_LOTTERY.retryAfterMs));
      return false;
    }
    await takeAutomaticAction(trx, emit, claimId, {
      action: 'lottery',
      party: 'system',
      name: LOTTERY_ACTOR,
      changes: { repairerOrganisationId: winner.id },
      comment: `Drawn: ${winner.name}, one of ${pool.length} garages offered the claim`,
      now,
    });
    await offerAgreement(trx, store.driverLinks, claimId, null);
    return true;
  });
  if (drawn) store.realtime.marketplaceChanged();
}
