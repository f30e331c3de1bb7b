import {
  type ClaimStatus,
  DRIVER_LINK_MESSAGES,
  type TDriverLink,
  TRACK_STATUSES,
  type TTrackingPage,
} from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBid, insertClaim, insertTimeline } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { movableClock } from '../../jobs/clock.ts';
import { createDriverLinks } from '../driver-links/driver-links.ts';

const DAY = 86_400_000;
const clock = movableClock();
const api = useTestApp({ FIGURES_CACHE_SECONDS: '1' }, undefined, () => ({ clock }));
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY);

/** A claim's timeline: [status entered, days ago], oldest first. */
const timeline = (
  claimId: string,
  moves: [ClaimStatus, number][],
  entry: { actorName?: string; comment?: string } = {},
) =>
  insertTimeline(
    api.app.db,
    claimId,
    moves.map(([to, days]) => [to, daysAgo(days)]),
    entry,
  );

async function trackingToken(claimId: string, ttlMs = 30 * DAY) {
  const links = await createDriverLinks(api.app.db, { publicUrl: api.app.config.publicUrl, clock });
  return api.app.db
    .transaction()
    .execute((trx) => links.issue(trx, { claimId, purpose: 'tracking', ttlMs, createdBy: null }));
}

const page = (token: string) => api.http.get<TTrackingPage>(`/api/track/${encodeURIComponent(token)}`);

let claimId: string;
let token: string;

beforeAll(async () => {
  // This file's database is its own: the predictions below are made from these claims' stays alone.
  await api.app.db.deleteFrom('claimHistory').execute();
  // Three repairs done: waiting for the garage 2, 3 and 4 days, in repair 4, 5 and 6, finished 1, 1 and 2.
  for (const [waiting, repair, finished] of [
    [2, 4, 1],
    [3, 5, 1],
    [4, 6, 2],
  ] as const) {
    const done = await insertClaim(api.app.db, { status: 'paid' });
    const start = 30;
    await timeline(done, [
      ['awaiting-pickup', start],
      ['in-repair', start - waiting],
      ['finished', start - waiting - repair],
      ['paid', start - waiting - repair - finished],
    ]);
  }
  claimId = await insertClaim(api.app.db, {
    status: 'awaiting-pickup',
    track: 'retail',
    overrides: { latitude: 53.8, longitude: -1.55 },
  });
  await timeline(
    claimId,
    [
      ['fnol', 10],
      ['in-marketplace', 6],
      ['bidding', 5],
      ['awaiting-pickup', 1],
    ],
    { actorName: 'Chris Hughes', comment: 'Internal: the customer was rude on the phone' },
  );
  await insertBid(api.app.db, claimId, 'repairer', { amount: 90_000, state: 'chosen' });
  await insertBid(api.app.db, claimId, 'repairer2', { amount: 95_000, state: 'lost' });
  token = (await trackingToken(claimId)).token;
});

describe('the tracking page', () => {
  it('says where the claim is: its steps, its timeline with dates, its garage and the next step', async () => {
    const answer = await page(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      claimReference: expect.stringMatching(/^FX-\d{6}$/),
      registration: 'AB12CDE',
      track: 'retail',
      status: 'awaiting-pickup',
      steps: [...TRACK_STATUSES.retail],
      activeStep: 4,
      timeline: [
        { status: 'fnol', at: daysAgo(10).toISOString() },
        { status: 'in-marketplace', at: daysAgo(6).toISOString() },
        { status: 'bidding', at: daysAgo(5).toISOString() },
        { status: 'awaiting-pickup', at: daysAgo(1).toISOString() },
      ],
      garage: { name: 'Acme Motors' },
      pushPublicKey: expect.stringMatching(/^[\w-]{80,}$/),
    });
  });

  it('shows no staff names, no internal comments, and never the garages that were not chosen', async () => {
    const text = JSON.stringify((await page(token)).body);
    for (const secret of ['Chris Hughes', 'rude', 'Riverside Autos', 'dana@example.test', 'Dana Driver', '07700']) {
      expect(text).not.toContain(secret);
    }
  });

  it('predicts completion from the median stay of each remaining step, less the time spent in this one', async () => {
    const { prediction } = (await page(token)).body;
    // Waiting for the garage: median 3 days, 1 spent; in repair: 5; finished: 1. So 2 + 5 + 1 days from now.
    expect(prediction).toEqual({ date: new Date(clock.now().getTime() + 8 * DAY).toISOString(), claims: 3 });
  });

  it('predicts nothing while a remaining step has no finished claims to measure', async () => {
    const early = await insertClaim(api.app.db, { status: 'registered', repairer: null });
    await timeline(early, [['registered', 2]]);
    const answer = await page((await trackingToken(early)).token);
    expect(answer.body).toMatchObject({ status: 'registered', garage: null, prediction: null });
  });
});

