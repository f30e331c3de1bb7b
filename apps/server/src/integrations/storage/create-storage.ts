import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createDiskStorage, type DiskStorage } from './disk-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { loadStorageSigningKey } from './signing-key.ts';

/** S3_BUCKET chooses S3; without it, files live on local disk under DATA_DIR/objects and this app serves them. */
export async function createObjectStorage(
  config: Config,
  db: Db,
): Promise<{ storage: ObjectStorage; disk: DiskStorage | null }> {
  if (config.s3) {
    // The AWS SDK takes about a second to load: only when S3 is used.
    const { createS3Storage } = await import('./s3-storage.ts');
    return { storage: createS3Storage(config.s3), disk: null };
  }
  const disk = createDiskStorage({
    root: path.join(config.dataDir, 'objects'),
    secret: await loadStorageSigningKey(db),
  });
  return { storage: disk, disk };
}
