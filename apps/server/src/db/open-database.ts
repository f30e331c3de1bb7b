import path from 'node:path';
import type { Config } from '../config.ts';
import { createDb, type Db } from './database.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { databaseUrl, ensureDatabase } from './server-admin.ts';

export interface OpenDatabase {
  db: Db;
  /** Where it is: migrations open their own connection to it. */
  url: string;
  /** 'embedded' when the app started its own PostgreSQL under the data directory. */
  kind: 'embedded' | 'external';
  close(): Promise<void>;
}

const APP_DATABASE = 'fixline';

/** DATABASE_URL when set; otherwise the embedded PostgreSQL, with the app's database created on first start. */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const db = createDb(config.databaseUrl);
    return { db, url: config.databaseUrl, kind: 'external', close: () => db.destroy() };
  }
  const server = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), { persistent: true, log });
  await ensureDatabase(server.url, APP_DATABASE);
  const url = databaseUrl(server.url, APP_DATABASE);
  const db = createDb(url);
  return {
    db,
    url,
    kind: 'embedded',
    close: async () => {
      await db.destroy();
      await server.stop();
    },
  };
}
