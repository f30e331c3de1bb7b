import { ERROR_MESSAGES, type TInvitePreview, type TUser } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

let organisations: Record<string, string>;

const api = useTestApp();

beforeAll(async () => {
  const rows = await api.app.db.selectFrom('organisations').select(['id', 'name']).execute();
  organisations = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});

const NEW_PASSWORD = 'A-new-password-9';

async function invite(inviterEmail: string, body: Record<string, unknown>) {
  const token = await api.http.login(inviterEmail);
  return api.http.post<{ inviteUrl: string; expiresAt: string }>('/api/users/invite', { token, body });
}

const tokenOf = (inviteUrl: string) => new URL(inviteUrl).searchParams.get('token') as string;
const register = (token: string, body: Record<string, unknown> = { name: 'Dana Fox', password: NEW_PASSWORD }) =>
  api.http.post(`/api/users/register?token=${encodeURIComponent(token)}`, { body });

describe('invite-based registration', () => {
  it('an organisation admin invites; the invitee sees the invitation, registers once and signs in', async () => {
    const sent = await invite('client.admin@fixline.test', {
      email: 'Dana.Fox@Example.test',
      organisationId: organisations['Northwind Insurance'],
      role: 'USER',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.inviteUrl).toMatch(/\/register\?token=[\w-]{43}$/);
    const token = tokenOf(sent.body.inviteUrl);

    const preview = await api.http.get<TInvitePreview>(`/api/users/register?token=${token}`);
    expect(preview.body).toMatchObject({
      email: 'dana.fox@example.test',
      organisationName: 'Northwind Insurance',
      role: 'USER',
    });

    expect((await register(token)).status).toBe(201);
    const again = await register(token);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: ERROR_MESSAGES.inviteInvalid });

    const login = await api.http.post<{ user: TUser }>('/api/users/login', {
      body: { email: 'dana.fox@example.test', password: NEW_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.permissions.map((p) => [p.organisationName, p.role])).toEqual([
      ['Northwind Insurance', 'USER'],
    ]);
  });

  it('refuses a forged token and an expired one', async () => {
    expect((await register('x'.repeat(43))).status).toBe(404);
    const sent = await invite('superadmin@fixline.test', {
      email: 'late@example.test',
      organisationId: organisations['Acme Motors'],
      role: 'ADMIN',
    });
    await api.app.db
      .updateTable('invites')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('email', '=', 'late@example.test')
      .execute();
    const expired = await register(tokenOf(sent.body.inviteUrl));
    expect(expired.status).toBe(404);
    expect((await api.http.get(`/api/users/register?token=${tokenOf(sent.body.inviteUrl)}`)).status).toBe(404);
  });

  it('lets only one of two simultaneous registrations with the same link succeed', async () => {
    const sent = await invite('repairer.admin@fixline.test', {
      email: 'twice@example.test',
      organisationId: organisations['Acme Motors'],
      role: 'USER',
    });
    const token = tokenOf(sent.body.inviteUrl);
    const answers = await Promise.all([register(token), register(token), register(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 404, 404]);
  });

  it('refuses a registration that tries to choose its role, organisation or privileges; the link still works', async () => {
    const sent = await invite('client.admin@fixline.test', {
      email: 'eve.keen@example.test',
      organisationId: organisations['Northwind Insurance'],
      role: 'USER',
    });
    const token = tokenOf(sent.body.inviteUrl);
    const greedy = await register(token, {
      name: 'Eve Keen',
      password: NEW_PASSWORD,
      role: 'ADMIN',
      organisationId: organisations.Fixline,
      privileges: ['SuperAdminAccessAllUsers'],
    });
    expect(greedy.status).toBe(400);
    expect(greedy.body).toMatchObject({
      errors: ['body: Not a field that can be set here: role, organisationId, privileges'],
    });
    expect((await register(token, { name: 'Eve Keen', password: NEW_PASSWORD })).status).toBe(201);
    const login = await api.http.post<{ user: TUser }>('/api/users/login', {
      body: { email: 'eve.keen@example.test', password: NEW_PASSWORD },
    });
    expect(login.body.user.permissions.map((p) => [p.organisationName, p.role])).toEqual([
      ['Northwind Insurance', 'USER'],
    ]);
  });

  it('validates the registration body', async () => {
    const answer = await register('whatever', { name: '', password: 'short' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: ['name: This field is required', 'password: Password must be at least 12 characters'],
    });
  });
});

describe('who may invite whom', () => {
  it('an organisation admin cannot invite into another organisation (404) or as super admin (400)', async () => {
    const elsewhere = await invite('client.admin@fixline.test', {
      email: 'x1@example.test',
      organisationId: organisations['Harbour Fleet Leasing'],
      role: 'USER',
    });
    expect(elsewhere.status).toBe(404);
    const tooHigh = await invite('client.admin@fixline.test', {
      email: 'x2@example.test',
      organisationId: organisations['Northwind Insurance'],
      role: 'SUPER_ADMIN',
    });
    expect(tooHigh.status).toBe(400);
  });

  it('an invitation carries a role, never privileges of its own', async () => {
    const answer = await invite('client.admin@fixline.test', {
      email: 'x4@example.test',
      organisationId: organisations['Northwind Insurance'],
      role: 'USER',
      privileges: ['DeleteClaim'],
    });
    expect(answer.status).toBe(400);
    expect(
      await api.app.db.selectFrom('invites').where('email', '=', 'x4@example.test').select('id').execute(),
    ).toEqual([]);
  });

  it('a plain user may not invite at all', async () => {
    const answer = await invite('client@fixline.test', {
      email: 'x3@example.test',
      organisationId: organisations['Northwind Insurance'],
      role: 'USER',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: ERROR_MESSAGES.notPermitted });
  });

  it('a super admin invites into any organisation, but not twice the same person', async () => {
    const ok = await invite('superadmin@fixline.test', {
      email: 'boss@example.test',
      organisationId: organisations['Crown Body Repairs'],
      role: 'ADMIN',
    });
    expect(ok.status).toBe(201);
    const existing = await invite('superadmin@fixline.test', {
      email: 'client@fixline.test',
      organisationId: organisations['Crown Body Repairs'],
      role: 'USER',
    });
    expect(existing.status).toBe(409);
  });

  it('a role the organisation type cannot hold is refused', async () => {
    const answer = await invite('superadmin@fixline.test', {
      email: 'y@example.test',
      organisationId: organisations.Fixline,
      role: 'USER',
    });
    expect(answer.status).toBe(400);
  });
});
