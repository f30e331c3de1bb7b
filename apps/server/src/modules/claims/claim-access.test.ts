import type { ClaimAction, TClaim } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClaimFixture, insertClaim } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();

/** One person per column: the owner's staff, a same-type user of another organisation, the assigned repairer, another repairer. */
const ACTORS = [
  'superadmin',
  'client.admin',
  'client',
  'client2',
  'repairer',
  'repairer.admin',
  'repairer2',
  'bodyshop',
  'bodyshop2',
] as const;
type ActorKey = (typeof ACTORS)[number];
const tokens = {} as Record<ActorKey, string>;

beforeAll(async () => {
  for (const actor of ACTORS) tokens[actor] = await api.http.login(`${actor}@fixline.test`);
});

describe('who sees a claim (owned by Northwind, assigned to Acme Motors)', () => {
  const expected: Record<ActorKey, number> = {
    superadmin: 200,
    'client.admin': 200,
    client: 200,
    client2: 404,
    repairer: 200,
    'repairer.admin': 200,
    repairer2: 404,
    bodyshop: 404,
    bodyshop2: 404,
  };
  it.each(ACTORS)('%s', async (actor) => {
    const id = await insertClaim(api.app.db, { status: 'in-repair' });
    const answer = await api.http.get<{ message: string }>(`/api/claims/${id}`, { token: tokens[actor] });
    expect(answer.status).toBe(expected[actor]);
    if (answer.status === 404) expect(answer.body.message).toBe('Claim not found');
  });

  it('an id that does not exist answers like one out of reach', async () => {
    const answer = await api.http.get('/api/claims/00000000-0000-4000-8000-000000000000', { token: tokens.client });
    expect(answer.status).toBe(404);
  });

  it('a bodyshop assigned to a claim sees it', async () => {
    const id = await insertClaim(api.app.db, { status: 'in-repair', repairer: 'bodyshop' });
    expect((await api.http.get(`/api/claims/${id}`, { token: tokens.bodyshop })).status).toBe(200);
    expect((await api.http.get(`/api/claims/${id}`, { token: tokens.repairer })).status).toBe(404);
  });
});

describe('money each party sees', () => {
  it('the client sees what it pays, the repairer what it is paid, the platform both', async () => {
    const id = await insertClaim(api.app.db, { status: 'in-repair', cost: 120000, costRepairer: 90000 });
    const costs = async (actor: ActorKey) =>
      (await api.http.get<TClaim>(`/api/claims/${id}`, { token: tokens[actor] })).body.costs;
    expect(await costs('superadmin')).toEqual({ cost: 120000, costRepairer: 90000 });
    expect(await costs('client')).toEqual({ cost: 120000 });
    expect(await costs('repairer')).toEqual({ costRepairer: 90000 });
  });
});

interface Case {
  action: ClaimAction;
  fixture: ClaimFixture;
  body?: unknown;
  expected: Record<ActorKey, number>;
}

const row = (
  superadmin: number,
  clientAdmin: number,
  client: number,
  repairer: number,
  bodyshop = 404,
): Record<ActorKey, number> => ({
  superadmin,
  'client.admin': clientAdmin,
  client,
  client2: 404,
  repairer,
  'repairer.admin': repairer,
  repairer2: 404,
  bodyshop,
  bodyshop2: 404,
});

