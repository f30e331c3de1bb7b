import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';

/**
 * A PostgreSQL of the fault checks' own, which they may stop and start again (the machine's is other
 * people's): the embedded server on a fixed port and a data directory kept across restarts, so the
 * servers under test reconnect to the same address and find their data.
 */
export interface RestartablePostgres {
  /** The `postgres` database's URL; each check creates its own database. */
  url: string;
  /** A fast shutdown: sessions ended, new connections refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'fixline-faults-'));
  const directory = path.join(root, 'postgres');
  const port = await getPort({ host: '127.0.0.1' });
  let server: EmbeddedDatabase | null = await startEmbeddedPostgres(directory, { persistent: true, port });
  const url = server.url;
  return {
    url,
    stop: async () => {
      await server?.stop();
      server = null;
    },
    start: async () => {
      server ??= await startEmbeddedPostgres(directory, { persistent: true, port });
    },
    remove: async () => {
      await server?.stop();
      server = null;
      await rm(root, { recursive: true, force: true });
    },
  };
}
