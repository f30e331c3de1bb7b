import { ERROR_MESSAGES, type TUser } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_DISABLED_ACCOUNTS, DEMO_PASSWORD } from '../../demo/demo-data.ts';

let ids: Record<string, string>;

const api = useTestApp();

beforeAll(async () => {
  const rows = await api.app.db.selectFrom('users').select(['id', 'email']).execute();
  ids = Object.fromEntries(rows.map((r) => [r.email, r.id]));
});

const emails = (users: TUser[]) => users.map((u) => u.email).sort();

describe('GET /api/users and /api/users/all', () => {
  it('an organisation admin sees the users of their organisation only', async () => {
    const token = await api.http.login('client.admin@fixline.test');
    const answer = await api.http.get<TUser[]>('/api/users', { token });
    expect(answer.status).toBe(200);
    expect(emails(answer.body)).toEqual(
      ['client.admin@fixline.test', 'client@fixline.test', 'newstaff@fixline.test'].sort(),
    );
  });

  it('a super admin sees every user, in pages', async () => {
    const token = await api.http.login('superadmin@fixline.test');
    const all = await api.http.get<TUser[]>('/api/users/all', { token });
    expect(all.body).toHaveLength(DEMO_ACCOUNTS.length + DEMO_DISABLED_ACCOUNTS.length);
    const page = await api.http.get<TUser[]>('/api/users?limit=3&offset=3', { token });
    expect(page.body).toHaveLength(3);
    expect(page.body[0]?.email).toBe(all.body[3]?.email);
  });

  it('a plain user may list neither', async () => {
    const token = await api.http.login('client@fixline.test');
    expect((await api.http.get('/api/users', { token })).status).toBe(403);
    const admin = await api.http.login('client.admin@fixline.test');
    expect((await api.http.get('/api/users/all', { token: admin })).status).toBe(403);
  });

  it('refuses bad paging values', async () => {
    const token = await api.http.login('superadmin@fixline.test');
    expect((await api.http.get('/api/users?limit=0', { token })).status).toBe(400);
    expect((await api.http.get('/api/users?limit=abc', { token })).status).toBe(400);
  });
});

describe('disable and enable', () => {
  it('disabling ends the user’s sessions and stops sign-in until enabled', async () => {
    const admin = await api.http.login('repairer.admin@fixline.test');
    const victim = await api.http.login('repairer@fixline.test');
    const disabled = await api.http.put<TUser>(`/api/users/disable/${ids['repairer@fixline.test']}`, { token: admin });
    expect(disabled.status).toBe(200);
    expect(disabled.body.disabled).toBe(true);
    expect((await api.http.get('/api/users/current', { token: victim })).status).toBe(401);
    const refused = await api.http.post('/api/users/login', {
      body: { email: 'repairer@fixline.test', password: DEMO_PASSWORD },
    });
    expect(refused.status).toBe(403);

    const enabled = await api.http.put<TUser>(`/api/users/enable/${ids['repairer@fixline.test']}`, { token: admin });
    expect(enabled.body.disabled).toBe(false);
    expect((await api.http.login('repairer@fixline.test')).length).toBeGreaterThan(20);
  });

  it('another organisation’s user is not found, and nobody disables themselves', async () => {
    const admin = await api.http.login('repairer.admin@fixline.test');
    const other = await api.http.put(`/api/users/disable/${ids['repairer2@fixline.test']}`, { token: admin });
    expect(other.status).toBe(404);
    const self = await api.http.put(`/api/users/disable/${ids['repairer.admin@fixline.test']}`, { token: admin });
    expect(self.status).toBe(400);
    const bogus = await api.http.put('/api/users/disable/not-a-uuid', { token: admin });
    expect(bogus.status).toBe(400);
  });

  it('a plain user may not disable anyone', async () => {
    const token = await api.http.login('client@fixline.test');
    expect((await api.http.put(`/api/users/disable/${ids['newstaff@fixline.test']}`, { token })).status).toBe(403);
  });
});

describe('password change', () => {
  it('a required change blocks other calls until done, then is cleared, and other sessions end', async () => {
    const admin = await api.http.login('client.admin@fixline.test');
    const asked = await api.http.put<TUser>(`/api/users/password-required/${ids['client@fixline.test']}`, {
      token: admin,
    });
    expect(asked.body.requiredPasswordChange).toBe(true);

    const token = await api.http.login('client@fixline.test');
    const otherDevice = await api.http.login('client@fixline.test');
    const me = await api.http.get<TUser>('/api/users/current', { token });
    expect(me.body.requiredPasswordChange).toBe(true);
    expect((await api.http.post('/api/users/invite', { token, body: {} })).status).toBe(403);

    const wrong = await api.http.put('/api/users/password', {
      token,
      body: { currentPassword: 'not-it-at-all', newPassword: 'Brand-new-pass-1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ message: ERROR_MESSAGES.wrongPassword });

    const changed = await api.http.put<TUser>('/api/users/password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Brand-new-pass-1' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.requiredPasswordChange).toBe(false);
    expect((await api.http.get('/api/users/current', { token })).status).toBe(200);
    expect((await api.http.get('/api/users/current', { token: otherDevice })).status).toBe(401);
    expect((await api.http.login('client@fixline.test', 'Brand-new-pass-1')).length).toBeGreaterThan(20);
  });

  it('a password change sets the password and nothing else', async () => {
    const token = await api.http.login('bodyshop2@fixline.test');
    const answer = await api.http.put('/api/users/password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Brand-new-pass-2', role: 'ADMIN', disabled: false },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: ['body: Not a field that can be set here: role, disabled'] });
    expect((await api.http.login('bodyshop2@fixline.test')).length).toBeGreaterThan(20);
  });

  it('a too-short new password is refused with the rule', async () => {
    const token = await api.http.login('bodyshop@fixline.test');
    const answer = await api.http.put('/api/users/password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'short' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: ['newPassword: Password must be at least 12 characters'] });
  });
});
