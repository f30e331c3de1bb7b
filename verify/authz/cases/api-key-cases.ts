import { randomUUID } from 'node:crypto';
import { homeOrganisation, rivalOf } from '../actors.ts';
import { type Cell, type RouteCase, type RouteCases, reachExpectation } from '../route-case.ts';

/** The actor's own organisation (a client for the platform), or (other) its rival's. */
const organisationOf = ({ actor, subject, fx }: Cell) => {
  const home = homeOrganisation(actor);
  return fx.org(subject === 'own' ? home : rivalOf(home));
};

/**
 * Keys are a client organisation's settings: its admins' and the platform's. A garage's admin passes the
 * guard, and its own organisation has no keys (404), as another's are out of reach (404).
 */
const onlyClients = (route: Omit<RouteCase, 'expect' | 'subjects'>): RouteCase => ({
  subjects: ['other'],
  expect: (actor, subject, success) =>
    actor.organisationType === 'client' || actor.organisationType === 'platform'
      ? reachExpectation(actor, subject, success)
      : 404,
  ...route,
});

/** A live key of that organisation, with the user it acts as, made for this cell. */
async function keyOf(cell: Cell): Promise<string> {
  const organisationId = organisationOf(cell);
  const { db } = cell.fx.app;
  const user = await db
    .insertInto('users')
    .values({ email: `${randomUUID()}@api-keys.invalid`, name: 'Authz key', passwordHash: 'x', kind: 'api-key' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const key = await db
    .insertInto('apiKeys')
    .values({
      organisationId,
      userId: user.id,
      name: 'Authz key',
      scopes: ['claims:read'],
      prefix: 'fxk_authzkey',
      secretHash: randomUUID(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `/api/organisations/${organisationId}/api-keys/${key.id}`;
}

export const API_KEY_CASES: RouteCases = {
  'GET /api/organisations/:id/api-keys': onlyClients({
    request: async (cell) => ({ path: `/api/organisations/${organisationOf(cell)}/api-keys` }),
  }),
  'POST /api/organisations/:id/api-keys': onlyClients({
    request: async (cell) => ({
      path: `/api/organisations/${organisationOf(cell)}/api-keys`,
      body: { name: 'Authz key', scopes: ['claims:read'] },
    }),
  }),
  'POST /api/organisations/:id/api-keys/:keyId/rotate': onlyClients({
    request: async (cell) => ({ path: `${await keyOf(cell)}/rotate`, body: { oldSecretEnds: 'now' } }),
  }),
  'POST /api/organisations/:id/api-keys/:keyId/revoke': onlyClients({
    request: async (cell) => ({ path: `${await keyOf(cell)}/revoke` }),
  }),
};
