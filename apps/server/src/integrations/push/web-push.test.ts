import { createECDH, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service on loopback over HTTPS with a self-signed certificate: it keeps what it receives. */
const pushService = { received: [] as Received[], answer: 201, url: '', agent: undefined as https.Agent | undefined };
let server: https.Server;

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  server = https.createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      pushService.received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(pushService.answer).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  pushService.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pushService.agent = new https.Agent({ ca: pems.cert });
});
afterAll(() => server?.close());

const api = useTestApp({}, undefined, () => ({ pushAgent: pushService.agent }));

/** A browser's push subscription: its own P-256 key pair and auth secret, as PushManager makes them. */
function browserSubscription(path: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    keys,
    auth,
    subscription: {
      endpoint: `${pushService.url}${path}`,
      keys: { p256dh: keys.getPublicKey().toString('base64url'), auth },
    },
  };
}

describe('web push', () => {
  it('sends each new notification to the recipient’s browsers, encrypted for them and signed with our key', async () => {
    const token = await api.http.login('repairer@fixline.test');
    const browser = browserSubscription('/push/repairer-laptop');
    const subscribed = await api.http.post('/api/users/subscribe', {
      token,
      body: { browserId: 'laptop', subscription: browser.subscription },
    });
    expect(subscribed.status).toBe(204);
    const { publicKey } = (await api.http.get<{ publicKey: string }>('/api/notifications/push-key')).body;

    const claimId = await insertClaim(api.app.db, { status: 'in-repair', overrides: { registration: 'PU01SHH' } });
    const client = await api.http.login('client@fixline.test');
    await api.http.post(`/api/claims/${claimId}/comment`, { token: client, body: { comment: 'Is it done?' } });

    await expect.poll(() => pushService.received.length, { timeout: 5000 }).toBe(1);
    const [push] = pushService.received;
    expect(push?.path).toBe('/push/repairer-laptop');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push?.headers.authorization)).toContain(`k=${publicKey}`);
    const message = JSON.parse(
      decrypt(push?.body as Buffer, {
        version: 'aes128gcm',
        privateKey: browser.keys,
        authSecret: browser.auth,
      }).toString(),
    );
    expect(message).toMatchObject({
      title: 'PU01 SHH',
      body: 'New comment added: Is it done?',
      url: `/marketplace/claims/${claimId}`,
      claimId,
    });
  });

  it('deletes a subscription the push service says is gone, and stops on unsubscribe', async () => {
    const token = await api.http.login('client.admin@fixline.test');
    const browser = browserSubscription('/push/client-admin-phone');
    await api.http.post('/api/users/subscribe', {
      token,
      body: { browserId: 'phone', subscription: browser.subscription },
    });
    const count = async () =>
      Number(
        (
          await api.app.db
            .selectFrom('pushSubscriptions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('browserId', '=', 'phone')
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(1);

    pushService.answer = 410;
    const before = pushService.received.length;
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    const repairer = await api.http.login('repairer@fixline.test');
    await api.http.post(`/api/claims/${claimId}/comment`, { token: repairer, body: { comment: 'Ready Friday' } });
    await expect.poll(() => pushService.received.length, { timeout: 5000 }).toBeGreaterThan(before);
    await expect.poll(count, { timeout: 5000 }).toBe(0);

    pushService.answer = 201;
    await api.http.post('/api/users/subscribe', {
      token,
      body: { browserId: 'phone', subscription: browser.subscription },
    });
    expect((await api.http.post('/api/users/unsubscribe', { token, body: { browserId: 'phone' } })).status).toBe(204);
    expect(await count()).toBe(0);
  });

  it('refuses a subscription that is not https or lacks its keys', async () => {
    const token = await api.http.login('client@fixline.test');
    const bad = await api.http.post('/api/users/subscribe', {
      token,
      body: { browserId: 'x', subscription: { endpoint: 'http://push.example/1', keys: { p256dh: 'a' } } },
    });
    expect(bad.status).toBe(400);
  });
});
