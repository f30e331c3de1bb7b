import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDemoData } from './db/seed.ts';

/** Read config, open the database (starting the embedded one if needed), migrate, seed, listen. */
async function main(): Promise<void> {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    throw new Error(`Fixline runs on Node.js 24 LTS; this is ${process.version}. Use the npm scripts (npm start).`);
  }
  const config = loadConfig();
  const database = await openDatabase(config, () => undefined);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, db: database.db });
  if (config.seed === 'demo' && (await seedDemoData(database.db))) app.log.info('seeded demo data');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Fixline is running at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