/** docs/product.md's "Who takes which action", written out by hand so the domain table is checked against it. */
const CASES: Case[] = [
  {
    action: 'request-quote-authorisation',
    fixture: { status: 'registered' },
    body: { cost: 1, costRepairer: 1 },
    expected: row(200, 403, 403, 403),
  },
  {
    action: 'approve-for-marketplace',
    fixture: { status: 'awaiting-quote-authorisation' },
    expected: row(200, 200, 200, 403),
  },
  { action: 'reject', fixture: { status: 'awaiting-quote-authorisation' }, expected: row(200, 200, 200, 403) },
  { action: 'approve-for-repair', fixture: { status: 'bidding' }, expected: row(200, 200, 200, 403) },
  { action: 'request-pickup', fixture: { status: 'awaiting-pickup' }, expected: row(200, 403, 403, 200) },
  { action: 'start-repair', fixture: { status: 'awaiting-pickup' }, expected: row(200, 403, 403, 200) },
  { action: 'finish-repair', fixture: { status: 'in-repair' }, expected: row(200, 403, 403, 200) },
  { action: 'confirm-payment', fixture: { status: 'finished' }, expected: row(200, 200, 200, 403) },
  { action: 'request-feedback', fixture: { status: 'paid' }, expected: row(200, 200, 200, 403) },
  { action: 'archive', fixture: { status: 'finished' }, expected: row(200, 200, 200, 403) },
  { action: 'unarchive', fixture: { status: 'archived', archivedFrom: 'finished' }, expected: row(200, 200, 200, 403) },
  {
    action: 'rollback',
    fixture: { status: 'in-repair' },
    body: { status: 'registered' },
    expected: row(200, 403, 403, 403),
  },
  {
    action: 'raise-issue',
    fixture: { status: 'in-repair' },
    body: { issueComment: 'Late' },
    expected: row(200, 200, 200, 200),
  },
  { action: 'resolve-issue', fixture: { status: 'in-repair', issue: true }, expected: row(200, 200, 403, 403) },
  { action: 'add-label', fixture: { status: 'registered' }, expected: row(200, 200, 200, 403) },
  {
    action: 'update',
    fixture: { status: 'registered' },
    body: { version: 1, colour: 'Red' },
    expected: row(200, 200, 200, 403),
  },
  {
    action: 'comment',
    fixture: { status: 'registered' },
    body: { comment: 'Hello' },
    expected: row(201, 201, 201, 201),
  },
  { action: 'delete', fixture: { status: 'registered' }, expected: row(204, 204, 403, 403) },
  { action: 'revive', fixture: { status: 'registered', deleted: true }, expected: row(200, 404, 404, 404) },
  { action: 'triage', fixture: { status: 'fnol', track: 'retail', repairer: null }, expected: row(200, 200, 200, 404) },
];

const PATHS: Record<string, string> = { 'add-label': 'add-label/EV', update: '', delete: '' };
const METHODS: Partial<Record<ClaimAction, string>> = {
  'raise-issue': 'PUT',
  'resolve-issue': 'PUT',
  'add-label': 'PUT',
  revive: 'PUT',
  update: 'PUT',
  delete: 'DELETE',
};

describe('who may take each action (403 in reach, 404 out of reach)', () => {
  const cases = CASES.flatMap((c) => ACTORS.map((actor) => ({ ...c, actor, name: `${c.action} by ${actor}` })));
  it.each(cases)('$name', async ({ action, fixture, body, expected, actor }) => {
    const id = await insertClaim(api.app.db, fixture);
    const suffix = PATHS[action] ?? action;
    const url = `/api/claims/${id}${suffix ? `/${suffix}` : ''}`;
    const answer = await api.http.call(METHODS[action] ?? 'POST', url, { token: tokens[actor], body });
    expect(answer.status).toBe(expected[actor]);
  });
});

describe('a session that has ended', () => {
  it('a revoked token and a disabled user get 401 on claims, and change nothing', async () => {
    const id = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    const revoked = await api.http.login('repairer.admin@fixline.test');
    await api.http.post('/api/users/logout', { token: revoked });
    expect((await api.http.post(`/api/claims/${id}/start-repair`, { token: revoked })).status).toBe(401);

    // A user, not the garage's one admin: the last enabled admin of an organisation cannot be disabled.
    const disabled = await api.http.login('repairer@fixline.test');
    const user = await api.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'repairer@fixline.test')
      .executeTakeFirstOrThrow();
    expect((await api.http.put(`/api/users/disable/${user.id}`, { token: tokens.superadmin })).status).toBe(200);
    expect((await api.http.get(`/api/claims/${id}`, { token: disabled })).status).toBe(401);
    expect((await api.http.post(`/api/claims/${id}/start-repair`, { token: disabled })).status).toBe(401);
    await api.http.put(`/api/users/enable/${user.id}`, { token: tokens.superadmin });

    const row = await api.app.db.selectFrom('claims').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('awaiting-pickup');
  });
});
