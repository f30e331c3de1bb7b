import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres.ts';
import { LEGACY_PASSWORD, PASSWORD_FILE, storePassword } from './embedded-postgres-password.ts';

const STARTS = 180_000;
const parents: string[] = [];
afterAll(async () => {
  await Promise.all(parents.map((parent) => rm(parent, { recursive: true, force: true })));
});

/** A data folder of its own in a temporary folder this file removes. */
async function newDataFolder(): Promise<string> {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'fixline-password-'));
  parents.push(parent);
  return path.join(parent, 'postgres');
}

/** Runs one statement as the server's user with this password; answers its rows, or the refusal's SQLSTATE. */
async function asUser(server: EmbeddedDatabase, password: string, statement = 'select 1 as one') {
  const url = new URL(server.url);
  url.password = password;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
    return (await client.query(statement)).rows;
  } catch (error) {
    return { refused: (error as { code?: string }).code };
  } finally {
    await client.end().catch(() => undefined);
  }
}

const passwordOf = (server: EmbeddedDatabase) => decodeURIComponent(new URL(server.url).password);
const fileOf = (directory: string, name = PASSWORD_FILE) => path.join(directory, name);
const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('the embedded PostgreSQL’s password (issue 46, finding 10)', () => {
  const folders: string[] = [];

  it(
    'gives each new data folder a random password of its own, in a file only the app’s user may read',
    async () => {
      folders.push(await newDataFolder(), await newDataFolder());
      const servers = await Promise.all(folders.map((folder) => startEmbeddedPostgres(folder, { persistent: true })));
      try {
        const passwords = servers.map(passwordOf);
        expect(passwords[0]).not.toBe(passwords[1]);
        for (const [i, server] of servers.entries()) {
          const folder = folders[i] as string;
          const password = passwords[i] as string;
          expect(password).not.toBe(LEGACY_PASSWORD);
          expect(password.length).toBeGreaterThanOrEqual(32);
          expect((await readFile(fileOf(folder), 'utf8')).trim()).toBe(password);
          expect(await modeOf(fileOf(folder))).toBe(0o600);
          expect(await asUser(server, password)).toEqual([{ one: 1 }]);
          expect(await asUser(server, LEGACY_PASSWORD)).toEqual({ refused: '28P01' });
        }
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    },
    STARTS,
  );

  it(
    'starts a folder again with its own password',
    async () => {
      const folder = folders[0] as string;
      const before = (await readFile(fileOf(folder), 'utf8')).trim();
      const server = await startEmbeddedPostgres(folder, { persistent: true });
      try {
        expect(passwordOf(server)).toBe(before);
        expect(await asUser(server, before)).toEqual([{ one: 1 }]);
      } finally {
        await server.stop();
      }
    },
    STARTS,
  );

  it(
    'still starts a folder made with the old fixed password, and gives it a password of its own',
    async () => {
      const folder = folders[0] as string;
      // An old-style folder: its server takes the old fixed password, and it has no password file.
      let server = await startEmbeddedPostgres(folder, { persistent: true });
      await asUser(server, passwordOf(server), `alter role fixline with password '${LEGACY_PASSWORD}'`);
      await server.stop();
      await rm(fileOf(folder));

      server = await startEmbeddedPostgres(folder, { persistent: true });
      try {
        const password = passwordOf(server);
        expect(password).not.toBe(LEGACY_PASSWORD);
        expect(await asUser(server, password)).toEqual([{ one: 1 }]);
        expect(await asUser(server, LEGACY_PASSWORD)).toEqual({ refused: '28P01' });
        expect((await readFile(fileOf(folder), 'utf8')).trim()).toBe(password);
        expect(await modeOf(fileOf(folder))).toBe(0o600);
      } finally {
        await server.stop();
      }
    },
    STARTS,
  );

  it(
    'finishes a change of an old folder’s password that stopped after the server took the new one',
    async () => {
      const folder = folders[1] as string;
      let server = await startEmbeddedPostgres(folder, { persistent: true });
      const aside = 'set-aside-password-of-a-rotation-that-stopped';
      await asUser(server, passwordOf(server), `alter role fixline with password '${aside}'`);
      await server.stop();
      await rm(fileOf(folder));
      await storePassword(folder, aside, `${PASSWORD_FILE}.next`);

      server = await startEmbeddedPostgres(folder, { persistent: true });
      try {
        expect(passwordOf(server)).toBe(aside);
        expect(await asUser(server, aside)).toEqual([{ one: 1 }]);
        expect((await readFile(fileOf(folder), 'utf8')).trim()).toBe(aside);
      } finally {
        await server.stop();
      }
    },
    STARTS,
  );
});
