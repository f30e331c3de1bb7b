import { randomBytes } from 'node:crypto';
import { chmod, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/** The file in the embedded PostgreSQL's data folder that keeps its password: the app's user's only (0600). */
export const PASSWORD_FILE = 'fixline-password';
/** A new password written before the server is told of it: a rotation that stopped half-way finds it here. */
const PENDING_FILE = 'fixline-password.next';

/**
 * The password every data folder had before each got its own (issue 46, finding 10). A data folder made
 * then has no password file, and its server still takes this one: it is used once, to start that server
 * and give it a password of its own (`rotateLegacyPassword`).
 */
export const LEGACY_PASSWORD = 'fixline-embedded';

/** 32 random bytes, URL-safe, so the password sits in a connection string as it is. */
export function newPassword(): string {
  return randomBytes(32).toString('base64url');
}

/** The data folder's password, or undefined when it has none (a folder made before passwords were its own). */
export async function readStoredPassword(directory: string): Promise<string | undefined> {
  const file = path.join(directory, PASSWORD_FILE);
  const stored = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (stored === undefined) return undefined;
  // Kept the app's user's only, even if someone opened it up since.
  await chmod(file, 0o600);
  return stored.trim();
}

/** Writes the password into the data folder, readable and writable by the app's user only. */
export async function storePassword(directory: string, password: string, name = PASSWORD_FILE): Promise<void> {
  const file = path.join(directory, name);
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  // `mode` applies only to a new file: an existing one is narrowed too.
  await chmod(file, 0o600);
}

/**
 * Gives the server of an old data folder (started with LEGACY_PASSWORD) a random password and keeps it
 * in the folder; answers the password now in force. The new password is written first, aside, then set,
 * then put in place: a run stopped after the server took it but before the file was in place leaves the
 * password aside, and the next start, refused the old one, takes it from there.
 */
export async function rotateLegacyPassword(directory: string, user: string, port: number): Promise<string> {
  const pending = path.join(directory, PENDING_FILE);
  const client = new pg.Client({ host: '127.0.0.1', port, user, password: LEGACY_PASSWORD, database: 'postgres' });
  try {
    await client.connect();
  } catch (error) {
    const aside = await readFile(pending, 'utf8').catch(() => undefined);
    // 28P01: the old password refused, as it is once a rotation has set the new one.
    if (aside === undefined || (error as { code?: string }).code !== '28P01') throw error;
    await rename(pending, path.join(directory, PASSWORD_FILE));
    return aside.trim();
  }
  try {
    const password = newPassword();
    await storePassword(directory, password, PENDING_FILE);
    // ALTER ROLE takes no parameters, so the password is quoted here; the server keeps only its SCRAM
    // verifier (password_encryption's default).
    await client.query(`alter role ${client.escapeIdentifier(user)} with password ${client.escapeLiteral(password)}`);
    await rename(pending, path.join(directory, PASSWORD_FILE));
    return password;
  } finally {
    await client.end();
  }
}
