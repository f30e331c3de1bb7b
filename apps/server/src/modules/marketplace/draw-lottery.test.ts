import type { TClaim } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBid, insertClaim, insertGarage, TEST_PLACE } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { movableClock } from '../../jobs/clock.ts';
import { drawAmong } from './draw-lottery.ts';

const clock = movableClock();
// The test runs the due jobs itself, at the time it has moved the clock to.
const api = useTestApp({}, undefined, () => ({ clock, runJobs: false }));
const HOUR = 3600_000;
let client: string;
let superAdmin: string;

beforeAll(async () => {
  client = await api.http.login('client@fixline.test');
  superAdmin = await api.http.login('superadmin@fixline.test');
  // Both repairers reach Truro, Acme's site 2 km nearer; a bodyshop too, which repair claims are not offered.
  await insertGarage(api.app.db, 'repairer', { name: 'Acme Truro' });
  await insertGarage(api.app.db, 'repairer2', { name: 'Riverside Redruth', latitude: 50.2324, longitude: -5.2266 });
  await insertGarage(api.app.db, 'bodyshop', { name: 'Precision Truro' });
});

/** A claim put on the marketplace through the API, in Truro: its draw is scheduled for its window's end. */
async function onMarketplace(): Promise<string> {
  const id = await insertClaim(api.app.db, { status: 'registered', repairer: null, overrides: TEST_PLACE });
  const answer = await api.http.post(`/api/claims/${id}/approve-for-marketplace`, { token: client });
  expect(answer.status).toBe(200);
  return id;
}

const claimOf = async (id: string) => (await api.http.get<TClaim>(`/api/claims/${id}`, { token: superAdmin })).body;
const waiting = async () =>
  (await api.http.get<{ count: number }>('/api/claims/lottery/count', { token: superAdmin })).body.count;

async function runDueAfter(hours: number) {
  clock.advance(hours * HOUR);
  await api.app.app.jobQueue.runDueJobs(clock.now());
}

describe('the lottery (docs/product.md)', () => {
  it('draws a garage for a claim whose window closed with no bid, and records the draw', async () => {
    const id = await onMarketplace();
    await runDueAfter(47);
    expect((await claimOf(id)).status).toBe('in-marketplace');
    await runDueAfter(2);
    const claim = await claimOf(id);
    expect(claim.status).toBe('awaiting-pickup');
    // Riverside's site is 12 km further than Acme's: beyond the 10 km of equals, so the nearest is drawn.
    expect(claim.repairerOrganisation?.name).toBe('Acme Motors');
    expect(claim.history.at(-1)).toMatchObject({
      action: 'lottery',
      fromStatus: 'in-marketplace',
      toStatus: 'awaiting-pickup',
      actor: { id: null, name: 'Lottery' },
      comment: 'Drawn: Acme Motors, one of 2 garages offered the claim',
    });
  });

  it('leaves a claim that got a bid to its bids, and counts one waiting for its draw', async () => {
    const withBid = await onMarketplace();
    await insertBid(api.app.db, withBid, 'repairer2', { amount: 60_000 });
    const before = await waiting();
    clock.advance(49 * HOUR);
    // Due but not yet drawn: the count sees the claim waiting, not the one with a bid.
    const due = await onMarketplace();
    await api.app.db
      .updateTable('claims')
      .set({ biddingClosesAt: new Date(Date.now() - 1000) })
      .where('id', '=', due)
      .execute();
    expect(await waiting()).toBe(before + 1);
    await api.app.app.jobQueue.runDueJobs(clock.now());
    expect((await claimOf(withBid)).status).toBe('in-marketplace');
  });

  it('draws among equals at random, and everyone is an equal when distance is unknown', () => {
    const pool = [
      { name: 'A', km: 3 },
      { name: 'B', km: 9 },
      { name: 'C', km: 14 },
    ];
    expect(drawAmong(pool, () => 1)?.name).toBe('B');
    expect(drawAmong(pool, (n) => n - 1)?.name).toBe('B');
    const unknown = [
      { name: 'A', km: null },
      { name: 'B', km: null },
    ];
    expect(drawAmong(unknown, (n) => n - 1)?.name).toBe('B');
    expect(drawAmong([], () => 0)).toBeUndefined();
  });
});
