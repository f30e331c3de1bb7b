import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const api = useTestApp();

describe('prepared statements', () => {
  it('prepare each parameterised query once per connection and reuse it with new values', async () => {
    await api.app.db.connection().execute(async (connection) => {
      const prepared = async () =>
        (await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(connection)).rows[0]
          ?.n;
      const find = (email: string) =>
        connection.selectFrom('users').select(['name', 'email']).where('email', '=', email).executeTakeFirst();
      const before = await prepared();
      expect((await find('client@fixline.test'))?.email).toBe('client@fixline.test');
      expect((await find('repairer@fixline.test'))?.email).toBe('repairer@fixline.test');
      expect(await find('nobody@example.test')).toBeUndefined();
      expect(await prepared()).toBe((before ?? 0) + 1);
    });
  });

  it('leave queries without parameters, like several statements at once, to the simple protocol', async () => {
    await expect(sql`select 1; select 2`.execute(api.app.db)).resolves.toBeDefined();
  });
});
