import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDb, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { databaseUrl, dropDatabase, ensureDatabase } from '../src/db/server-admin.ts';
import { type HttpClient, httpClient } from './http-client.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** http://127.0.0.1:<port> of the running app: tests speak real HTTP to it. */
  url: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database of its own (migrated, with the demo data), listening on a free
 * loopback port. One per test file: no test depends on another file's data.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
  options: Pick<BuildAppOptions, 'pushAgent'> = {},
): Promise<TestApp> {
  const server = inject('databaseServerUrl');
  const name = `fixline_test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(server, name);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fixline-app-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }), webDistDir: undefined };
  const db = createDb(databaseUrl(server, name), 4);
  await migrateToLatest(db);
  await seedDemoData(db);
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
      await dropDatabase(server, name);
    },
  };
}

export interface TestAppHandle {
  /** The running app, available inside tests and their hooks. */
  app: TestApp;
  http: HttpClient;
}

/** Starts a test app for this file before its tests and closes it after: `const api = useTestApp();`. */
export function useTestApp(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
  options: () => Pick<BuildAppOptions, 'pushAgent'> = () => ({}),
): TestAppHandle {
  const handle = {} as TestAppHandle;
  beforeAll(async () => {
    handle.app = await startTestApp(env, logStream, options());
    handle.http = httpClient(handle.app.url);
  });
  afterAll(() => handle.app?.close());
  return handle;
}
