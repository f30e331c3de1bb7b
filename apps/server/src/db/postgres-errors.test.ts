import getPort from 'get-port';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { createDb } from './database.ts';
import { isDatabaseUnavailable, isDataException, isUniqueViolation } from './postgres-errors.ts';

const api = useTestApp();

/** The error a real failure gives, to classify what pg and PostgreSQL actually throw. */
async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('isDatabaseUnavailable: the failures that answer 503', () => {
  it('PostgreSQL not listening (a stop, a restart)', async () => {
    const nowhere = createDb(`postgres://fixline@127.0.0.1:${await getPort()}/fixline`, { max: 1 });
    const error = await failure(() => sql`select 1`.execute(nowhere));
    await nowhere.destroy();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a connection the server ends while a request holds it between statements: a 503, not the end of the process', async () => {
    const error = await failure(() =>
      api.app.db.connection().execute(async (held) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(held);
        // Another session ends it (as a shutdown does) while this one is between statements.
        await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(api.app.db);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(held);
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((await api.http.get('/api/health')).status).toBe(200);
  });

  it('a statement cancelled by the statement timeout', async () => {
    const error = await failure(() =>
      api.app.db.transaction().execute(async (trx) => {
        await sql`set local statement_timeout = 50`.execute(trx);
        await sql`select pg_sleep(1)`.execute(trx);
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('not the request’s own mistakes: a unique violation or bad SQL stays what it is', async () => {
    const duplicate = await failure(() =>
      api.app.db
        .insertInto('labels')
        .values([
          { name: 'Twice', colour: '#000000' },
          { name: 'twice', colour: '#000000' },
        ])
        .execute(),
    );
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(await failure(() => sql`select nothing from nowhere`.execute(api.app.db)))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
  });
});

describe('isDataException: values PostgreSQL refuses, which answer 400', () => {
  it('a date out of range, a number out of range, text that is no value of its type', async () => {
    const refused = [
      await failure(() => sql`select ${'0000-01-01'}::date`.execute(api.app.db)),
      await failure(() => sql`select ${'2147483648'}::int4`.execute(api.app.db)),
      await failure(() => sql`select ${'not-a-uuid'}::uuid`.execute(api.app.db)),
      await failure(() => sql`select ${'294277-01-01T00:00:00Z'}::timestamptz`.execute(api.app.db)),
    ];
    for (const error of refused) {
      expect(isDataException(error)).toBe(true);
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
    expect(isDataException(await failure(() => sql`select nothing from nowhere`.execute(api.app.db)))).toBe(false);
  });
});
