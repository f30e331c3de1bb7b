import { randomUUID } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  type ApiKeyScope,
  type TApiKey,
  type TClaim,
  type TClaimFile,
  type TClaimImage,
} from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { sampleJpeg } from '../../../test/sample-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { uploadedKey } from '../../../test/uploads.ts';
import { DEMO_API_KEY } from '../../demo/demo-data.ts';

const api = useTestApp();
const tokens: Record<string, string> = {};
const org: Record<string, string> = {};

beforeAll(async () => {
  for (const who of ['client.admin', 'client', 'client2', 'superadmin', 'repairer.admin']) {
    tokens[who] = await api.http.login(`${who}@fixline.test`);
  }
  const rows = await api.app.db.selectFrom('organisations').select(['id', 'name']).execute();
  const id = (name: string) => rows.find((row) => row.name === name)?.id ?? '';
  org.client = id('Northwind Insurance');
  org.repairer = id('Acme Motors');
});

const keysPath = (organisationId = org.client) => `/api/organisations/${organisationId}/api-keys`;
const makeKey = (scopes: ApiKeyScope[], who = 'client.admin', name = 'Premia production') =>
  api.http.post<TApiKey>(keysPath(), { token: tokens[who], body: { name, scopes } });
async function keyWith(scopes: ApiKeyScope[], name?: string): Promise<{ key: TApiKey; secret: string }> {
  const made = await makeKey(scopes, 'client.admin', name);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { key: made.body, secret: made.body.secret ?? '' };
}
const listKeys = async () => (await api.http.get<TApiKey[]>(keysPath(), { token: tokens['client.admin'] })).body;
const newClaim = { type: 'repair', registration: 'KY24PRM', customerName: 'Alex Premia', damageDescription: 'Bumper' };

