import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server on which each API test file creates its own database. */
    databaseServerUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole run: the machine's own when TEST_DATABASE_URL is set (CI),
 * otherwise an embedded one started here, as a newcomer's bare machine has no PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    console.log(`API tests on the PostgreSQL at ${new URL(external).host}`);
    project.provide('databaseServerUrl', external);
    return;
  }
  const directory = path.join(await mkdtemp(path.join(os.tmpdir(), 'fixline-test-')), 'postgres');
  const server = await startEmbeddedPostgres(directory, { persistent: false });
  console.log('API tests on an embedded PostgreSQL');
  project.provide('databaseServerUrl', server.url);
  return () => server.stop();
}
