import { ERROR_MESSAGES } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../../../test/http-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { DEVICE_COOKIE } from '../../auth/device-cookies.ts';
import { DEMO_PASSWORD } from '../../demo/demo-data.ts';

// Behind a proxy, so each test can speak from an address of its own (X-Forwarded-For).
const api = useTestApp({ TRUST_PROXY: 'true' });

function signIn(email: string, password: string, options: { from?: string; device?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.from ?? '198.51.100.1' };
  if (options.device) headers.cookie = `${DEVICE_COOKIE}=${options.device}`;
  return api.http.post('/api/users/login', { body: { email, password }, headers });
}

const deviceCookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((line) => line.startsWith(`${DEVICE_COOKIE}=`))
    ?.split(';')[0]
    ?.slice(DEVICE_COOKIE.length + 1);

/** Failures recorded as if made earlier: the rules over hours are tested without waiting hours. */
async function pastFailures(email: string, minutesAgo: number[], address = '192.0.2.99') {
  await api.app.db
    .insertInto('loginAttempts')
    .values(
      minutesAgo.map((minutes) => ({
        email,
        address,
        succeeded: false,
        attemptedAt: new Date(Date.now() - minutes * 60_000),
      })),
    )
    .execute();
}

describe('per-account limit', () => {
  it('gives racing tries no more than five failures between them, on every node', async () => {
    const email = 'client2@fixline.test';
    // A second node on the same database: the limit lives in its rows, not in either process.
    const other: FastifyInstance = await buildApp({ config: api.app.config, db: api.app.db });
    await other.listen({ host: '127.0.0.1', port: 0 });
    const address = other.server.address();
    const otherUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    try {
      const tries = Array.from({ length: 12 }, (_, i) =>
        httpClient(i % 2 ? otherUrl : api.app.url).post('/api/users/login', {
          body: { email, password: `wrong-password-${i}` },
          headers: { 'x-forwarded-for': `198.51.100.${10 + i}` },
        }),
      );
      const statuses = (await Promise.all(tries)).map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      const onOther = await httpClient(otherUrl).post('/api/users/login', { body: { email, password: DEMO_PASSWORD } });
      expect(onOther.status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('answers an unknown email’s sixth try exactly as a known one’s', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('nobody-at-all@fixline.test', `nope-${i}-nope`)).status).toBe(401);
    const blocked = await signIn('nobody-at-all@fixline.test', 'nope-5-nope');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: ERROR_MESSAGES.tooManyAttempts });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('lets a success clear the count: four failures, a sign-in, then five more failures are all answered', async () => {
    const email = 'repairer2@fixline.test';
    for (let i = 0; i < 4; i++) expect((await signIn(email, `wrong-password-${i}`)).status).toBe(401);
    expect((await signIn(email, DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(email, `wrong-again-${i}`)).status).toBe(401);
    expect((await signIn(email, DEMO_PASSWORD)).status).toBe(429);
  });

  it('backs off longer from the 10th consecutive failure: 30 minutes after the latest', async () => {
    const email = 'bodyshop2@fixline.test';
    await pastFailures(email, [200, 180, 160, 140, 120, 100, 80, 60, 20]);
    // Nine failures, none in the last 15 minutes: the tenth try is answered, and fails.
    expect((await signIn(email, 'wrong-password-10')).status).toBe(401);
    const blocked = await signIn(email, DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
  });
});

describe('a browser that signed in before (device cookie)', () => {
  let device: string;

  beforeAll(async () => {
    const answer = await signIn('repairer.admin@fixline.test', DEMO_PASSWORD, { from: '203.0.113.5' });
    expect(answer.status).toBe(200);
    device = deviceCookieOf(answer.headers) as string;
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(DEVICE_COOKIE)) ?? '';
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\//i);
  });

  it('still signs its owner in while an attacker keeps the account locked for everyone else', async () => {
    const email = 'repairer.admin@fixline.test';
    for (let i = 0; i < 5; i++) await signIn(email, `attacker-guess-${i}`, { from: '192.0.2.66' });
    expect((await signIn(email, DEMO_PASSWORD, { from: '192.0.2.67' })).status).toBe(429);
    const owner = await signIn(email, DEMO_PASSWORD, { from: '203.0.113.5', device });
    expect(owner.status).toBe(200);
    // Each sign-in renews the cookie.
    expect(deviceCookieOf(owner.headers)).toBeTruthy();
  });

  it('has a budget of its own: five failures, then it waits too', async () => {
    const email = 'repairer.admin@fixline.test';
    for (let i = 0; i < 5; i++) expect((await signIn(email, `typo-${i}-typo`, { device })).status).toBe(401);
    expect((await signIn(email, DEMO_PASSWORD, { device })).status).toBe(429);
  });

  it('is no help for another account, nor when forged', async () => {
    const email = 'client.admin@fixline.test';
    for (let i = 0; i < 5; i++) await signIn(email, `attacker-guess-${i}`);
    expect((await signIn(email, DEMO_PASSWORD, { device })).status).toBe(429);
    const [header = '', payload = ''] = device.split('.');
    expect((await signIn(email, DEMO_PASSWORD, { device: `${header}.${payload}.forged` })).status).toBe(429);
  });
});

describe('per-address limit', () => {
  afterAll(() => api.app.db.deleteFrom('loginAttempts').where('email', 'like', 'spray%').execute());

  it('counts every address of an IPv6 /64 as one', async () => {
    await api.app.db
      .insertInto('loginAttempts')
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          email: `spray${i}@x.test`,
          address: '2001:db8:1:2::/64',
          succeeded: false,
        })),
      )
      .execute();
    const fromSameNetwork = await signIn('client@fixline.test', DEMO_PASSWORD, { from: '2001:db8:1:2:aaaa::1' });
    expect(fromSameNetwork.status).toBe(429);
    expect((await signIn('client@fixline.test', DEMO_PASSWORD, { from: '2001:db8:1:3::1' })).status).toBe(200);
  });
});
