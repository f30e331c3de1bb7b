import { type TInvitation, type TUser, USER_MESSAGES } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { registered } from '../../../test/socket-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DEMO_DISABLED_ACCOUNTS, DEMO_INVITATIONS, DEMO_PASSWORD } from '../../demo/demo-data.ts';

const api = useTestApp();

interface Refusal {
  message: string;
  errors?: string[];
}

let ids: Record<string, string>;
let orgIds: Record<string, string>;
let superAdmin: string;

beforeAll(async () => {
  const rows = await api.app.db.selectFrom('users').select(['id', 'email']).execute();
  ids = Object.fromEntries(rows.map((r) => [r.email, r.id]));
  const orgs = await api.app.db.selectFrom('organisations').select(['id', 'name']).execute();
  orgIds = Object.fromEntries(orgs.map((r) => [r.name, r.id]));
  superAdmin = await api.http.login('superadmin@fixline.test');
});

const emails = (users: TUser[]) => users.map((u) => u.email);
const tokenOf = (url: string) => new URL(url).searchParams.get('token') as string;

describe('the demo data', () => {
  it('has a disabled account, who cannot sign in, and a pending invitation from the client’s admin', async () => {
    const disabled = await api.http.get<TUser[]>('/api/users/all?state=disabled', { token: superAdmin });
    expect(emails(disabled.body)).toEqual(DEMO_DISABLED_ACCOUNTS.map((a) => a.email));
    const refused = await api.http.post('/api/users/login', {
      body: { email: DEMO_DISABLED_ACCOUNTS[0]?.email, password: DEMO_PASSWORD },
    });
    expect(refused.status).toBe(403);
    const clientAdmin = await api.http.login('client.admin@fixline.test');
    const pending = await api.http.get<TInvitation[]>('/api/users/invitations', { token: clientAdmin });
    expect(pending.body.map((i) => [i.email, i.invitedBy, i.expired])).toEqual([
      ['new.adjuster@fixline.test', 'Claire Adams', false],
    ]);
  });
});

describe('GET /api/users: search and filters', () => {
  it('searches names and emails, and filters by organisation, role and state', async () => {
    const get = async (query: string) =>
      emails((await api.http.get<TUser[]>(`/api/users/all?${query}`, { token: superAdmin })).body);
    expect(await get('search=HUGHES')).toEqual(['client@fixline.test']);
    expect(await get('search=client.admin')).toEqual(['client.admin@fixline.test']);
    expect(await get('search=_')).toEqual([]);
    expect(await get(`organisationId=${orgIds['Acme Motors']}&role=ADMIN`)).toEqual(['repairer.admin@fixline.test']);
    expect(await get('state=passwordChange')).toEqual(['newstaff@fixline.test']);
    expect(await get('role=SUPER_ADMIN&state=active')).toEqual(['superadmin@fixline.test']);
    expect((await api.http.get('/api/users?state=gone', { token: superAdmin })).status).toBe(400);
  });

  it('an organisation admin’s filters stay within their organisation', async () => {
    const admin = await api.http.login('repairer.admin@fixline.test');
    const other = await api.http.get<TUser[]>(`/api/users?organisationId=${orgIds['Northwind Insurance']}`, {
      token: admin,
    });
    expect(other.body).toEqual([]);
  });
});

