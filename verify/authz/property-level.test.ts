import { isPermitted, isSuperAdmin, type TClaim, type TClaimSummary, type TUser } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../apps/server/test/test-app.ts';
import { ACTORS, type ActorModel, actor } from './actors.ts';
import { ROUTE_CASES } from './cases/route-cases.ts';
import { changedTables, snapshotDatabase } from './database-snapshot.ts';
import { createFixtures, type Fixtures } from './fixtures.ts';
import { FORBIDDEN_FIELDS, MAY_NOT } from './forbidden-fields.ts';
import matrixFile from './matrix.json' with { type: 'json' };
import type { Matrix } from './matrix.ts';
import { nextAddress } from './run-cell.ts';

/**
 * Issue 7 §1, property level (OWASP API3): a body that tries to set a field the route does not take
 * is refused with 400 and writes nothing; a field the route takes but the caller may not set so is
 * refused (403/404/400) and writes nothing; and what a party reads leaves out what it may not see.
 * The tests run one after another: the database must be still while a request is checked for writes.
 */
const MATRIX = matrixFile as Matrix;
const api = useTestApp({ TRUST_PROXY: 'true' });
let fx: Fixtures;
beforeAll(async () => {
  fx = await createFixtures(api.app);
});

const READ_READERS = ['ReadClaims', 'ReadRepairClaims', 'ReadOwnGarageRepairClaims', 'ReadBodyshopClaims'] as const;

/** The first actor (in the matrix's order) whose own cell on the route succeeds: refusals are then about the field. */
function succeedingActor(route: string): ActorModel {
  const row = MATRIX.routes[route] ?? {};
  const key = MATRIX.actors.find((who) => {
    const cell = row[who];
    const own = typeof cell === 'number' ? cell : cell?.own;
    return own !== undefined && own >= 200 && own < 300;
  });
  if (!key) throw new Error(`Nobody succeeds on ${route}`);
  return actor(key);
}

/** Sends the route's own request for the actor with one field added (or replaced), checking nothing is written. */
async function sendWith(route: string, who: ActorModel, field: string, value: (fx: Fixtures) => unknown) {
  const routeCase = ROUTE_CASES[route];
  if (!routeCase) throw new Error(`No case for ${route}`);
  const [method = 'POST'] = route.split(' ');
  const request = await routeCase.request({ actor: who, subject: 'own', fx });
  const body = { ...(request.body as Record<string, unknown>), [field]: value(fx) };
  const token = request.token === null ? undefined : (request.token ?? fx.token(who));
  const before = await snapshotDatabase(api.app.db);
  const answer = await fx.http.call(method, request.path, {
    ...(token ? { token } : {}),
    body,
    headers: { 'x-forwarded-for': nextAddress() },
  });
  const written = changedTables(before, await snapshotDatabase(api.app.db));
  return { answer, written };
}

const sensitive = Object.keys(FORBIDDEN_FIELDS);
const bodyRoutes = Object.entries(MATRIX.bodyFields);

describe('property level (forbidden fields refused)', () => {
  it('every sensitive field a route takes has a case of a caller who may not set it', () => {
    const uncovered = bodyRoutes.flatMap(([route, fields]) =>
      fields
        .filter((field) => sensitive.includes(field))
        .filter((field) => !MAY_NOT.some((c) => c.route === route && c.field === field))
        .map((field) => `${route} ${field}`),
    );
    expect(uncovered, 'add a MAY_NOT case in forbidden-fields.ts').toEqual([]);
  });

  describe('a field the body does not take: 400, nothing written', () => {
    for (const [route, fields] of bodyRoutes) {
      for (const field of sensitive.filter((name) => !fields.includes(name))) {
        it(`${route} · ${field} → 400`, async () => {
          const who = succeedingActor(route);
          const { answer, written } = await sendWith(route, who, field, FORBIDDEN_FIELDS[field] as () => unknown);
          expect(answer.status, `as ${who.key}: ${JSON.stringify(answer.body)}`).toBe(400);
          expect(answer.body).toMatchObject({ errors: [`body: Not a field that can be set here: ${field}`] });
          expect(written).toEqual([]);
        });
      }
    }
  });

  describe('a field the body takes, set by a caller who may not: refused, nothing written', () => {
    for (const { route, actor: who, field, value, status } of MAY_NOT) {
      it(`${route} · ${who} · ${field} → ${status}`, async () => {
        const { answer, written } = await sendWith(route, actor(who), field, value);
        expect(answer.status, JSON.stringify(answer.body)).toBe(status);
        expect(answer.body).toMatchObject({ message: expect.any(String) });
        expect(written).toEqual([]);
      });
    }
  });

  describe('what each party reads: cost to the client and the platform, costRepairer to the repairer and the platform', () => {
    const readers = ACTORS.filter(
      (who) => who.token === 'live' && !who.requiredPasswordChange && isPermitted(who, { privileges: READ_READERS }),
    );
    const expectedCosts = (who: ActorModel) =>
      isSuperAdmin(who) ? ['cost', 'costRepairer'] : who.organisationType === 'client' ? ['cost'] : ['costRepairer'];
    const pricedClaim = (who: ActorModel) => {
      const email = `${fx.unique('priced')}@example.test`;
      const claim = fx.claim(who, 'own', {
        status: 'awaiting-pickup',
        cost: 120_000,
        costRepairer: 96_000,
        overrides: { customerEmail: email, policyNumber: 'POL-READ-1', excess: 25_000 },
      });
      return { email, claim };
    };

    for (const who of readers) {
      it(`GET /api/claims/:id · ${who.key} · costs`, async () => {
        const { claim } = pricedClaim(who);
        const answer = await fx.http.get<TClaim>(`/api/claims/${await claim}`, { token: fx.token(who) });
        expect(answer.status).toBe(200);
        expect(Object.keys(answer.body.costs).sort()).toEqual(expectedCosts(who));
        // The policy number goes with the client's cost; who pays and the excess to every party (decision 0082).
        const policyNumber = expectedCosts(who).includes('cost') ? 'POL-READ-1' : null;
        expect(answer.body).toMatchObject({ payer: 'insurer', policyNumber, excess: 25_000 });
      });

      it(`GET /api/claims · ${who.key} · costs`, async () => {
        const { email, claim } = pricedClaim(who);
        const id = await claim;
        const answer = await fx.http.get<TClaimSummary[]>(`/api/claims?email=${encodeURIComponent(email)}`, {
          token: fx.token(who),
        });
        const row = answer.body.find((summary) => summary.id === id);
        expect(Object.keys(row?.costs ?? { missing: true }).sort()).toEqual(expectedCosts(who));
      });
    }

    it('GET /api/users/all · superadmin · no password hash, token or secret in any user', async () => {
      const answer = await fx.http.get<TUser[]>('/api/users/all?limit=500', { token: fx.token(actor('superadmin')) });
      expect(answer.status).toBe(200);
      const keys = new Set(answer.body.flatMap((user) => Object.keys(user)));
      expect([...keys].filter((key) => /password(?!Change)|hash|token|secret/i.test(key))).toEqual([]);
    });
  });
});
