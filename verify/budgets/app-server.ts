import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';

const root = path.resolve(import.meta.dirname, '../..');

export interface AppServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The production app as people get it: `npm run build`'s files served by the real server, on a free
 * port with its own embedded PostgreSQL and the demo data in a fresh directory, removed on stop.
 */
export async function startAppServer(): Promise<AppServer> {
  const port = await getPort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fixline-budgets-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** Polls /api/health: the first start creates the database and seeds the demo data, which takes a while. */
async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app server ended (exit ${child.exitCode}) before it was up`);
    const ok = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The app server at ${origin} was not up within 180 s`);
}

/** A demo account's sign-in token, as the login page would store it (spec 9: localStorage `jwt`). */
export async function demoToken(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Signing in ${email} answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}
