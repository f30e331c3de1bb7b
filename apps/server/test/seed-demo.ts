import pino from 'pino';
import type { Config } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import { seedDemoData } from '../src/demo/seed.ts';
import { createObjectStorage } from '../src/integrations/storage/create-storage.ts';

/**
 * The demo seeded as the app with this configuration seeds it on start: its files in the storage that
 * app serves them from (under config.dataDir, or S3). The seed's few log lines are not the test's.
 */
export async function seedDemo(db: Db, config: Config): Promise<boolean> {
  const { storage } = await createObjectStorage(config, db);
  return seedDemoData(db, { publicUrl: config.publicUrl, storage, log: pino({ level: 'silent' }) });
}
