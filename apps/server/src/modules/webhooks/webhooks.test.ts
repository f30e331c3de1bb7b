import { createHmac } from 'node:crypto';
import type { TWebhookDelivery, TWebhookEndpoint } from '@fixline/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertBid, insertClaim } from '../../../test/claim-factory.ts';
import { startTestPushService, type TestPushService } from '../../../test/push-service.ts';
import { useTestApp } from '../../../test/test-app.ts';

/** An HTTPS receiver on loopback with a self-signed certificate: it keeps what it receives and answers `answer`. */
let receiver: TestPushService;
beforeAll(async () => {
  receiver = await startTestPushService();
});
afterAll(() => receiver?.close());
beforeEach(() => {
  receiver.answer = 204;
});

// Loopback is no customer's endpoint: this file lets the server reach its receiver, and runs the queue itself.
const api = useTestApp({ OUTBOUND_ALLOWED_RANGES: '127.0.0.1/32' }, undefined, () => ({
  webhookCa: receiver.ca,
  runJobs: false,
}));
const tokens: Record<string, string> = {};
let client: string;
beforeAll(async () => {
  for (const who of ['client.admin', 'client', 'superadmin', 'repairer.admin']) {
    tokens[who] = await api.http.login(`${who}@fixline.test`);
  }
  client = (
    await api.app.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Northwind Insurance')
      .executeTakeFirstOrThrow()
  ).id;
});

const hooks = (organisationId = client) => `/api/organisations/${organisationId}/webhooks`;
const addEndpoint = (body: object, who = 'client.admin') =>
  api.http.post<TWebhookEndpoint>(hooks(), { token: tokens[who], body });
const deliveries = async (endpointId: string) =>
  (await api.http.get<TWebhookDelivery[]>(`${hooks()}/${endpointId}/deliveries`, { token: tokens['client.admin'] }))
    .body;
const runJobs = (secondsAhead = 0) => api.app.app.jobQueue.runDueJobs(new Date(Date.now() + secondsAhead * 1000));
const receivedAt = (path: string) => receiver.received.filter((r) => r.path === path);

/**
 * The Standard Webhooks check written here from the specification, not with the library the server signs
 * with: base64 of HMAC-SHA256 over `id.timestamp.body`, keyed with the secret's base64 part.
 */
