import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb, type Db } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { databaseUrl, dropDatabase, ensureDatabase } from '../../apps/server/src/db/server-admin.ts';
import { seedDemo } from '../../apps/server/test/seed-demo.ts';

export interface ScenarioDatabase {
  url: string;
  /** The check's own view of the data, to count what the servers under test wrote. */
  db: Db;
  /** What the servers under test are started with (SEED none: the data is already here). */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh database for one check on the given server: migrated, with the demo people and organisations. */
export async function scenarioDatabase(serverUrl: string, name: string): Promise<ScenarioDatabase> {
  const database = `fixline_faults_${name}_${randomBytes(3).toString('hex')}`;
  await ensureDatabase(serverUrl, database);
  const url = databaseUrl(serverUrl, database);
  const db = createDb(url, { max: 4 });
  await migrateToLatest(db);
  // Its files where the servers started from this environment keep theirs (DATA_DIR, or S3).
  await seedDemo(db, loadConfig());
  return {
    url,
    db,
    env: { DATABASE_URL: url, JWT_SECRET: randomBytes(32).toString('hex'), SEED: 'none' },
    drop: async () => {
      await db.destroy();
      await dropDatabase(serverUrl, database);
    },
  };
}
