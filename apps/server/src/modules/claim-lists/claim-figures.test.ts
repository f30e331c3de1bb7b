import type { ClaimStatus, TClaimStats, TCount, TDuplicates, TMedianTime } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClaimFixture, insertClaim, insertTimeline } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = Date.now();
const tokens: Record<string, string> = {};

/** A claim with a contact of its own, so only the duplicates a test builds on purpose exist. */
let unique = 0;
function claim(fixture: ClaimFixture) {
  unique += 1;
  return insertClaim(api.app.db, {
    ...fixture,
    overrides: {
      registration: `UQ${String(unique).padStart(2, '0')}AAA`,
      customerEmail: null,
      customerPhone: null,
      incidentDate: null,
      ...fixture.overrides,
    },
  });
}

/** The timeline as it happened: [status it moved to, hours after creation]. */
function history(claimId: string, created: number, steps: [ClaimStatus, number][]) {
  return insertTimeline(
    api.app.db,
    claimId,
    steps.map(([to, hours]) => [to, new Date(created + hours * HOUR)]),
  );
}

beforeAll(async () => {
  await api.app.db.deleteFrom('claims').execute();
  for (const actor of ['superadmin', 'client.admin', 'client', 'repairer']) {
    tokens[actor] = await api.http.login(`${actor}@fixline.test`);
  }
});

describe('median time in a status', () => {
  beforeAll(async () => {
    const created = now - 10 * DAY;
    const at = { createdAt: new Date(created) };
    const a = await claim({ status: 'in-marketplace', overrides: at });
    await history(a, created, [
      ['registered', 0],
      ['awaiting-quote-authorisation', 1],
      ['in-marketplace', 5],
    ]);
    const b = await claim({ status: 'awaiting-quote-authorisation', overrides: at });
    await history(b, created, [
      ['registered', 0],
      ['awaiting-quote-authorisation', 3],
    ]);
    const c = await claim({
      status: 'awaiting-quote-authorisation',
      client: 'client2',
      repairer: 'repairer2',
      overrides: at,
    });
    await history(c, created, [
      ['registered', 0],
      ['awaiting-quote-authorisation', 10],
    ]);
    // Still registered: its stay has not ended, so it does not count yet.
    const d = await claim({ status: 'registered', overrides: at });
    await history(d, created, [['registered', 0]]);
  });

  it.each([
    ['superadmin', 'registered', 3 * 3600, 3],
    ['client', 'registered', 2 * 3600, 2],
    ['superadmin', 'awaiting-quote-authorisation', 4 * 3600, 1],
    ['repairer', 'registered', 2 * 3600, 2],
    ['superadmin', 'in-repair', null, 0],
  ] as const)('for %s in %s is %s seconds over %s stays', async (actor, status, median, stays) => {
    const answer = await api.http.get<TMedianTime>(`/api/claims/${status}/median-time`, { token: tokens[actor] });
    expect(answer.body).toEqual({ status, medianSeconds: median, stays });
  });
});

