import { ZClaimListQuery, ZMarketplaceQuery } from '@fixline/domain';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/database.ts';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { listClaims } from '../../apps/server/src/modules/claim-lists/list-claims.ts';
import { listMarketplace } from '../../apps/server/src/modules/marketplace/list-marketplace.ts';
import { loadActor } from './bench-actor.ts';
import type { Person } from './mix-seed.ts';

export interface Plan {
  name: string;
  sql: string;
  plan: string;
  /** Execution time PostgreSQL reported (ms). */
  executionMs: number;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each list query class of the mix: the server's own list functions run
 * once on a Kysely that records the SQL it sends (so the plans are of exactly the statements the app
 * runs, the count of includeCountAll too), then each statement explained with the same parameters.
 * Custom plans for those parameters: the app's prepared statements may get generic plans after five runs.
 */
export async function explainLists(
  url: string,
  db: Db,
  handler: Person,
  garage: Person,
  bidder: Person,
): Promise<Plan[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const recorded: { sql: string; parameters: readonly unknown[] }[] = [];
  const recording = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    log: (event) => {
      if (event.level === 'query') recorded.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const classes: [string, Person, () => Promise<unknown>][] = [];
  const list = (name: string, person: Person, query: Record<string, string>) =>
    classes.push([
      name,
      person,
      async () => listClaims(recording, await loadActor(db, person.userId), ZClaimListQuery.parse(query)),
    ]);
  list('handler queue: a status, page 1, newest first', handler, { status: 'in-repair', includeCountAll: 'true' });
  list('handler queue: a status, page 3, oldest first', handler, {
    status: 'registered',
    page: '3',
    sortOrder: 'asc',
    includeCountAll: 'true',
  });
  list('handler queue: every claim, page 1', handler, { includeCountAll: 'true' });
  list('handler queue: a status and a label', handler, { status: 'paid', labels: 'Fleet', includeCountAll: 'true' });
  list('handler queue: a plate search', handler, {
    plateNumber: (handler.plates[0] ?? 'AB12').slice(0, 4),
    includeCountAll: 'true',
  });
  list('handler queue: the last 30 days', handler, { status: 'bidding', lastDays: '30', includeCountAll: 'true' });
  list('garage jobs: in repair, page 1', garage, { status: 'in-repair', includeCountAll: 'true' });
  classes.push([
    'marketplace: nearest first, page 0',
    bidder,
    () => listMarketplace(recording, { id: bidder.organisationId, type: 'repairer' }, ZMarketplaceQuery.parse({})),
  ]);
  const plans: Plan[] = [];
  try {
    for (const [name, , run] of classes) {
      recorded.length = 0;
      await run();
      for (const [index, statement] of recorded.entries()) {
        const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${statement.sql}`,
          statement.parameters as unknown[],
        );
        const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        plans.push({
          name: recorded.length > 1 ? `${name} (statement ${index + 1} of ${recorded.length})` : name,
          sql: statement.sql,
          plan,
          executionMs: Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? Number.NaN),
        });
      }
    }
  } finally {
    await recording.destroy();
  }
  return plans;
}
