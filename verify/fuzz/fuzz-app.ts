import { givenOrEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { startAppOn } from '../../apps/server/test/start-app.ts';
import { FUZZ_APP_ENV } from './field-hints.ts';

export interface FuzzApp {
  url: string;
  /** Where the database server is, for the report. */
  database: string;
  /**
   * The server's warning and error lines since the last call, for a failing case's report: a 5xx's
   * cause, or the database's reason for a value it refused (answered 400).
   */
  takeErrorLog(): string[];
  close(): Promise<void>;
}

/**
 * A throwaway app for the fuzzer to change at will: the real app on a fresh database with the demo
 * data, on the PostgreSQL of TEST_DATABASE_URL (CI) or an embedded one started here. It trusts
 * X-Forwarded-For as production does behind a load balancer (TRUST_PROXY), so each generated case can
 * come from an address of its own and the per-address limits (login, FNOL, feedback) stay as they are
 * in production without turning every later case into 429.
 */
export async function startFuzzApp(): Promise<FuzzApp> {
  const database = await givenOrEmbeddedPostgres(process.env.TEST_DATABASE_URL, 'fuzz');
  const serverUrl = database.url;
  const errors: string[] = [];
  const logStream = { write: (line: string) => errors.push(line.trim()) };
  const app = await startAppOn(serverUrl, { LOG_LEVEL: 'warn', TRUST_PROXY: 'true', ...FUZZ_APP_ENV }, logStream);
  return {
    url: app.url,
    database: process.env.TEST_DATABASE_URL ? new URL(serverUrl).host : 'embedded PostgreSQL',
    takeErrorLog: () => errors.splice(0),
    close: async () => {
      await app.close();
      await database.stop();
    },
  };
}
