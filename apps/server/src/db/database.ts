import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { prepareStatements } from './prepared-statements.ts';
import type { Database } from './schema.ts';

// bigint columns (counts, identities) as numbers: our counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
// Calendar dates (an incident date) stay 'YYYY-MM-DD' text: a Date would shift them by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = Kysely<Database>;

export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 });
  // An idle connection closed by the server (a restart, a shutdown) is dropped from the pool and
  // replaced on next use; without this listener the pool's 'error' event would end the process.
  pool.on('error', (error) => console.warn(`database connection closed: ${error.message}`));
  pool.on('connect', prepareStatements);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}
