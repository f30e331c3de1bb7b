import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { databaseUrl, dropDatabase, ensureDatabase, refuseConnections } from '../src/db/server-admin.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * A database migrated and seeded with the demo once per run, and the data folder holding the demo's
 * files: each API test file copies both (CREATE DATABASE … TEMPLATE, a folder copy) in well under a
 * second instead of migrating and seeding for about ten.
 */
export interface DemoTemplate {
  database: string;
  dataDir: string;
  /** The address the seed wrote into the demo's mail and links: an app with another one seeds its own. */
  publicUrl: string;
}

/** Builds the template on `serverUrl`; drop() removes it at the end of the run. */
export async function buildDemoTemplate(serverUrl: string): Promise<{ template: DemoTemplate; drop(): Promise<void> }> {
  const database = `fixline_template_${randomBytes(6).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fixline-template-'));
  const drop = async () => {
    await dropDatabase(serverUrl, database);
    await rm(dataDir, { recursive: true, force: true });
  };
  // Seeded as a test app without variables seeds: files on disk under dataDir, links to the default address.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  try {
    await ensureDatabase(serverUrl, database);
    const db = createDb(databaseUrl(serverUrl, database), { max: 4 });
    try {
      await migrateToLatest(db);
      await seedDemo(db, config);
    } finally {
      await db.destroy();
    }
    // PostgreSQL copies a database only while no one is connected to it; from now on no one can be,
    // not even autovacuum between two test files' copies.
    await refuseConnections(serverUrl, database);
  } catch (error) {
    // The seed's reason is the one worth reading, not a failed clean-up's.
    await drop().catch(() => undefined);
    throw error;
  }
  return { template: { database, dataDir, publicUrl: config.publicUrl }, drop };
}

/**
 * Whether an app with this configuration would have seeded exactly the template: files on disk in its
 * own data folder (not S3), and the same public address in the demo's links.
 */
export function seedsLikeTemplate(config: Config, dataDir: string, template: DemoTemplate): boolean {
  return !config.s3 && config.dataDir === dataDir && config.publicUrl === template.publicUrl;
}
