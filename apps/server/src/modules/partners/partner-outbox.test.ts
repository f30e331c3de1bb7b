import type { TClaim } from '@fixline/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { type HttpClient, httpClient } from '../../../test/http-client.ts';
import { startTestPartnerServer, type TestPartnerServer } from '../../../test/partner-server.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPartners } from '../../integrations/partners/create-partners.ts';
import { systemClock } from '../../jobs/clock.ts';
import { JobQueue } from '../../jobs/job-queue.ts';
import { failedJobs } from '../../jobs/job-states.ts';
import { JobTasks } from '../../jobs/job-tasks.ts';
import { addPartnerCalls } from './call-partner.ts';
import { PARTNER_MAX_ATTEMPTS } from './queue-partner-call.ts';

const HOUR = 3_600_000;
let partner: TestPartnerServer;
let app: TestApp;
let http: HttpClient;
let superAdmin: string;

beforeAll(async () => {
  partner = await startTestPartnerServer();
  // ClickMechanic over HTTP on loopback, with a short time-out; jobs run when a test says.
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
  superAdmin = await http.login('superadmin@fixline.test');
  // The demo's own call to ClickMechanic (seed-demo-partners.ts) goes first, so each test counts only its own.
  await app.app.jobQueue.runDueJobs();
});
afterAll(async () => {
  await app?.close();
  await partner?.close();
});
beforeEach(() => {
  partner.behave('contract');
  partner.received.length = 0;
});

async function sendToClickMechanic(): Promise<string> {
  const id = await insertClaim(app.db, { status: 'registered' });
  const answer = await http.post(`/api/claims/${id}/send-clickmechanic`, { token: superAdmin });
  expect(answer.status).toBe(200);
  return id;
}

const claim = async (id: string) => (await http.get<TClaim>(`/api/claims/${id}`, { token: superAdmin })).body;
/** Past every back-off of the call's attempts: graphile-worker's retries fall due by then. */
const later = () => new Date(Date.now() + HOUR);

describe('the outbox of partner calls, ClickMechanic over HTTP', () => {
  it('records ClickMechanic’s answer (accepted, price, date) on the claim', async () => {
    const id = await sendToClickMechanic();
    await app.app.jobQueue.runDueJobs();
    const { partnerCalls, history } = await claim(id);
    expect(partnerCalls[0]).toMatchObject({
      status: 'answered',
      attempts: 1,
      summary: `Accepted: £142.50, a mechanic on Thu, 3 Dec 2026 (job JOB-${(await claim(id)).reference})`,
    });
    expect(history.at(-1)?.comment).toBe(`ClickMechanic: ${partnerCalls[0]?.summary}`);
    expect(partner.received).toHaveLength(1);
    expect(partner.received[0]?.headers.authorization).toBe(`Bearer ${partner.apiKey}`);
  });

  it('retries a 5xx with back-off, then gives up: failed with its message, on the timeline and among failed jobs', async () => {
    partner.behave({ status: 503, message: 'Down for maintenance' });
    const id = await sendToClickMechanic();
    await app.app.jobQueue.runDueJobs();
    const retrying = (await claim(id)).partnerCalls[0];
    expect(retrying).toMatchObject({ status: 'queued', attempts: 1, lastError: 'HTTP 503: Down for maintenance' });
    expect(partner.received).toHaveLength(1);
    await app.app.jobQueue.runDueJobs(later());
    const { partnerCalls, history } = await claim(id);
    expect(partner.received).toHaveLength(PARTNER_MAX_ATTEMPTS);
    expect(partnerCalls[0]).toMatchObject({ status: 'failed', attempts: PARTNER_MAX_ATTEMPTS, summary: null });
    expect(history.map((h) => [h.action, h.actor?.name, h.comment])).toEqual([
      ['send-clickmechanic', 'Sam Patel', null],
      ['partner-failed', 'ClickMechanic', 'ClickMechanic: HTTP 503: Down for maintenance (gave up after 5 attempts)'],
    ]);
    const dead = (await failedJobs(app.db)).filter((job) => job.taskName === 'call-partner');
    expect(dead[0]).toMatchObject({ attempts: PARTNER_MAX_ATTEMPTS, lastError: expect.stringContaining('HTTP 503') });
  });

  it('retries a time-out, and succeeds when the partner answers again', async () => {
    partner.behave('hang');
    const id = await sendToClickMechanic();
    await app.app.jobQueue.runDueJobs();
    expect((await claim(id)).partnerCalls[0]).toMatchObject({ status: 'queued', lastError: 'No answer within 0.3 s' });
    partner.behave('contract');
    await app.app.jobQueue.runDueJobs(later());
    expect((await claim(id)).partnerCalls[0]).toMatchObject({ status: 'answered', attempts: 2, lastError: null });
  });

  it('does not retry a refusal (4xx): failed at once, in the partner’s words', async () => {
    partner.behave({ status: 422, message: 'Postcode outside our service area' });
    const id = await sendToClickMechanic();
    await app.app.jobQueue.runDueJobs(later());
    expect(partner.received).toHaveLength(1);
    const { partnerCalls, history } = await claim(id);
    expect(partnerCalls[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(history.at(-1)?.comment).toBe(
      'ClickMechanic: HTTP 422: Postcode outside our service area (gave up after 1 attempt)',
    );
  });

  it('calls the partner exactly once per call when two app nodes share the database', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 12; n++) ids.push(await sendToClickMechanic());
    const node = () => {
      const tasks = new JobTasks();
      addPartnerCalls(tasks, { db: app.db, partners: createPartners(app.config, systemClock), log: app.app.log });
      return new JobQueue({ db: app.db, tasks, log: app.app.log, pollIntervalMs: 200 });
    };
    const [one, two] = [node(), node()];
    await Promise.all([one.start(), two.start()]);
    try {
      await expect
        .poll(
          async () =>
            (await app.db.selectFrom('partnerCalls').select('id').where('status', '=', 'queued').execute()).length,
          { timeout: 15_000 },
        )
        .toBe(0);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
    const references = partner.received.map((request) => request.body.reference).sort();
    const expected = await Promise.all(ids.map(async (id) => (await claim(id)).reference));
    expect(references).toEqual(expected.sort());
    for (const id of ids) {
      const { history } = await claim(id);
      expect(history.filter((h) => h.action === 'partner-answered')).toHaveLength(1);
    }
  });
});