describe('statistics', () => {
  beforeAll(async () => {
    const paid = async (createdDaysAgo: number, paidDaysAgo: number) => {
      const created = now - createdDaysAgo * DAY;
      const id = await claim({ status: 'paid', overrides: { createdAt: new Date(created) } });
      await history(id, created, [
        ['finished', 0],
        ['paid', (createdDaysAgo - paidDaysAgo) * 24],
      ]);
    };
    await paid(10, 0); // 10 days: 8–14
    await paid(3, 0); // 3 days: 0–7
    await paid(100, 50); // paid before the window
    await claim({ status: 'registered', issue: true, overrides: { createdAt: new Date(now - 2 * DAY) } });
  });

  it('counts per status as the count routes do', async () => {
    const stats = await api.http.get<TClaimStats['statuses']>('/api/claims/stats/statuses', {
      token: tokens.superadmin,
    });
    for (const { status, count } of stats.body.statuses) {
      const single = await api.http.get<TCount>(`/api/claims/${status}/count`, { token: tokens.superadmin });
      expect({ status, count }).toEqual({ status, count: single.body.count });
    }
    expect(stats.body.raisedIssues).toBe(1);
  });

  it('counts claims created per London day, with the empty days', async () => {
    const stats = await api.http.get<TClaimStats['created-per-day']>('/api/claims/stats/created-per-day?lastDays=7', {
      token: tokens.superadmin,
    });
    const london = (ms: number) => new Date(ms).toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
    expect(stats.body.days).toHaveLength(7);
    expect(stats.body.days.at(-1)?.date).toBe(london(now));
    const counted = Object.fromEntries(stats.body.days.filter((d) => d.count > 0).map((d) => [d.date, d.count]));
    expect(counted).toEqual({ [london(now - 2 * DAY)]: 1, [london(now - 3 * DAY)]: 1 });
  });

  it('measures creation to payment for the claims paid in the window', async () => {
    const stats = await api.http.get<TClaimStats['cycle-time']>('/api/claims/stats/cycle-time?lastDays=30', {
      token: tokens.superadmin,
    });
    expect(stats.body.paid).toBe(2);
    expect((stats.body.medianSeconds ?? 0) / 86400).toBeCloseTo(6.5, 3);
    expect(stats.body.buckets.map((b) => b.count)).toEqual([1, 1, 0, 0, 0]);
  });

  it('gives figures per organisation, and a client admin only its own', async () => {
    const all = await api.http.get<TClaimStats['organisations']>('/api/claims/stats/organisations', {
      token: tokens.superadmin,
    });
    const own = await api.http.get<TClaimStats['organisations']>('/api/claims/stats/organisations', {
      token: tokens['client.admin'],
    });
    expect(all.body.clients.map((c) => c.name)).toEqual(['Harbour Fleet Leasing', 'Northwind Insurance']);
    expect(own.body.clients.map((c) => c.name)).toEqual(['Northwind Insurance']);
    const northwind = own.body.clients[0];
    expect(northwind).toMatchObject({ claims: 7, paid: 3, open: 4 });
    expect((northwind?.medianCycleSeconds ?? 0) / 86400).toBeCloseTo(6.5, 3);
    const acme = all.body.repairers.find((r) => r.name === 'Acme Motors');
    expect(acme).toMatchObject({ paid: 3 });
    expect((acme?.medianCycleSeconds ?? 0) / 86400).toBeCloseTo(6.5, 3);
  });

  it.each(['client', 'repairer'])('are not for %s (no ReadClaimsStats)', async (actor) => {
    expect((await api.http.get('/api/claims/stats/statuses', { token: tokens[actor] })).status).toBe(403);
  });

  it('refuses an unknown statistic and a window past a year', async () => {
    expect((await api.http.get('/api/claims/stats/everything', { token: tokens.superadmin })).status).toBe(400);
    const long = await api.http.get('/api/claims/stats/created-per-day?lastDays=400', { token: tokens.superadmin });
    expect(long.status).toBe(400);
  });
});

describe('duplicates', () => {
  beforeAll(async () => {
    await claim({ status: 'registered', overrides: { registration: 'DU11PLT' } });
    await claim({ status: 'registered', overrides: { registration: 'DU11PLT', createdAt: new Date(now - 10 * DAY) } });
    // The same plate two months apart is a new incident, not a duplicate.
    await claim({ status: 'registered', overrides: { registration: 'DU22PLT' } });
    await claim({ status: 'paid', overrides: { registration: 'DU22PLT', createdAt: new Date(now - 60 * DAY) } });
    const sam = { incidentDate: '2026-11-01' };
    await claim({ status: 'registered', overrides: { ...sam, customerEmail: 'sam@example.test' } });
    await claim({ status: 'fnol', overrides: { ...sam, customerEmail: 'SAM@example.test' } });
    const phone = { incidentDate: '2026-10-01' };
    await claim({ status: 'registered', overrides: { ...phone, customerPhone: '+44 7700 900555' } });
    await claim({ status: 'registered', overrides: { ...phone, customerPhone: '07700 900555' } });
  });

  it('finds each group once, with its reason and the rule', async () => {
    const answer = await api.http.get<TDuplicates>('/api/claims/duplicates', { token: tokens.superadmin });
    expect(answer.body.rule).toContain('within 30 days');
    expect(answer.body.count).toBe(3);
    const groups = answer.body.data.map((g) => [g.reason, g.key, g.claims.length]);
    expect(groups).toEqual(
      expect.arrayContaining([
        ['same-registration', 'DU11PLT', 2],
        ['same-customer-and-incident-date', 'sam@example.test on 2026-11-01', 2],
        ['same-customer-and-incident-date', '07700900555 on 2026-10-01', 2],
      ]),
    );
  });

  it('pages with limit and skip', async () => {
    const first = await api.http.get<TDuplicates>('/api/claims/duplicates?limit=2', { token: tokens.superadmin });
    const rest = await api.http.get<TDuplicates>('/api/claims/duplicates?limit=2&skip=2', { token: tokens.superadmin });
    expect([first.body.data.length, rest.body.data.length, rest.body.count]).toEqual([2, 1, 3]);
    expect(rest.body.data[0]?.key).not.toBe(first.body.data[0]?.key);
  });

  it('are for super admins only', async () => {
    expect((await api.http.get('/api/claims/duplicates', { token: tokens['client.admin'] })).status).toBe(403);
    expect((await api.http.get('/api/claims/duplicates?limit=0', { token: tokens.superadmin })).status).toBe(400);
  });
});
