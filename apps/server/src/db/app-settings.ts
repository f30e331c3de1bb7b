import type { Db } from './database.ts';

/**
 * A setting every node must share, generated on first need and kept in the database: two nodes starting
 * at once both try to store theirs, the first insert wins, and both read that one back.
 */
export async function sharedSetting<T>(db: Db, key: string, generate: () => T): Promise<T> {
  await db
    .insertInto('appSettings')
    .values({ key, value: JSON.stringify(generate()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('appSettings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value as T;
}