function verify(secret: string, headers: Record<string, string | string[] | undefined>, body: Buffer): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body.toString()}`;
  const expected = createHmac('sha256', key).update(signed).digest('base64');
  return String(headers['webhook-signature'])
    .split(' ')
    .some((entry) => entry === `v1,${expected}`);
}

describe('outbound webhooks', () => {
  it('sign each event an endpoint takes, for the organisation’s own claims only', async () => {
    const created = await addEndpoint({
      url: `${receiver.url}/hooks/claims`,
      events: ['claim.comment_added', 'claim.status_changed'],
      description: 'Our claims system',
    });
    expect(created.status).toBe(201);
    const { secret, id } = created.body;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await api.http.get<TWebhookEndpoint[]>(hooks(), { token: tokens['client.admin'] });
    expect(listed.body.find((e) => e.id === id)).toEqual({
      id,
      url: `${receiver.url}/hooks/claims`,
      events: ['claim.comment_added', 'claim.status_changed'],
      description: 'Our claims system',
      createdAt: expect.any(String),
    });

    const ours = await insertClaim(api.app.db, { status: 'in-repair', overrides: { registration: 'WH26OOK' } });
    const theirs = await insertClaim(api.app.db, { status: 'in-repair', client: 'client2' });
    for (const claimId of [ours, theirs]) {
      await api.http.post(`/api/claims/${claimId}/comment`, {
        token: tokens.superadmin,
        body: { comment: 'Parts ordered' },
      });
    }
    await runJobs();
    const [message, ...more] = receivedAt('/hooks/claims');
    expect(more).toEqual([]);
    expect(message?.headers['content-type']).toBe('application/json');
    expect(String(message?.headers['webhook-id'])).toMatch(/^msg_/);
    expect(Number(message?.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
    expect(verify(secret as string, message?.headers ?? {}, message?.body ?? Buffer.alloc(0))).toBe(true);
    expect(
      verify(`whsec_${Buffer.alloc(32).toString('base64')}`, message?.headers ?? {}, message?.body as Buffer),
    ).toBe(false);
    expect(JSON.parse(String(message?.body))).toEqual({
      type: 'claim.comment_added',
      timestamp: expect.any(String),
      data: {
        claimId: ours,
        reference: expect.stringMatching(/^FX-\d{6}$/),
        registration: 'WH26OOK',
        status: 'in-repair',
        comment: 'Parts ordered',
        by: 'Sam Patel',
      },
    });
    expect(await deliveries(id)).toMatchObject([{ status: 'delivered', attempts: 1, lastStatusCode: 204 }]);
    await api.http.delete(`${hooks()}/${id}`, { token: tokens['client.admin'] });
  });

  it('retry an endpoint that fails, with back-off, and can be replayed with the same message id', async () => {
    const { id, secret } = (await addEndpoint({ url: `${receiver.url}/hooks/flaky`, events: ['claim.status_changed'] }))
      .body;
    const claimId = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    receiver.answer = 503;
    await api.http.post(`/api/claims/${claimId}/start-repair`, { token: tokens.superadmin });
    await runJobs();
    expect(await deliveries(id)).toMatchObject([
      { status: 'queued', attempts: 1, lastStatusCode: 503, lastError: 'The endpoint answered 503' },
    ]);
    // Not again at once: the queue waits (e¹ s) before the next attempt.
    await runJobs();
    expect(receivedAt('/hooks/flaky')).toHaveLength(1);

    receiver.answer = 200;
    await runJobs(60);
    const [delivered] = await deliveries(id);
    expect(delivered).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 200,
      eventType: 'claim.status_changed',
    });
    const [first, second] = receivedAt('/hooks/flaky');
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(JSON.parse(String(second?.body)).data).toMatchObject({ claimId, status: 'in-repair' });

    const replayed = await api.http.post<TWebhookDelivery>(`${hooks()}/${id}/deliveries/${delivered?.id}/replay`, {
      token: tokens['client.admin'],
    });
    expect(replayed.body.status).toBe('queued');
    await runJobs();
    const again = receivedAt('/hooks/flaky')[2];
    expect(again?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(verify(secret as string, again?.headers ?? {}, again?.body as Buffer)).toBe(true);
    expect((await deliveries(id))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('tell of a bid chosen, with its figures, and of a payment recorded, with its amount and method', async () => {
    const { id } = (
      await addEndpoint({ url: `${receiver.url}/hooks/money`, events: ['bid.chosen', 'payment.succeeded'] })
    ).body;
    const bidding = await insertClaim(api.app.db, {
      status: 'bidding',
      repairer: null,
      cost: 90000,
      costRepairer: 80000,
    });
    const bidId = await insertBid(api.app.db, bidding, 'repairer2', { amount: 65000, repairDays: 4 });
    const chosen = await api.http.post(`/api/claims/${bidding}/approve-for-repair`, {
      token: tokens.client,
      body: { bidId },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    // Its driver owes a £120 excess (decision 0082), which staff record as paid by cheque.
    const finished = await insertClaim(api.app.db, { status: 'finished', cost: 85000, overrides: { excess: 12000 } });
    const paid = await api.http.post(`/api/claims/${finished}/confirm-payment`, {
      token: tokens.client,
      body: { method: 'cheque' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await runJobs();

    const messages = receivedAt('/hooks/money').map((m) => JSON.parse(String(m.body)));
    expect(messages).toEqual([
      {
        type: 'bid.chosen',
        timestamp: expect.any(String),
        data: {
          claimId: bidding,
          reference: expect.stringMatching(/^FX-\d{6}$/),
          registration: expect.any(String),
          status: 'awaiting-pickup',
          bid: {
            id: bidId,
            repairer: 'Riverside Autos',
            amount: 65000,
            earliestStartDate: '2030-01-07',
            repairDays: 4,
          },
        },
      },
      {
        type: 'payment.succeeded',
        timestamp: expect.any(String),
        data: {
          claimId: finished,
          reference: expect.stringMatching(/^FX-\d{6}$/),
          registration: expect.any(String),
          payment: { amount: 12000, tip: 0, currency: 'GBP', method: 'Cheque', providerPaymentId: null },
        },
      },
    ]);
    await api.http.delete(`${hooks()}/${id}`, { token: tokens['client.admin'] });
  });

  it.each([
    ['10.0.0.1', 'This address is on a private network: Fixline does not call it'],
    ['[::ffff:169.254.169.254]', 'This address is on a private network: Fixline does not call it'],
    ['0x7f.0.0.2', 'This address is on a private network: Fixline does not call it'],
    ['[::1]', 'This address is on a private network: Fixline does not call it'],
    ['hooks.invalid', 'This address could not be found'],
  ])('refuse an endpoint at %s when it is added', async (host, problem) => {
    const answer = await addEndpoint({ url: `https://${host}/hook`, events: ['claim.created'] });
    // A well-formed https address the guard or the resolver refuses: 422.
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: expect.any(String), errors: [`url: ${problem}`] });
  });

  it('fail a send at once when the address has come to resolve to a private network, without saying which', async () => {
    // As if the name had resolved to a public address when it was added: the guard checks again at each send.
    const { id } = await api.app.db
      .insertInto('webhookEndpoints')
      .values({
        organisationId: client,
        url: 'https://10.0.0.1/hook',
        events: ['claim.comment_added'],
        secret: 'whsec_AAAA',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    await api.http.post(`/api/claims/${claimId}/comment`, { token: tokens.superadmin, body: { comment: 'Hello' } });
    await runJobs(3600);
    expect(await deliveries(id)).toMatchObject([
      {
        status: 'failed',
        attempts: 1,
        lastStatusCode: null,
        lastError: 'This address is on a private network: Fixline does not call it',
      },
    ]);
    await api.http.delete(`${hooks()}/${id}`, { token: tokens['client.admin'] });
  });

  it('are the organisation’s admins’ and the platform’s only', async () => {
    expect((await api.http.get(hooks(), { token: tokens.superadmin })).status).toBe(200);
    expect((await api.http.get(hooks(), { token: tokens.client })).status).toBe(403);
    expect((await api.http.get(hooks(), { token: tokens['repairer.admin'] })).status).toBe(404);
    expect((await addEndpoint({ url: `${receiver.url}/x`, events: ['claim.created'] }, 'repairer.admin')).status).toBe(
      404,
    );
    expect((await api.http.get(hooks())).status).toBe(401);
  });

  it.each([
    ['an address that is not https', { url: 'http://example.test/hook', events: ['claim.created'] }],
    ['no event', { url: 'https://example.test/hook', events: [] }],
    ['an unknown event', { url: 'https://example.test/hook', events: ['claim.exploded'] }],
    ['an event twice', { url: 'https://example.test/hook', events: ['claim.created', 'claim.created'] }],
    ['a field it does not take', { url: 'https://example.test/hook', events: ['claim.created'], secret: 'mine' }],
  ])('refuse %s with 400 and its field, and add nothing', async (_case, body) => {
    const before = (await api.http.get<TWebhookEndpoint[]>(hooks(), { token: tokens['client.admin'] })).body.length;
    const answer = await addEndpoint(body);
    expect(answer.status).toBe(400);
    expect((answer.body as unknown as { errors: string[] }).errors.length).toBeGreaterThan(0);
    expect((await api.http.get<TWebhookEndpoint[]>(hooks(), { token: tokens['client.admin'] })).body).toHaveLength(
      before,
    );
  });
});
