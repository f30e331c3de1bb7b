import { randomBytes } from 'node:crypto';
import { sharedSetting } from '../../db/app-settings.ts';
import type { Db } from '../../db/database.ts';

const SETTING = 'storage-signing-key';

/**
 * The key that signs disk-storage addresses: generated once and kept in the database, so every node
 * (and every restart) accepts the addresses any node signed.
 */
export async function loadStorageSigningKey(db: Db): Promise<Buffer> {
  const key = await sharedSetting(db, SETTING, () => randomBytes(32).toString('base64'));
  return Buffer.from(key, 'base64');
}
