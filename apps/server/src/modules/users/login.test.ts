import { ERROR_MESSAGES, type TLoginResponse, type TUser, ZLoginResponse } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../demo/demo-data.ts';

const api = useTestApp();

describe('POST /api/users/login', () => {
  it('answers a token and the user with permission entries', async () => {
    const answer = await api.http.post<TLoginResponse>('/api/users/login', {
      body: { email: 'client.admin@fixline.test', password: DEMO_PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(() => ZLoginResponse.parse(answer.body)).not.toThrow();
    const [entry] = answer.body.user.permissions;
    expect(entry).toMatchObject({ role: 'ADMIN', organisationType: 'client', organisationName: 'Northwind Insurance' });
    expect(entry?.privileges).toContain('ReadClaims');
    expect(entry?.capabilities).toEqual(['retail', 'marketplace']);
    expect(answer.body.user.organisationsIds).toEqual([entry?.organisationId]);
    expect(JSON.stringify(answer.body)).not.toContain('passwordHash');
  });

  it('accepts the email in any letter case and with spaces around it', async () => {
    const answer = await api.http.post('/api/users/login', {
      body: { email: '  Client@Fixline.TEST ', password: DEMO_PASSWORD },
    });
    expect(answer.status).toBe(200);
  });

  it('verifies the password exactly as typed: no trimming, no change of letter case', async () => {
    for (const password of [` ${DEMO_PASSWORD} `, DEMO_PASSWORD.toUpperCase(), DEMO_PASSWORD.toLowerCase()]) {
      const answer = await api.http.post('/api/users/login', { body: { email: 'client@fixline.test', password } });
      expect(answer.status, password).toBe(401);
    }
  });

  it('gives a wrong password and an unknown email the same answer', async () => {
    const wrong = await api.http.post('/api/users/login', {
      body: { email: 'bodyshop@fixline.test', password: 'nope-nope-1' },
    });
    const unknown = await api.http.post('/api/users/login', {
      body: { email: 'nobody@fixline.test', password: 'nope-nope-1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: ERROR_MESSAGES.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a sixth failed try within 15 minutes, even with the right password, and says when to retry', async () => {
    const email = 'bodyshop2@fixline.test';
    for (let i = 0; i < 5; i++) {
      const answer = await api.http.post('/api/users/login', { body: { email, password: `wrong-password-${i}` } });
      expect(answer.status).toBe(401);
    }
    const blocked = await api.http.post('/api/users/login', { body: { email, password: DEMO_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: ERROR_MESSAGES.tooManyAttempts });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another account from the same address is not affected by this one's lock.
    expect(
      (await api.http.post('/api/users/login', { body: { email: 'repairer2@fixline.test', password: DEMO_PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('limits failed tries per address across accounts', async () => {
    await api.app.db
      .insertInto('loginAttempts')
      .values(
        Array.from({ length: 50 }, (_, i) => ({ email: `spray${i}@x.test`, address: '127.0.0.1', succeeded: false })),
      )
      .execute();
    const answer = await api.http.post('/api/users/login', {
      body: { email: 'client2@fixline.test', password: DEMO_PASSWORD },
    });
    expect(answer.status).toBe(429);
    await api.app.db.deleteFrom('loginAttempts').where('email', 'like', 'spray%').execute();
  });

  it('validates the body in the spec’s words', async () => {
    const answer = await api.http.post('/api/users/login', { body: { email: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: ERROR_MESSAGES.invalidRequest,
      errors: ['email: This field is required', 'password: This field is required'],
    });
    const extra = await api.http.post('/api/users/login', {
      body: { email: 'client@fixline.test', password: DEMO_PASSWORD, organisationId: crypto.randomUUID() },
    });
    expect(extra.status).toBe(400);
    expect(extra.body).toMatchObject({ errors: ['body: Not a field that can be set here: organisationId'] });
  });
});

describe('sessions', () => {
  it('GET /api/users/current answers the signed-in user and 401 without a token', async () => {
    const token = await api.http.login('repairer@fixline.test');
    const me = await api.http.get<TUser>('/api/users/current', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('repairer@fixline.test');
    const anonymous = await api.http.get('/api/users/current');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: ERROR_MESSAGES.unauthenticated });
  });

  it('logout revokes that token at once and leaves other sessions alone', async () => {
    const first = await api.http.login('client@fixline.test');
    const second = await api.http.login('client@fixline.test');
    expect((await api.http.post('/api/users/logout', { token: first })).status).toBe(204);
    expect((await api.http.get('/api/users/current', { token: first })).status).toBe(401);
    expect((await api.http.get('/api/users/current', { token: second })).status).toBe(200);
  });
});
