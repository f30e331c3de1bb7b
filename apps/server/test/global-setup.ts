import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { buildDemoTemplate, type DemoTemplate } from './demo-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server on which each API test file creates its own database. */
    databaseServerUrl: string;
    /** The demo migrated and seeded once on that server, each test file's database a copy; absent: none. */
    demoTemplate?: DemoTemplate;
  }
}

/**
 * One PostgreSQL server for the whole run, and on it one demo template for this project's run (each
 * project that lists this setup builds its own).
 */
export default async function setup(project: TestProject) {
  const server = await databaseServer();
  project.provide('databaseServerUrl', server.url);
  const dropTemplate = await provideDemoTemplate(project, server.url);
  return async () => {
    await dropTemplate?.();
    await server.stop();
  };
}

/**
 * The machine's own when TEST_DATABASE_URL is set (CI), otherwise an embedded one started here, as a
 * newcomer's bare machine has no PostgreSQL.
 */
async function databaseServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    console.log(`API tests on the PostgreSQL at ${new URL(external).host}`);
    return { url: external, stop: async () => {} };
  }
  const parent = await mkdtemp(path.join(os.tmpdir(), 'fixline-test-'));
  const server = await startEmbeddedPostgres(path.join(parent, 'postgres'), { persistent: false });
  console.log('API tests on an embedded PostgreSQL');
  return {
    url: server.url,
    // The server removes its own data directory; the folder around it is ours to remove.
    stop: async () => {
      await server.stop();
      await rm(parent, { recursive: true, force: true });
    },
  };
}

/**
 * A demo that fails to migrate or seed is no reason to stop the run: without the template each API test
 * file migrates and seeds its own as before, and fails there with the reason, while the rest still run.
 */
async function provideDemoTemplate(project: TestProject, serverUrl: string) {
  try {
    const { template, drop } = await buildDemoTemplate(serverUrl);
    project.provide('demoTemplate', template);
    return drop;
  } catch (error) {
    console.warn(`No demo template, each API test file seeds its own: ${String(error)}`);
    return undefined;
  }
}
