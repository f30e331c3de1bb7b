import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { httpClient } from '../../../test/http-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { NOT_A_PUSH_SERVICE } from './push-services.ts';

/** Issue 22 §1: a subscription must not aim the server's pushes at an internal host. */
const subscription = (endpoint: string) => ({
  browserId: 'b',
  subscription: {
    endpoint,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  },
});

/** Every way the review wrote an internal address, and the other forms URL parsers accept. */
const INTERNAL_ENDPOINTS = [
  'https://127.0.0.1:8443/push',
  'https://169.254.169.254/latest/meta-data',
  'https://10.0.0.1/push',
  'https://[::1]/push',
  'https://0x7f000001/push',
  'https://2130706433/push',
  'https://[::ffff:127.0.0.1]/push',
  'https://localhost/push',
  'https://fcm.googleapis.com.evil.test/push',
];

describe('push subscriptions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('refuses an endpoint that is not a push service’s, in every address form', async () => {
    const http = httpClient(app.url);
    const token = await http.login('client@fixline.test');
    for (const endpoint of INTERNAL_ENDPOINTS) {
      const answer = await http.post('/api/users/subscribe', { token, body: subscription(endpoint) });
      expect({ endpoint, status: answer.status, body: answer.body }).toEqual({
        endpoint,
        // A well-formed address that is not a push service's: 422 (docs/api-contract.md "400 and 422").
        status: 422,
        body: { message: 'The request is not valid', errors: [NOT_A_PUSH_SERVICE] },
      });
    }
    const stored = await app.db.selectFrom('pushSubscriptions').select('endpoint').execute();
    expect(stored).toEqual([]);
  });

  it('accepts the browsers’ push services', async () => {
    const http = httpClient(app.url);
    const token = await http.login('client@fixline.test');
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      const answer = await http.post('/api/users/subscribe', { token, body: subscription(endpoint) });
      expect({ endpoint, status: answer.status }).toEqual({ endpoint, status: 204 });
    }
  });
});

describe('pushes to a configured host that resolves to an internal address', () => {
  let app: TestApp;
  let connections = 0;
  const logs: string[] = [];
  const listener = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  beforeAll(async () => {
    listener.listen(0, '127.0.0.1');
    await once(listener, 'listening');
    // The operator added `localhost` as a push service but no internal range: its address is still refused.
    app = await startTestApp(
      { PUSH_SERVICE_HOSTS: 'localhost', LOG_LEVEL: 'warn' },
      { write: (line) => logs.push(line) },
    );
  });
  afterAll(async () => {
    await app?.close();
    listener.close();
  });

  it('never connects, and says why in the log', async () => {
    const http = httpClient(app.url);
    const token = await http.login('repairer@fixline.test');
    const port = (listener.address() as net.AddressInfo).port;
    const subscribed = await http.post('/api/users/subscribe', {
      token,
      body: subscription(`https://localhost:${port}/push/1`),
    });
    expect(subscribed.status).toBe(204);

    const claimId = await insertClaim(app.db, { status: 'in-repair' });
    const client = await http.login('client@fixline.test');
    await http.post(`/api/claims/${claimId}/comment`, { token: client, body: { comment: 'Any news?' } });

    await expect
      .poll(() => logs.some((line) => line.includes('Outbound address refused: localhost')), { timeout: 5000 })
      .toBe(true);
    expect(connections).toBe(0);
  });
});