describe('API keys', () => {
  it('are made by the organisation’s admin with their secret shown once, and listed without it', async () => {
    const made = await makeKey(['claims:read', 'claims:create']);
    expect(made.status).toBe(201);
    expect(made.body.secret).toMatch(/^fxk_[A-Za-z0-9_-]{43}$/);
    expect(made.body).toMatchObject({
      name: 'Premia production',
      prefix: made.body.secret?.slice(0, 12),
      scopes: ['claims:read', 'claims:create'],
      createdBy: { name: expect.any(String) },
      lastUsedAt: null,
      revokedAt: null,
      oldSecretEndsAt: null,
    });
    const listed = (await listKeys()).find((key) => key.id === made.body.id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('secret');
    // Only a hash is kept.
    const row = await api.app.db
      .selectFrom('apiKeys')
      .selectAll()
      .where('id', '=', made.body.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(made.body.secret);
  });

  it('let the client’s system create a claim, read it and list its claims; the claim is the organisation’s, by the key', async () => {
    const { key, secret } = await keyWith(['claims:read', 'claims:create'], 'Premia claims');
    const body = { ...newClaim, premiaReference: 'PRM-2026-0999' };
    const created = await api.http.post<TClaim>('/api/claims', { token: secret, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.clientOrganisation.id).toBe(org.client);
    expect(created.body.history.at(-1)?.actor?.name).toBe('Premia claims');

    const read = await api.http.get<TClaim>(`/api/claims/${created.body.id}`, { token: secret });
    expect(read.status).toBe(200);
    expect(read.body.allowedActions).toEqual([]);
    const list = await api.http.get<{ data: { id: string }[] }>('/api/claims?includeCountAll=true', { token: secret });
    expect(list.status).toBe(200);
    expect(list.body.data.map((claim) => claim.id)).toContain(created.body.id);

    // The client's people see who made it: the key, by its name.
    const seen = await api.http.get<TClaim>(`/api/claims/${created.body.id}`, { token: tokens.client });
    expect(seen.body.history.map((entry) => entry.actor?.name)).toContain('Premia claims');
    expect((await listKeys()).find((k) => k.id === key.id)?.lastUsedAt).not.toBeNull();
    // It came from Premia: the platform can send it back there.
    const platform = await api.http.get<TClaim>(`/api/claims/${created.body.id}`, { token: tokens.superadmin });
    expect(platform.body.premiaReference).toBe('PRM-2026-0999');
    expect(platform.body.allowedActions).toContain('return-to-premia');
    // The client's people name no Premia reference: it is its system's.
    const forged = await api.http.post('/api/claims', { token: tokens.client, body });
    expect(forged.status).toBe(403);
  });

  it('hold their scopes’ privileges only, and only on the routes documented for keys', async () => {
    const { secret } = await keyWith(['claims:read'], 'Reader');
    expect((await api.http.post('/api/claims', { token: secret, body: newClaim })).status).toBe(403);
    const claimId = await insertClaim(api.app.db, { status: 'registered', client: 'client' });
    const comment = await api.http.post(`/api/claims/${claimId}/comment`, { token: secret, body: { comment: 'Hi' } });
    expect(comment.status).toBe(403);
    expect(comment.body).toMatchObject({ message: API_KEY_MESSAGES.notOnThisRoute });
    for (const path of ['/api/users/current', '/api/notifications', `${keysPath()}`]) {
      const answer = await api.http.get(path, { token: secret });
      expect(answer.status, path).toBe(403);
    }
    // Creating is not reading: what it made, a create-only key cannot read back.
    const creator = await keyWith(['claims:create'], 'Creator');
    const made = await api.http.post<TClaim>('/api/claims', { token: creator.secret, body: newClaim });
    expect(made.status).toBe(201);
    expect((await api.http.get('/api/claims', { token: creator.secret })).status).toBe(403);
    expect((await api.http.get(`/api/claims/${made.body.id}`, { token: creator.secret })).status).toBe(403);
  });

  it('add photos to their organisation’s claims, and see another organisation’s claims as nothing (404)', async () => {
    const { secret } = await keyWith(['claims:read', 'files:write'], 'Photos');
    const own = await insertClaim(api.app.db, { status: 'registered', client: 'client' });
    const other = await insertClaim(api.app.db, { status: 'registered', client: 'client2' });
    const photo = await sampleJpeg();
    const s3Key = await uploadedKey(api, secret, photo, 'image/jpeg');
    const body = { contentType: 'image/jpeg', name: 'front.jpg', s3Key };
    const recorded = await api.http.post<TClaimImage>(`/api/claims/${own}/images`, { token: secret, body });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const files = await api.http.get<TClaimFile[]>(`/api/claims/${own}/images`, { token: secret });
    expect(files.body.map((file) => file.id)).toContain(recorded.body.id);
    expect((await api.http.get(`/api/images/${recorded.body.id}`, { token: secret })).status).toBe(200);

    expect((await api.http.get(`/api/claims/${other}`, { token: secret })).status).toBe(404);
    expect((await api.http.get(`/api/claims/${other}/images`, { token: secret })).status).toBe(404);
    const again = await uploadedKey(api, secret, photo, 'image/jpeg');
    const refused = await api.http.post(`/api/claims/${other}/images`, {
      token: secret,
      body: { ...body, s3Key: again },
    });
    expect(refused.status).toBe(404);
  });

  it('rotate: the old secret stops at once, or works a day more; revoked, a key is refused at once', async () => {
    const { key, secret: first } = await keyWith(['claims:read'], 'Rotated');
    const rotate = (oldSecretEnds: string) =>
      api.http.post<TApiKey>(`${keysPath()}/${key.id}/rotate`, {
        token: tokens['client.admin'],
        body: { oldSecretEnds },
      });
    const now = await rotate('now');
    expect(now.status).toBe(200);
    const second = now.body.secret ?? '';
    expect(second).not.toBe(first);
    expect(now.body.prefix).toBe(second.slice(0, 12));
    expect((await api.http.get('/api/claims', { token: first })).status).toBe(401);
    expect((await api.http.get('/api/claims', { token: second })).status).toBe(200);

    const later = await rotate('in-24-hours');
    const third = later.body.secret ?? '';
    const ends = Date.parse(later.body.oldSecretEndsAt ?? '');
    expect(ends - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect((await api.http.get('/api/claims', { token: second })).status).toBe(200);
    expect((await api.http.get('/api/claims', { token: third })).status).toBe(200);
    // A day on, the old secret is refused and no longer shown as working.
    await api.app.db
      .updateTable('apiKeys')
      .set({ oldSecretEndsAt: new Date(Date.now() - 1000) })
      .where('id', '=', key.id)
      .execute();
    expect((await api.http.get('/api/claims', { token: second })).status).toBe(401);
    expect((await listKeys()).find((k) => k.id === key.id)?.oldSecretEndsAt).toBeNull();

    const revoked = await api.http.post<TApiKey>(`${keysPath()}/${key.id}/revoke`, { token: tokens['client.admin'] });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    expect((await api.http.get('/api/claims', { token: third })).status).toBe(401);
    expect((await rotate('now')).status).toBe(409);
    const twice = await api.http.post(`${keysPath()}/${key.id}/revoke`, { token: tokens['client.admin'] });
    expect(twice.body).toMatchObject({ message: API_KEY_MESSAGES.alreadyRevoked });
  });

  it('are the organisation’s admins’ and the platform’s: others get 403 or 404, and only clients have keys', async () => {
    expect((await makeKey(['claims:read'], 'client')).status).toBe(403);
    expect((await api.http.get(keysPath(), { token: tokens.client2 })).status).toBe(403);
    // Another organisation's admin: its own keys only.
    expect((await api.http.get(keysPath(), { token: tokens['repairer.admin'] })).status).toBe(404);
    const platform = await makeKey(['claims:read'], 'superadmin', 'Made by the platform');
    expect(platform.status).toBe(201);
    const repairer = await api.http.get(keysPath(org.repairer), { token: tokens['repairer.admin'] });
    expect(repairer.status).toBe(404);
    expect(repairer.body).toMatchObject({ message: API_KEY_MESSAGES.onlyForClients });
    const unknownKey = await api.http.post(`${keysPath()}/${randomUUID()}/revoke`, {
      token: tokens['client.admin'],
    });
    expect(unknownKey.status).toBe(404);
  });

  it('make users nobody can sign in as, find, or manage', async () => {
    const { key } = await keyWith(['claims:read'], 'Hidden');
    const row = await api.app.db
      .selectFrom('apiKeys')
      .innerJoin('users', 'users.id', 'apiKeys.userId')
      .select(['users.id', 'users.email', 'users.kind'])
      .where('apiKeys.id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe('api-key');
    const everyone = await api.http.get<{ id: string }[]>('/api/users?limit=200&search=Hidden', {
      token: tokens.superadmin,
    });
    expect(everyone.body.map((user) => user.id)).not.toContain(row.id);
    expect((await api.http.put(`/api/users/disable/${row.id}`, { token: tokens.superadmin })).status).toBe(404);
    const login = await api.http.post('/api/users/login', { body: { email: row.email, password: 'anything at all' } });
    expect(login.status).toBe(401);
  });

  it('include the README’s demo key, which reads Northwind’s claims and no one else’s', async () => {
    const list = await api.http.get<{ clientOrganisation: { id: string } }[]>('/api/claims?limit=100', {
      token: DEMO_API_KEY.secret,
    });
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(new Set(list.body.map((claim) => claim.clientOrganisation.id))).toEqual(new Set([org.client]));
    expect((await listKeys()).map((key) => key.name)).toContain(DEMO_API_KEY.name);
  });

  it('refuse bad input with its field', async () => {
    const noScopes = await api.http.post(keysPath(), {
      token: tokens['client.admin'],
      body: { name: 'x', scopes: [] },
    });
    expect(noScopes.status).toBe(400);
    const unknown = await api.http.post(keysPath(), {
      token: tokens['client.admin'],
      body: { name: 'x', scopes: ['claims:delete'] },
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('scopes');
  });
});
