import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../../apps/server/src/auth/passwords.ts';
import { createDb } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { databaseUrl, dropDatabase, ensureDatabase } from '../../apps/server/src/db/server-admin.ts';
import { type ServerProcess, startServerProcess } from '../../apps/server/test/server-process.ts';
import { percentile } from '../load.ts';

export interface LoginTimes {
  median: number;
  p95: number;
}

export interface LoginBenchResult {
  /** Sign-ins measured of each kind. */
  tries: number;
  unknown: LoginTimes;
  known: LoginTimes;
  /** |median(unknown) − median(known)| in ms: what an attacker timing answers could tell apart. */
  difference: number;
  /**
   * The median of known − unknown within each back-to-back pair, signed: near 0 when the two paths cost
   * the same, whatever the machine's load does to either median; a lasting bias shows here first.
   */
  pairedDifference: number;
  /** Answers other than 401 (a limit kicking in, an error): each one spoils the comparison. */
  unexpected: number;
}

const WARM_UP = 20;

/**
 * Issue 7's timing check of ASVS 6.3.8: the real server in its own process, sign-ins one at a time with
 * a wrong password, alternating an email that has no account and one that has, each from an address and
 * for an account of its own (as a credential-stuffing attacker spreads them) so no limit interferes.
 */
export async function benchLogin(serverUrl: string, tries = 500): Promise<LoginBenchResult> {
  const name = `fixline_bench_login_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  const db = createDb(url);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fixline-bench-login-'));
  let server: ServerProcess | undefined;
  try {
    await migrateToLatest(db);
    // One hash made at today's parameters, shared: the accounts differ in email only.
    const passwordHash = await hashPassword('Bench-known-password-1');
    const accounts = WARM_UP + tries;
    await db
      .insertInto('users')
      .values(Array.from({ length: accounts }, (_, i) => ({ email: known(i), name: `Bench ${i}`, passwordHash })))
      .execute();
    server = await startServerProcess({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED: 'none',
      TRUST_PROXY: 'true',
    });
    const baseUrl = server.url;
    const timings = { unknown: [] as number[], known: [] as number[] };
    let unexpected = 0;
    for (let i = 0; i < accounts; i++) {
      // Alternate which kind goes first, so neither always follows the other.
      const order = i % 2 === 0 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const);
      for (const kind of order) {
        const email = kind === 'known' ? known(i) : `nobody-${i}@bench.test`;
        const from = `10.${kind === 'known' ? 1 : 2}.${(i >> 8) & 255}.${i & 255}`;
        const started = performance.now();
        const answer = await fetch(`${baseUrl}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
          body: JSON.stringify({ email, password: 'Bench-wrong-password-1' }),
        });
        await answer.arrayBuffer();
        const elapsed = performance.now() - started;
        if (i < WARM_UP) continue;
        if (answer.status !== 401) unexpected += 1;
        timings[kind].push(elapsed);
      }
    }
    const unknown = summarise(timings.unknown);
    const knownTimes = summarise(timings.known);
    const pairs = timings.known.map((time, i) => time - (timings.unknown[i] ?? Number.NaN));
    return {
      tries,
      unknown,
      known: knownTimes,
      difference: Math.abs(unknown.median - knownTimes.median),
      pairedDifference: summarise(pairs).median,
      unexpected,
    };
  } finally {
    await server?.stop();
    await db.destroy();
    await dropDatabase(serverUrl, name);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const known = (i: number) => `bench-${i}@bench.test`;

function summarise(samples: number[]): LoginTimes {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
}