describe('the last enabled admin', () => {
  it('cannot be disabled or demoted, by a super admin either; a second admin lifts the guard', async () => {
    const adminId = ids['client.admin@fixline.test'] as string;
    const disable = await api.http.put<Refusal>(`/api/users/disable/${adminId}`, { token: superAdmin });
    expect(disable.status).toBe(409);
    expect(disable.body.message).toBe(USER_MESSAGES.lastAdmin);
    const northwind = orgIds['Northwind Insurance'] as string;
    const demote = await api.http.put<Refusal>(`/api/users/role/${adminId}`, {
      token: superAdmin,
      body: { organisationId: northwind, role: 'USER' },
    });
    expect(demote.status).toBe(409);

    const clientAdmin = await api.http.login('client.admin@fixline.test');
    const promoted = await api.http.put<TUser>(`/api/users/role/${ids['client@fixline.test']}`, {
      token: clientAdmin,
      body: { organisationId: northwind, role: 'ADMIN' },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.permissions[0]?.role).toBe('ADMIN');
    expect(promoted.body.permissions[0]?.privileges).toContain('WriteOrgUsers');

    // Both admins demoted at the same moment: the organisation keeps one.
    const answers = await Promise.all(
      [ids['client@fixline.test'], adminId].map((id) =>
        api.http.put(`/api/users/role/${id}`, { token: superAdmin, body: { organisationId: northwind, role: 'USER' } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const admins = await api.app.db
      .selectFrom('permissions')
      .select('userId')
      .where('organisationId', '=', northwind)
      .where('role', '=', 'ADMIN')
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('a role the organisation cannot hold, or outside the admin’s organisation, is refused', async () => {
    const admin = await api.http.login('repairer.admin@fixline.test');
    const acme = orgIds['Acme Motors'] as string;
    const superRole = await api.http.put<Refusal>(`/api/users/role/${ids['repairer@fixline.test']}`, {
      token: admin,
      body: { organisationId: acme, role: 'SUPER_ADMIN' },
    });
    expect(superRole.status).toBe(400);
    expect(superRole.body.errors).toEqual(['role: A repairer organisation cannot have the role SUPER_ADMIN']);
    const outside = await api.http.put(`/api/users/role/${ids['client2@fixline.test']}`, {
      token: admin,
      body: { organisationId: orgIds['Harbour Fleet Leasing'], role: 'ADMIN' },
    });
    expect(outside.status).toBe(404);
    const notMember = await api.http.put(`/api/users/role/${ids['client2@fixline.test']}`, {
      token: superAdmin,
      body: { organisationId: acme, role: 'ADMIN' },
    });
    expect(notMember.status).toBe(404);
    const user = await api.http.login('repairer@fixline.test');
    const plain = await api.http.put(`/api/users/role/${ids['repairer.admin@fixline.test']}`, {
      token: user,
      body: { organisationId: acme, role: 'USER' },
    });
    expect(plain.status).toBe(403);
  });
});

describe('disabling ends access at once', () => {
  it('the user’s token and open socket end as the disable answers', async () => {
    const admin = await api.http.login('repairer.admin@fixline.test');
    const token = await api.http.login('repairer@fixline.test');
    const { socket } = await registered(api.app.url, token);
    const closed = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));
    const answer = await api.http.put<TUser>(`/api/users/disable/${ids['repairer@fixline.test']}`, { token: admin });
    expect(answer.status).toBe(200);
    await closed;
    expect((await api.http.get('/api/users/current', { token })).status).toBe(401);
    await api.http.put(`/api/users/enable/${ids['repairer@fixline.test']}`, { token: admin });
  });
});

describe('invitations: list, resend, revoke', () => {
  it('an admin sees their organisation’s pending invitations; a fresh link replaces the old one', async () => {
    const admin = await api.http.login('repairer.admin@fixline.test');
    const invite = await api.http.post<{ inviteUrl: string }>('/api/users/invite', {
      token: admin,
      body: { email: 'new.fitter@fixline.test', organisationId: orgIds['Acme Motors'], role: 'USER' },
    });
    expect(invite.status).toBe(201);
    await api.http.post('/api/users/invite', {
      token: superAdmin,
      body: { email: 'elsewhere@fixline.test', organisationId: orgIds['Harbour Fleet Leasing'], role: 'ADMIN' },
    });

    const list = await api.http.get<TInvitation[]>('/api/users/invitations', { token: admin });
    expect(list.body.map((i) => [i.email, i.organisationName, i.role, i.invitedBy, i.expired])).toEqual([
      ['new.fitter@fixline.test', 'Acme Motors', 'USER', 'Rachel Moore', false],
    ]);
    const all = await api.http.get<TInvitation[]>('/api/users/invitations', { token: superAdmin });
    // Newest first, the demo data's own after these two.
    expect(all.body.map((i) => i.email)).toEqual([
      'elsewhere@fixline.test',
      'new.fitter@fixline.test',
      ...DEMO_INVITATIONS.map((i) => i.email),
    ]);
    const elsewhere = all.body[0]?.id as string;
    const id = list.body[0]?.id as string;

    const resent = await api.http.put<{ inviteUrl: string }>(`/api/users/invitations/${id}/resend`, { token: admin });
    expect(resent.status).toBe(200);
    expect(resent.body.inviteUrl).not.toBe(invite.body.inviteUrl);
    const old = await api.http.get(`/api/users/register?token=${tokenOf(invite.body.inviteUrl)}`);
    expect(old.status).toBe(404);
    const fresh = await api.http.get(`/api/users/register?token=${tokenOf(resent.body.inviteUrl)}`);
    expect(fresh.status).toBe(200);

    expect((await api.http.put(`/api/users/invitations/${elsewhere}/resend`, { token: admin })).status).toBe(404);
    expect((await api.http.delete(`/api/users/invitations/${elsewhere}`, { token: admin })).status).toBe(404);
    const user = await api.http.login('repairer@fixline.test');
    expect((await api.http.get('/api/users/invitations', { token: user })).status).toBe(403);

    expect((await api.http.delete(`/api/users/invitations/${id}`, { token: admin })).status).toBe(204);
    expect((await api.http.get(`/api/users/register?token=${tokenOf(resent.body.inviteUrl)}`)).status).toBe(404);
    expect((await api.http.delete(`/api/users/invitations/${id}`, { token: admin })).status).toBe(404);
  });
});

describe('PUT /api/users/current (profile)', () => {
  it('a person changes their own name and phone, and nothing else', async () => {
    const token = await api.http.login('bodyshop@fixline.test');
    const saved = await api.http.put<TUser>('/api/users/current', {
      token,
      body: { name: ' Ben Carter-Jones ', phone: '+44 7700 900456' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Ben Carter-Jones', phone: '+44 7700 900456' });
    const cleared = await api.http.put<TUser>('/api/users/current', { token, body: { name: 'Ben Carter', phone: '' } });
    expect(cleared.body.phone).toBeNull();
    const bad = await api.http.put<Refusal>('/api/users/current', {
      token,
      body: { name: '', phone: 'call me', email: 'x@y.z' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining(['body: Not a field that can be set here: email', 'name: This field is required']),
    );
    const badPhone = await api.http.put<Refusal>('/api/users/current', {
      token,
      body: { name: 'B', phone: 'call me' },
    });
    expect(badPhone.body.errors).toEqual(['phone: Please provide a valid phone number']);
    expect((await api.http.put('/api/users/current', { body: { name: 'x', phone: null } })).status).toBe(401);
  });
});
