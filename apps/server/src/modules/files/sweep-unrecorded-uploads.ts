import { sql } from 'kysely';
import { thumbnailKeyOf } from './file-keys.ts';
import type { FilesContext } from './files-context.ts';

/** How often each node looks for uploads nobody recorded. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Files uploaded but never recorded on a claim, once their grant has expired: the grants are deleted
 * (a thumbnail's with its original's) and then their objects, with the thumbnail beside each. Deleting
 * the rows first decides which node removes which objects; an object that cannot be removed is logged.
 */
export async function sweepUnrecordedUploads({ db, storage, log }: Pick<FilesContext, 'db' | 'storage' | 'log'>) {
  let swept = 0;
  for (;;) {
    const rows = await db
      .deleteFrom('uploadGrants')
      .where(
        'key',
        'in',
        db
          .selectFrom('uploadGrants')
          .select('key')
          .where('usedAt', 'is', null)
          .where('originalKey', 'is', null)
          .where('expiresAt', '<', sql<Date>`now()`)
          .limit(BATCH),
      )
      .returning('key')
      .execute();
    for (const { key } of rows) {
      for (const object of [key, thumbnailKeyOf(key)]) {
        await storage
          .remove(object)
          .catch((error: unknown) => log.warn({ err: error, key: object }, 'object not removed'));
      }
    }
    swept += rows.length;
    if (rows.length < BATCH) return swept;
  }
}
