import { randomBytes } from 'node:crypto';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { databaseUrl, dropDatabase, ensureDatabase } from '../apps/server/src/db/server-admin.ts';
import { seedDemo } from '../apps/server/test/seed-demo.ts';
import { addBenchOrganisations } from './claims/seed-bench-claims.ts';

export interface BenchDatabase {
  url: string;
  db: Db;
  /** Closes it and drops it, or with `keep` leaves it for EXPLAIN and says its name. */
  close(keep: boolean): Promise<void>;
}

/**
 * A database of its own on the PostgreSQL server at `serverUrl`, migrated, with the demo and the bench's
 * 20 organisations: where each suite seeds its claims. Its client has no statement timeout, as seeding
 * writes 100,000 claims in bulk statements.
 */
export async function benchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `fixline_bench_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  const db = createDb(url, { statementTimeoutMs: 0 });
  await migrateToLatest(db);
  // Its files where the servers started from this environment keep theirs (DATA_DIR, or S3).
  await seedDemo(db, loadConfig());
  await addBenchOrganisations(db);
  return {
    url,
    db,
    close: async (keep) => {
      await db.destroy();
      if (keep) console.log(`Kept the database ${name} for EXPLAIN and the like`);
      else await dropDatabase(serverUrl, name);
    },
  };
}
