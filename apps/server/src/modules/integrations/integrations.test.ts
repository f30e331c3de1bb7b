import type { TClaim, TPartnerCallDelivery, TPartnerCallPage } from '@fixline/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { type HttpClient, httpClient } from '../../../test/http-client.ts';
import { startTestPartnerServer, type TestPartnerServer } from '../../../test/partner-server.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_CLICKMECHANIC_CLAIM } from '../../demo/seed-demo-partners.ts';
import { failedJobs } from '../../jobs/job-states.ts';
import { PARTNER_MAX_ATTEMPTS } from '../partners/queue-partner-call.ts';

const HOUR = 3_600_000;
let partner: TestPartnerServer;
let app: TestApp;
let http: HttpClient;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  partner = await startTestPartnerServer();
  // ClickMechanic over HTTP on loopback, so a test can make it refuse or fall over; jobs run when a test says.
  app = await startTestApp({ CLICKMECHANIC_API_URL: partner.url, CLICKMECHANIC_API_KEY: partner.apiKey }, undefined, {
    runJobs: false,
    config: {
      partners: {
        premia: undefined,
        'bodyshop-leads': undefined,
        clickmechanic: { url: partner.url, apiKey: partner.apiKey, timeoutMs: 300 },
      },
    },
  });
  http = httpClient(app.url);
  for (const email of ['superadmin@fixline.test', 'client.admin@fixline.test', 'repairer@fixline.test']) {
    tokens[email.split('@')[0] as string] = await http.login(email);
  }
  // The demo's own call to ClickMechanic (seed-demo-partners.ts) is answered first.
  await app.app.jobQueue.runDueJobs();
});
afterAll(async () => {
  await app?.close();
  await partner?.close();
});
beforeEach(() => partner.behave('contract'));

const runJobs = (at?: Date) => app.app.jobQueue.runDueJobs(at);
const list = (query = '', token = tokens.superadmin) =>
  http.get<TPartnerCallPage>(`/api/partner-calls${query}`, { token });
const retry = (id: string, token = tokens.superadmin, headers?: Record<string, string>) =>
  http.post<TPartnerCallDelivery & { message: string }>(`/api/partner-calls/${id}/retry`, { token, headers });
const claim = async (id: string) => (await http.get<TClaim>(`/api/claims/${id}`, { token: tokens.superadmin })).body;

/** A claim sent to ClickMechanic, whose call ends as the partner behaves: its claim's id and the call's. */
async function sendToClickMechanic(): Promise<{ claimId: string; callId: string }> {
  const claimId = await insertClaim(app.db, { status: 'registered' });
  const sent = await http.post<{ claim: TClaim }>(`/api/claims/${claimId}/send-clickmechanic`, {
    token: tokens.superadmin,
  });
  expect(sent.status).toBe(200);
  return { claimId, callId: sent.body.claim.partnerCalls[0]?.id as string };
}

/** A call ClickMechanic refused (a 4xx is not retried): failed after one attempt, in the partner's words. */
async function failedCall() {
  partner.behave({ status: 422, message: 'Postcode outside our service area' });
  const sent = await sendToClickMechanic();
  await runJobs();
  partner.behave('contract');
  return sent;
}

describe('GET /api/partner-calls', () => {
  it('lists every call newest first, with its claim, request, answer and attempts', async () => {
    const { claimId, callId } = await sendToClickMechanic();
    await runJobs();
    const page = await list();
    expect(page.status).toBe(200);
    const [newest] = page.body.items;
    const { reference } = await claim(claimId);
    expect(newest).toMatchObject({
      id: callId,
      partner: 'clickmechanic',
      action: 'send-clickmechanic',
      status: 'answered',
      attempts: 1,
      maxAttempts: PARTNER_MAX_ATTEMPTS,
      lastError: null,
      summary: expect.stringMatching(/^Accepted: £142\.50/),
      claim: { id: claimId, reference, registration: 'AB12CDE' },
      request: expect.objectContaining({ reference, registration: 'AB12CDE' }),
      answer: expect.objectContaining({ status: 'accepted' }),
    });
    // The demo's call is among them, oldest, answered.
    expect(page.body.items.at(-1)).toMatchObject({ claim: { id: DEMO_CLICKMECHANIC_CLAIM }, status: 'answered' });
    expect(page.body.total).toBe(page.body.items.length);
  });

  it('filters by partner and status, and pages with limit and offset over the same total', async () => {
    const failed = await failedCall();
    const queued = await sendToClickMechanic();
    const onlyFailed = await list('?status=failed');
    expect(onlyFailed.body.items.map((call) => call.id)).toEqual([failed.callId]);
    expect(onlyFailed.body.total).toBe(1);
    expect((await list('?status=queued')).body.items.map((call) => call.id)).toEqual([queued.callId]);
    expect((await list('?partner=premia')).body).toEqual({ items: [], total: 0 });
    const all = (await list('?partner=clickmechanic')).body;
    expect(all.total).toBeGreaterThanOrEqual(4);
    const first = (await list('?partner=clickmechanic&limit=2')).body;
    const second = (await list('?partner=clickmechanic&limit=2&offset=2')).body;
    expect(first.total).toBe(all.total);
    expect([...first.items, ...second.items].map((call) => call.id)).toEqual(all.items.slice(0, 4).map((c) => c.id));
    await runJobs();
  });

  it('refuses a limit over 100 and an unknown partner or status (400)', async () => {
    expect((await list('?limit=101')).status).toBe(400);
    expect((await list('?limit=0')).status).toBe(400);
    expect((await list('?partner=acme')).status).toBe(400);
    expect((await list('?status=lost')).status).toBe(400);
  });
});

