import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDb, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createDatabaseFrom, databaseUrl, dropDatabase, ensureDatabase } from '../src/db/server-admin.ts';
import { type DemoTemplate, seedsLikeTemplate } from './demo-template.ts';
import { seedDemo } from './seed-demo.ts';

/** What a test may give the app besides environment variables. */
export interface TestAppOptions extends Pick<BuildAppOptions, 'pushCa' | 'webhookCa' | 'clock' | 'runJobs'> {
  /** Parsed settings no variable reaches, such as a web app to serve (webDistDir). */
  config?: Partial<Config>;
  /** The run's demo database and files to copy (vitest's globalSetup); absent (the fuzzer): migrate and seed. */
  template?: DemoTemplate;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** http://127.0.0.1:<port> of the running app: tests speak real HTTP to it. */
  url: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database of its own on `serverUrl` (migrated, with the demo data), listening
 * on a free loopback port; closing it drops the database. The API tests (useTestApp) and the API
 * fuzzer (verify/fuzz) both run on one. The database and data folder are copies of the template when
 * this configuration would seed the same demo into them, else migrated and seeded here.
 */
export async function startAppOn(
  serverUrl: string,
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
  { config: overrides, template, ...options }: TestAppOptions = {},
): Promise<TestApp> {
  const name = `fixline_test_${randomBytes(6).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fixline-app-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }),
    webDistDir: undefined,
    ...overrides,
  };
  const copy = template && seedsLikeTemplate(config, dataDir, template) ? template : undefined;
  if (copy) {
    await createDatabaseFrom(serverUrl, name, copy.database);
    await cp(copy.dataDir, dataDir, { recursive: true });
  } else {
    await ensureDatabase(serverUrl, name);
  }
  const db = createDb(databaseUrl(serverUrl, name), { max: 4 });
  if (!copy) {
    await migrateToLatest(db);
    await seedDemo(db, config);
  }
  const app = await buildApp({ config, db, logStream, ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The test app has no TCP address');
  return {
    app,
    db,
    config,
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await db.destroy();
      await dropDatabase(serverUrl, name);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
