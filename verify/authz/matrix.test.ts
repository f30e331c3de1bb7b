import { beforeAll, describe, type ExpectStatic, expect, it } from 'vitest';
import { routeTable } from '../../apps/server/src/http/route-table.ts';
import { useTestApp } from '../../apps/server/test/test-app.ts';
import { actor } from './actors.ts';
import { createFixtures, type Fixtures } from './fixtures.ts';
import { LIST_REACH } from './list-reach.ts';
import matrixFile from './matrix.json' with { type: 'json' };
import { apiRoutes, buildMatrix, type Matrix, type OpenApiDocument, routeKey } from './matrix.ts';
import type { Subject } from './route-case.ts';
import { runCell } from './run-cell.ts';

/**
 * Issue 7 §1: every cell of verify/authz/matrix.json over real HTTP against the real app on a database
 * seeded with the demo data. The describe blocks are the rows `npm run verify` prints (verify-reporter.ts).
 */
const MATRIX = matrixFile as Matrix;
const api = useTestApp({ TRUST_PROXY: 'true' });
let fx: Fixtures;
beforeAll(async () => {
  fx = await createFixtures(api.app);
});

interface CellTest {
  route: string;
  actor: string;
  subject: Subject;
  status: number;
}

const cells: CellTest[] = Object.entries(MATRIX.routes).flatMap(([route, row]) =>
  Object.entries(row).flatMap(([who, expected]) =>
    typeof expected === 'number'
      ? [{ route, actor: who, subject: 'own' as const, status: expected }]
      : Object.entries(expected).map(([subject, status]) => ({
          route,
          actor: who,
          subject: subject as Subject,
          status,
        })),
  ),
);

/** Concurrent tests assert with their own `expect` (the test context's), so a failure names the right cell. */
async function check({ route, actor: who, subject, status }: CellTest, expect: ExpectStatic) {
  const answer = await runCell(fx, route, actor(who), subject);
  expect(answer.status, `${route} as ${who} (${subject}): ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(status);
  if (status >= 400) expect(answer.body).toMatchObject({ message: expect.any(String) });
}

const name = ({ route, actor: who, subject, status }: CellTest) =>
  `${route} · ${who}${subject === 'own' ? '' : ` · ${subject}`} → ${status}`;

describe('authorization matrix', () => {
  it('has a row for every API route of the app, and no row for a route that is gone', () => {
    const live = apiRoutes(routeTable(api.app.app)).map(routeKey).sort();
    const rows = Object.keys(MATRIX.routes).sort();
    expect(
      live.filter((route) => !rows.includes(route)),
      'routes without a row: npm run authz:generate',
    ).toEqual([]);
    expect(
      rows.filter((route) => !live.includes(route)),
      'rows of routes that are gone: npm run authz:generate',
    ).toEqual([]);
  });

  it('is what npm run authz:generate makes of today’s route table, OpenAPI document, grant and workflow tables', () => {
    const { matrix, missing } = buildMatrix(routeTable(api.app.app), api.app.app.swagger() as OpenApiDocument);
    expect(missing).toEqual([]);
    expect(MATRIX, 'the checked-in matrix is stale: npm run authz:generate, then review the diff').toEqual(matrix);
  });

  it('expects of each route only answers its OpenAPI document lists', () => {
    const undocumented = apiRoutes(routeTable(api.app.app)).flatMap((route) => {
      const row = MATRIX.routes[routeKey(route)] ?? {};
      const answers = Object.values(row).flatMap((cell) => (typeof cell === 'number' ? [cell] : Object.values(cell)));
      return [...new Set(answers)]
        .filter((status) => !route.statuses.includes(status))
        .map((status) => `${routeKey(route)} ${status}`);
    });
    expect(undocumented, 'add them to the route’s response schema').toEqual([]);
  });

  describe.concurrent('function level: every route × actor, with the actor’s own objects', () => {
    for (const cell of cells.filter((c) => c.subject === 'own')) it(name(cell), ({ expect }) => check(cell, expect));
  });
});

describe('object level (other org ids → 404)', () => {
  describe.concurrent('another organisation’s ids, and others’ objects within reach', () => {
    for (const cell of cells.filter((c) => c.subject !== 'own')) it(name(cell), ({ expect }) => check(cell, expect));
  });

  describe.concurrent('lists hold only what their reader may reach', () => {
    for (const [route, list] of Object.entries(LIST_REACH)) {
      const readers = MATRIX.actors.filter((who) => MATRIX.routes[route]?.[who] === 200 && actor(who).token === 'live');
      for (const who of readers) {
        it(`${route} · ${who} · every item in reach`, async ({ expect }) => {
          const answer = await fx.http.get(list.path, { token: fx.token(actor(who)) });
          expect(answer.status).toBe(200);
          const reach = list.reach(actor(who), fx);
          const outside = list.items(answer.body).filter((via) => reach && !via.some((id) => reach.includes(id)));
          expect(outside).toEqual([]);
        });
      }
    }
  });
});
