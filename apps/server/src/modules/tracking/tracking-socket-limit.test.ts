import { TRACKING_SOCKET } from '@fixline/domain';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { httpClient } from '../../../test/http-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TRACKING_PER_ADDRESS, TRACKING_SOCKET_LIMIT_MESSAGE } from './tracking-limits.ts';

const apps: TestApp[] = [];
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function appWith(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await startTestApp(env);
  apps.push(app);
  return app;
}

/** A tracking link's token, issued by the insurer's staff as the product does. */
async function trackingToken(app: TestApp): Promise<string> {
  const claimId = await insertClaim(app.db, { status: 'registered' });
  const http = httpClient(app.url);
  const staff = await http.login('client@fixline.test');
  const issued = await http.post<{ url: string }>(`/api/claims/${claimId}/driver-links`, {
    token: staff,
    body: { purpose: 'tracking' },
  });
  return decodeURIComponent(new URL(issued.body.url).pathname.split('/track/')[1] as string);
}

interface Handshake {
  connected: boolean;
  message?: string;
  data?: unknown;
}

/** One tracking page's socket, as the page opens it (optionally through a proxy naming the client): connected, or why not. */
function handshake(app: TestApp, token: string | undefined, forwardedFor?: string): Promise<Handshake> {
  const socket = io(`${app.url}${TRACKING_SOCKET.namespace}`, {
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    forceNew: true,
    reconnection: false,
    ...(forwardedFor ? { extraHeaders: { 'x-forwarded-for': forwardedFor } } : {}),
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ connected: true }));
    socket.once('connect_error', (error: Error & { data?: unknown }) =>
      resolve({ connected: false, message: error.message, data: error.data }),
    );
  });
}

const refusedForNow = {
  connected: false,
  message: TRACKING_SOCKET_LIMIT_MESSAGE,
  data: { message: TRACKING_SOCKET_LIMIT_MESSAGE, retryAfterSeconds: expect.any(Number) },
};

describe('the tracking socket’s handshakes (issue 46, finding 9)', () => {
  it('refuses the 21st within a minute from one address with a clear error, like GET /api/track', async () => {
    expect(TRACKING_PER_ADDRESS).toEqual({ max: 20, timeWindow: '1 minute' });
    const app = await appWith();
    const token = await trackingToken(app);
    // Refused handshakes count too: tokens cannot be tried faster over the socket than over HTTP.
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push(await handshake(app, 'x'.repeat(80)));
    for (let i = 5; i < 20; i++) tries.push(await handshake(app, token));
    expect(tries.slice(0, 5).every((answer) => answer.message === 'Unauthorized')).toBe(true);
    expect(tries.slice(5).every((answer) => answer.connected)).toBe(true);

    const twentyFirst = await handshake(app, token);
    expect(twentyFirst).toEqual(refusedForNow);
    const wait = (twentyFirst.data as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await handshake(app, undefined)).toEqual(refusedForNow);
    // The page's own read has a count of its own, so a driver whose socket is refused can still see the page.
    expect((await httpClient(app.url).get(`/api/track/${encodeURIComponent(token)}`)).status).toBe(200);
  });

  it('counts per client address behind a trusted proxy, as Fastify reads it (TRUST_PROXY)', async () => {
    const app = await appWith({ TRUST_PROXY: 'true' });
    const token = await trackingToken(app);
    for (let i = 0; i < 20; i++) {
      expect({ i, ...(await handshake(app, token, '203.0.113.7, 10.0.0.2')) }).toEqual({ i, connected: true });
    }
    expect(await handshake(app, token, '203.0.113.7')).toEqual(refusedForNow);
    // Another driver behind the same proxy is counted apart.
    expect(await handshake(app, token, '203.0.113.8')).toEqual({ connected: true });
  });
});
