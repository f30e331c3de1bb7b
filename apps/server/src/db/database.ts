import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { prepareStatements } from './prepared-statements.ts';
import type { Database } from './schema.ts';

// bigint columns (counts, identities) as numbers: our counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
// Calendar dates (an incident date) stay 'YYYY-MM-DD' text: a Date would shift them by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// Lists of dates (a driver's available days, OID 1182) likewise: parsed as the text list they are.
type TypeId = Parameters<typeof pg.types.getTypeParser>[0];
// Neither is among the typings' builtins, though pg-types parses both.
const [DATE_ARRAY, TEXT_ARRAY] = [1182, 1009] as unknown as [TypeId, TypeId];
pg.types.setTypeParser(DATE_ARRAY, pg.types.getTypeParser(TEXT_ARRAY));

export type Db = Kysely<Database>;

/** Each Db's pool, for the few things a pooled connection cannot do (a LISTEN that lasts). */
const pools = new WeakMap<Db, pg.Pool>();

/**
 * How to reach the Db's server with a connection of its own, outside the pool: a listener holds one
 * for the life of the app, and taking it from the pool would leave every request one connection short.
 */
export function connectionConfigOf(db: Db): pg.ClientConfig {
  const pool = pools.get(db);
  if (!pool) throw new Error('This Db was not made by createDb');
  return { ...pool.options };
}

/** How long a request waits for a connection: PostgreSQL down or every connection busy is a 503 after this. */
export const CONNECT_TIMEOUT_MS = 3_000;
/** The API's statements take milliseconds; one running this long is cancelled by the server (a 503). */
export const STATEMENT_TIMEOUT_MS = 10_000;

export interface DbOptions {
  /** Connections in the pool. */
  max?: number;
  /** 0 for work that may legitimately run long: migrations, bulk seeding. */
  statementTimeoutMs?: number;
}

export function createDb(
  connectionString: string,
  { max = 10, statementTimeoutMs = STATEMENT_TIMEOUT_MS }: DbOptions = {},
): Db {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // The server cancels a statement past its timeout; the client gives up a little later still, for a
    // server that stopped answering on an open connection (no reset ever arrives). Neither when 0.
    statement_timeout: statementTimeoutMs || undefined,
    query_timeout: statementTimeoutMs ? statementTimeoutMs + 2_000 : undefined,
  });
  // An idle connection closed by the server (a restart, a shutdown) is dropped from the pool and
  // replaced on next use; without this listener the pool's 'error' event would end the process.
  pool.on('error', (error) => console.warn(`database connection closed: ${error.message}`));
  pool.on('connect', (client) => {
    // The pool listens for that only while a connection is idle. Ended while a request holds it (between
    // a transaction's statements), the error would go unheard and end the process; heard here, the
    // request's next statement fails instead (a 503), and the pool drops the connection on release.
    client.on('error', () => {});
    prepareStatements(client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  pools.set(db, pool);
  return db;
}
