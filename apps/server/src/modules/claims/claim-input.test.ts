import { CLAIM_ACTIONS, ROUTED_CLAIM_ACTIONS } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
let superAdmin: string;
let claimId: string;

beforeAll(async () => {
  superAdmin = await api.http.login('superadmin@fixline.test');
  claimId = await insertClaim(api.app.db, { status: 'registered' });
});

const routes = ROUTED_CLAIM_ACTIONS.map((action) => ({ action, ...CLAIM_ACTIONS[action].http }));
const url = (path: string, id: string) => path.replace(':id', id).replace(':label', 'VIP');

describe('every claim route, from the workflow table', () => {
  it.each(routes)('$action: no token is 401, a malformed id 400, both with a message', async ({ method, path }) => {
    const anonymous = await api.http.call<{ message: string }>(method, url(path, claimId));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Please sign in to continue');
    const malformed = await api.http.call<{ message: string; errors: string[] }>(method, url(path, 'claim-1'), {
      token: superAdmin,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual(['id: Not a valid id']);
  });

  it.each(
    routes.filter((r) =>
      ['rollback', 'request-quote-authorisation', 'raise-issue', 'comment', 'update'].includes(r.action),
    ),
  )('$action: a missing, mistyped or malformed body is 400 and changes nothing', async ({ method, path }) => {
    for (const options of [
      {},
      { body: { cost: -1, costRepairer: 'a lot', status: 7, issueComment: '', comment: 42, version: 'one' } },
      { raw: '{', headers: { 'content-type': 'application/json' } },
    ]) {
      const answer = await api.http.call<{ message: string }>(method, url(path, claimId), {
        token: superAdmin,
        ...options,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
    const row = await api.app.db
      .selectFrom('claims')
      .select(['status', 'version'])
      .where('id', '=', claimId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'registered', version: 1 });
  });

  it('money is whole pence, not negative', async () => {
    const path = `/api/claims/${claimId}/request-quote-authorisation`;
    for (const [cost, message] of [
      [-5, 'cost: This field must be a positive number'],
      [12.5, 'cost: '],
      ['100', 'cost: This field must be a number'],
    ] as const) {
      const answer = await api.http.post<{ errors: string[] }>(path, {
        token: superAdmin,
        body: { cost, costRepairer: 1 },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toMatch(new RegExp(`^${message}`));
    }
  });
});