describe('POST /api/partner-calls/:id/retry', () => {
  it('queues a failed call again from 0 attempts, on the timeline; the queue then delivers it', async () => {
    const { claimId, callId } = await failedCall();
    expect((await failedJobs(app.db)).filter((job) => job.taskName === 'call-partner')).toEqual([]);
    const retried = await retry(callId, tokens.superadmin, { 'idempotency-key': 'retry-once-0001' });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      id: callId,
      status: 'queued',
      attempts: 0,
      // Why it failed stays until the next attempt says otherwise.
      lastError: 'HTTP 422: Postcode outside our service area',
      claim: { id: claimId },
    });
    // The same key answers the same again, and queues nothing more.
    const replay = await retry(callId, tokens.superadmin, { 'idempotency-key': 'retry-once-0001' });
    expect(replay).toMatchObject({ status: 200, body: { id: callId, status: 'queued', attempts: 0 } });

    await runJobs();
    const { partnerCalls, history } = await claim(claimId);
    expect(partnerCalls[0]).toMatchObject({ status: 'answered', attempts: 1, lastError: null });
    expect(history.map((h) => [h.action, h.actor?.name ?? null, h.comment])).toEqual([
      ['send-clickmechanic', 'Sam Patel', null],
      [
        'partner-failed',
        'ClickMechanic',
        'ClickMechanic: HTTP 422: Postcode outside our service area (gave up after 1 attempt)',
      ],
      ['partner-retried', 'Sam Patel', 'ClickMechanic: sent again by the platform'],
      ['partner-answered', 'ClickMechanic', `ClickMechanic: ${partnerCalls[0]?.summary}`],
    ]);
  });

  it('counts a retried call’s attempts afresh; the queue’s dead job of the first round stays as its record', async () => {
    partner.behave({ status: 503, message: 'Down for maintenance' });
    const { callId } = await sendToClickMechanic();
    await runJobs();
    await runJobs(new Date(Date.now() + HOUR));
    const dead = () => failedJobs(app.db).then((jobs) => jobs.filter((job) => job.taskName === 'call-partner'));
    expect(await dead()).toHaveLength(1);
    expect((await retry(callId)).body).toMatchObject({ status: 'queued', attempts: 0 });
    // graphile-worker dropped the dead job's key when it gave up: the retry is a job of its own beside it.
    expect(await dead()).toHaveLength(1);
    // Still down: the first attempt of the retry is attempt 1 of 5 again, not the sixth.
    await runJobs();
    const after = (await list('?status=queued')).body.items.find((call) => call.id === callId);
    expect(after).toMatchObject({ attempts: 1, lastError: 'HTTP 503: Down for maintenance' });
    partner.behave('contract');
    await runJobs(new Date(Date.now() + 2 * HOUR));
    const answered = (await list('?status=answered')).body.items.find((call) => call.id === callId);
    expect(answered).toMatchObject({ attempts: 2, lastError: null });
  });

  it('retries only a failed call: 409 for a queued or answered one, in plain words', async () => {
    const { callId } = await sendToClickMechanic();
    const queued = await retry(callId);
    expect(queued).toMatchObject({
      status: 409,
      body: { message: 'Only a failed call can be retried; this one is queued' },
    });
    await runJobs();
    const answered = await retry(callId);
    expect(answered).toMatchObject({
      status: 409,
      body: { message: 'Only a failed call can be retried; this one is answered' },
    });
  });

  it('answers 404 for an unknown call and 400 for an id that is not one', async () => {
    const missing = await retry('00000000-0000-4000-8000-000000000999');
    expect(missing).toMatchObject({ status: 404, body: { message: 'Partner call not found' } });
    expect((await retry('not-an-id')).status).toBe(400);
  });
});

describe('who', () => {
  it('is the platform’s: a client’s admin and a garage get 403, no token 401, and nothing is retried', async () => {
    const { callId } = await failedCall();
    for (const token of [tokens['client.admin'], tokens.repairer]) {
      expect((await list('', token)).status).toBe(403);
      expect((await retry(callId, token)).status).toBe(403);
    }
    expect((await http.get('/api/partner-calls')).status).toBe(401);
    expect((await http.post(`/api/partner-calls/${callId}/retry`)).status).toBe(401);
    expect((await list('?status=failed')).body.items.map((call) => call.id)).toContain(callId);
  });
});
