import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { CompiledQueries } from './compiled-queries.ts';

const api = useTestApp();

describe('compiled queries', () => {
  it('build a shape once and run it again with each new value, rows in camel case', async () => {
    const { db } = api.app;
    const users = new CompiledQueries<{ name: string; requiredPasswordChange: boolean }>();
    let builds = 0;
    const find = (email: string) =>
      users.takeFirst(db, 'by email', email, (value) => {
        builds += 1;
        return db.selectFrom('users').select(['name', 'requiredPasswordChange']).where('email', '=', value);
      });
    expect(await find('client@fixline.test')).toMatchObject({ requiredPasswordChange: false });
    const repairer = await find('repairer@fixline.test');
    expect(repairer?.name).toBeTruthy();
    expect(repairer?.name).not.toBe((await find('client@fixline.test'))?.name);
    expect(await find('nobody@example.test')).toBeUndefined();
    expect(builds).toBe(1);
  });

  it('refuse a query that does not use its value exactly once: it would run the wrong query', async () => {
    const { db } = api.app;
    const queries = new CompiledQueries<{ id: string }>();
    await expect(
      queries.takeFirst(db, 'unused', 'x', () => db.selectFrom('users').select('id').where('email', '=', 'a')),
    ).rejects.toThrow(/exactly once/);
    await expect(
      queries.takeFirst(db, 'twice', 'x', (value) =>
        db.selectFrom('users').select('id').where('email', '=', value).where('name', '=', value),
      ),
    ).rejects.toThrow(/exactly once/);
  });
});