describe('a tracking link that does not open the page', () => {
  it('is 404 when forged, the id alone, or another page’s link, saying nothing about any claim', async () => {
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const links = await createDriverLinks(api.app.db, { publicUrl: api.app.config.publicUrl, clock });
    const rating = await api.app.db
      .transaction()
      .execute((trx) => links.issue(trx, { claimId, purpose: 'feedback', ttlMs: DAY, createdBy: null }));
    for (const forged of [`${token.slice(0, -1)}${last}`, token.split('.')[0] as string, claimId, rating.token]) {
      const answer = await page(forged);
      expect(answer, forged).toMatchObject({ status: 404, body: { message: DRIVER_LINK_MESSAGES.notFound } });
      expect(JSON.stringify(answer.body)).not.toContain('FX-');
    }
    // The rating page does not open with the tracking token either.
    expect((await api.http.get(`/api/ratings/${token}`)).status).toBe(404);
  });

  it('is 410 once expired or revoked, or its claim deleted, with the way to a new one', async () => {
    const expiring = await trackingToken(claimId, DAY);
    clock.advance(DAY);
    expect(await page(expiring.token)).toMatchObject({ status: 410, body: { message: DRIVER_LINK_MESSAGES.expired } });
    clock.advance(-DAY);

    const revoked = await trackingToken(claimId);
    const staff = await api.http.login('client@fixline.test');
    const answer = await api.http.post<TDriverLink>(`/api/claims/${claimId}/driver-links/${revoked.id}/revoke`, {
      token: staff,
    });
    expect(answer.body.state).toBe('revoked');
    expect(await page(revoked.token)).toMatchObject({ status: 410, body: { message: DRIVER_LINK_MESSAGES.revoked } });

    const deleted = await insertClaim(api.app.db, { status: 'registered', deleted: true });
    expect(await page((await trackingToken(deleted)).token)).toMatchObject({
      status: 410,
      body: { message: DRIVER_LINK_MESSAGES.revoked },
    });
  });
});

describe('tracking links issued by staff', () => {
  it('can be issued, copied and resent by the claim’s client staff, and open the page', async () => {
    const staff = await api.http.login('client@fixline.test');
    const issued = await api.http.post<TDriverLink>(`/api/claims/${claimId}/driver-links`, {
      token: staff,
      body: { purpose: 'tracking' },
    });
    expect(issued.status).toBe(201);
    expect(issued.body.url).toMatch(new RegExp(`^${api.app.config.publicUrl}/track/[0-9a-f-]{36}\\.[\\w-]{43}$`));
    const followed = decodeURIComponent(new URL(issued.body.url as string).pathname.split('/track/')[1] as string);
    expect((await page(followed)).body.status).toBe('awaiting-pickup');
    const resent = await api.http.post(`/api/claims/${claimId}/driver-links/${issued.body.id}/resend`, {
      token: staff,
    });
    expect(resent.status).toBe(202);
    // Another client's staff cannot reach the claim's links.
    const other = await api.http.login('client2@fixline.test');
    const refused = await api.http.post(`/api/claims/${claimId}/driver-links`, {
      token: other,
      body: { purpose: 'tracking' },
    });
    expect(refused.status).toBe(404);
  });
});

describe('the public tracking reads', () => {
  it('are refused (429) past 20 a minute from one address, whatever the token', async () => {
    const answers = await Promise.all(Array.from({ length: 24 }, () => page('x'.repeat(80))));
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 404 || answer.status === 429)).toBe(true);
  });
});
