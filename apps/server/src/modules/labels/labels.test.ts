import type { TClaimActionResponse, TLabel } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const actor of ['superadmin', 'client', 'client2', 'repairer']) {
    tokens[actor] = await api.http.login(`${actor}@fixline.test`);
  }
});

const create = (body: unknown, actor = 'superadmin') =>
  api.http.post<TLabel>('/api/labels', { token: tokens[actor], body });
const claimLabels = async (id: string) =>
  (await api.app.db.selectFrom('claims').select('labels').where('id', '=', id).executeTakeFirstOrThrow()).labels;

describe('labels', () => {
  it('are created by a super admin, with the colour upper case', async () => {
    const answer = await create({ name: 'Hire car', colour: '#ff7043', description: 'Customer has a hire car' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Hire car',
      colour: '#FF7043',
      description: 'Customer has a hire car',
      claims: 0,
    });
  });

  it('refuse a name already taken, whatever its case, and bad fields one line each', async () => {
    const taken = await create({ name: 'HIRE CAR', colour: '#000000' });
    expect(taken).toMatchObject({ status: 409, body: { message: 'A label with this name already exists' } });
    const bad = await create({ name: 'a,b', colour: 'blue', extra: 1 });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as { errors: string[] }).errors).toEqual(
      expect.arrayContaining(['name: A label cannot contain a comma', 'colour: Please choose a colour like #1E88E5']),
    );
  });

  it('are read by every member of staff with the number of their own claims carrying each', async () => {
    await insertClaim(api.app.db, { status: 'registered', labels: ['Fleet'] });
    await insertClaim(api.app.db, {
      status: 'registered',
      client: 'client2',
      repairer: 'repairer2',
      labels: ['Fleet'],
    });
    const counts = async (actor: string) => {
      const answer = await api.http.get<TLabel[]>('/api/labels', { token: tokens[actor] });
      expect(answer.status).toBe(200);
      return answer.body.find((label) => label.name === 'Fleet')?.claims;
    };
    const all = await counts('superadmin');
    const northwind = await counts('client');
    const harbour = await counts('client2');
    expect(all).toBe((northwind ?? 0) + (harbour ?? 0));
    expect(harbour).toBeGreaterThan(0);
  });

  it('are managed by super admins only', async () => {
    expect((await create({ name: 'Mine', colour: '#000000' }, 'client')).status).toBe(403);
    const [label] = (await api.http.get<TLabel[]>('/api/labels', { token: tokens.superadmin })).body;
    expect((await api.http.delete(`/api/labels/${label?.id}`, { token: tokens.client })).status).toBe(403);
    expect((await api.http.get('/api/labels')).status).toBe(401);
  });

  it('when renamed, are renamed on every claim carrying them, in one go', async () => {
    const { body: label } = await create({ name: 'Courtesy car', colour: '#00897B' });
    const claimId = await insertClaim(api.app.db, { status: 'registered', labels: ['Courtesy car', 'Fleet'] });
    const renamed = await api.http.put<TLabel>(`/api/labels/${label.id}`, {
      token: tokens.superadmin,
      body: { name: 'Loan car', colour: '#00897B' },
    });
    expect(renamed.body).toMatchObject({ name: 'Loan car', claims: 1 });
    expect(await claimLabels(claimId)).toEqual(['Loan car', 'Fleet']);
    const list = await api.http.get(`/api/claims?labels=${encodeURIComponent('Loan car')}`, {
      token: tokens.superadmin,
    });
    expect((list.body as { id: string }[]).map((c) => c.id)).toEqual([claimId]);
  });

  it('when deleted, come off every claim', async () => {
    const { body: label } = await create({ name: 'Parked', colour: '#455A64' });
    const claimId = await insertClaim(api.app.db, { status: 'registered', labels: ['Parked', 'Fleet'] });
    expect((await api.http.delete(`/api/labels/${label.id}`, { token: tokens.superadmin })).status).toBe(204);
    expect(await claimLabels(claimId)).toEqual(['Fleet']);
    expect((await api.http.get(`/api/labels/${label.id}`, { token: tokens.superadmin })).status).toBe(404);
    expect((await api.http.delete(`/api/labels/${label.id}`, { token: tokens.superadmin })).status).toBe(404);
  });

  it('go on a claim only if they exist, in their own spelling', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'registered' });
    const added = await api.http.put<TClaimActionResponse>(`/api/claims/${claimId}/add-label/priority`, {
      token: tokens.superadmin,
    });
    expect(added.body.claim.labels).toEqual(['Priority']);
    const unknown = await api.http.put(`/api/claims/${claimId}/add-label/Nonsense`, { token: tokens.superadmin });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Label not found' } });
  });

  it('give one 201 and one 409 when two people create the same name at once', async () => {
    const answers = await Promise.all([
      create({ name: 'Race', colour: '#000000' }),
      create({ name: 'race', colour: '#FFFFFF' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});
