import { VALIDATION_MESSAGES } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { DEMO_PASSWORD } from '../../demo/demo-data.ts';
import { hashInviteToken, newInviteToken } from './invite-token.ts';

/**
 * Issue 46, finding 3: every way of choosing a new password refuses a short one, a common one and one
 * built from the account's email or name, with 400 `{ message, errors }` saying why; sign-in still takes
 * the shorter passwords accounts already have.
 */
// Behind a proxy, so each reset asks from an address of its own: the 5 a minute per address is not this rule.
const api = useTestApp({ TRUST_PROXY: 'true' });

const COMMON = ['1234567890ab', 'aaaaaaaaaaaa', 'password1234', 'qwertyuiop12'];
const GOOD = 'Bright-lantern-48';
const refusedAs = (field: string, message: string) => ({ message, errors: [`${field}: ${message}`] });

async function invitation(email: string): Promise<string> {
  const token = await api.http.login('client.admin@fixline.test');
  const me = await api.http.get<{ organisationsIds: string[] }>('/api/users/current', { token });
  const sent = await api.http.post<{ inviteUrl: string }>('/api/users/invite', {
    token,
    body: { email, organisationId: me.body.organisationsIds[0], role: 'USER' },
  });
  expect(sent.status).toBe(201);
  return new URL(sent.body.inviteUrl).searchParams.get('token') as string;
}
const register = (token: string, name: string, password: string) =>
  api.http.post(`/api/users/register?token=${token}`, { body: { name, password } });

/** A "Forgot password?" link, made as the mail's job makes it: only its hash is stored. */
async function resetLink(email: string): Promise<string> {
  const user = await api.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const token = newInviteToken();
  await api.app.db
    .insertInto('passwordResets')
    .values({ userId: user.id, tokenHash: hashInviteToken(token), expiresAt: new Date(Date.now() + 30 * 60_000) })
    .execute();
  return token;
}
let resets = 0;
const reset = (token: string, password: string) =>
  api.http.post('/api/users/reset-password', {
    body: { token, password },
    headers: { 'x-forwarded-for': `198.51.100.${++resets}` },
  });

describe('a new password (issue 46)', () => {
  it('registration refuses 10 characters, common passwords and the email or name, and keeps the link for a good one', async () => {
    const token = await invitation('kim.jordan@example.test');
    const short = await register(token, 'Kim Jordan', 'Abcdef-123');
    expect([short.status, short.body]).toEqual([
      400,
      { message: 'The request is not valid', errors: ['password: Password must be at least 12 characters'] },
    ]);
    for (const password of COMMON) {
      const answer = await register(token, 'Kim Jordan', password);
      expect([password, answer.status, answer.body]).toEqual([
        password,
        400,
        refusedAs('password', VALIDATION_MESSAGES.passwordCommon),
      ]);
    }
    for (const password of ['kim.jordan@example.test', 'kim.jordan2024', 'Kim-Jordan-1990']) {
      const answer = await register(token, 'Kim Jordan', password);
      expect([password, answer.status, answer.body]).toEqual([
        password,
        400,
        refusedAs('password', VALIDATION_MESSAGES.passwordPersonal),
      ]);
    }
    expect((await register(token, 'Kim Jordan', GOOD)).status).toBe(201);
    expect(
      (await api.http.post('/api/users/login', { body: { email: 'kim.jordan@example.test', password: GOOD } })).status,
    ).toBe(200);
  });

  it('a password change refuses common passwords and the email or name, and takes a good one', async () => {
    const token = await api.http.login('repairer@fixline.test');
    const change = (newPassword: string) =>
      api.http.put('/api/users/password', { token, body: { currentPassword: DEMO_PASSWORD, newPassword } });
    for (const password of COMMON) {
      const answer = await change(password);
      expect([password, answer.status, answer.body]).toEqual([
        password,
        400,
        refusedAs('newPassword', VALIDATION_MESSAGES.passwordCommon),
      ]);
    }
    for (const password of ['repairer2024', 'repairer@fixline.test', 'Ravi-Singh-2024']) {
      const answer = await change(password);
      expect([password, answer.status, answer.body]).toEqual([
        password,
        400,
        refusedAs('newPassword', VALIDATION_MESSAGES.passwordPersonal),
      ]);
    }
    expect((await change(GOOD)).status).toBe(200);
  });

  it('a reset refuses common passwords and the email or name without using the link up, and takes a good one', async () => {
    const email = 'bodyshop2@fixline.test';
    const token = await resetLink(email);
    for (const password of COMMON) {
      const answer = await reset(token, password);
      expect([password, answer.status, answer.body]).toEqual([
        password,
        400,
        refusedAs('password', VALIDATION_MESSAGES.passwordCommon),
      ]);
    }
    for (const password of ['bodyshop2@fixline.test', 'bodyshop22024', 'BethWilson1234']) {
      const answer = await reset(token, password);
      expect([password, answer.status, answer.body]).toEqual([
        password,
        400,
        refusedAs('password', VALIDATION_MESSAGES.passwordPersonal),
      ]);
    }
    expect((await api.http.post('/api/users/login', { body: { email, password: DEMO_PASSWORD } })).status).toBe(200);
    expect((await reset(token, GOOD)).status).toBe(204);
    expect((await api.http.post('/api/users/login', { body: { email, password: GOOD } })).status).toBe(200);
  });

  it('sign-in still takes an existing 10-character password', async () => {
    const email = 'client2@fixline.test';
    const passwordHash = await hashPassword('Ten-chars1');
    await api.app.db.updateTable('users').set({ passwordHash }).where('email', '=', email).execute();
    const answer = await api.http.post('/api/users/login', { body: { email, password: 'Ten-chars1' } });
    expect(answer.status).toBe(200);
  });
});
