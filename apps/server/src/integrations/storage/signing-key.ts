import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';

const SETTING = 'storage-signing-key';

/**
 * The key that signs disk-storage addresses: generated once and kept in the database, so every node
 * (and every restart) accepts the addresses any node signed.
 */
export async function loadStorageSigningKey(db: Db): Promise<Buffer> {
  const generated = randomBytes(32).toString('base64');
  // Two nodes starting at once both try; the first insert wins and both read it back.
  await db
    .insertInto('appSettings')
    .values({ key: SETTING, value: JSON.stringify(generated) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('appSettings').select('value').where('key', '=', SETTING).executeTakeFirstOrThrow();
  return Buffer.from(row.value as string, 'base64');
}
