import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { givenOrEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { benchLogin } from '../../bench/login/login-bench.ts';
import { loginChecks, loginTimingFigure, printLoginReport } from '../../bench/login/login-report.ts';
import { type VerifyRow, writeVerifyRows } from '../checks.ts';

/**
 * `npm run verify -- login`: issue 7 section 3. The API tests that show each login and token rule,
 * one summary row per concern, then the timing benchmark of unknown against known emails. The tests
 * run on TEST_DATABASE_URL (else an embedded PostgreSQL), the benchmark on BENCH_DATABASE_URL (else
 * TEST_DATABASE_URL, else an embedded one).
 */
const GROUPS: { check: string; files: string[]; figure: string }[] = [
  {
    check: 'login limits',
    files: [
      'modules/users/login-limits.test.ts',
      'modules/users/login-back-off.test.ts',
      'modules/users/login.test.ts',
    ],
    figure: '≤ 5 failures / 15 min per account then growing back-off, 50 per address; racing tries and 2 nodes',
  },
  {
    check: 'password hashing',
    files: ['auth/passwords.test.ts'],
    figure: 'argon2id m ≥ 19456 KiB, t ≥ 2, p = 1 read from stored hashes; weaker re-hashed at sign-in',
  },
  {
    check: 'JWT rejections',
    files: ['auth/tokens.test.ts'],
    figure: 'alg none/HS512, other key, jku/jwk/x5u/x5c/kid, expired, aud, iss, revoked sessions',
  },
  {
    check: 'security headers',
    files: ['http/security-headers.test.ts', 'http/web-app.test.ts'],
    figure:
      'CSP (inline scripts and styles only by nonce, frame-ancestors none), nosniff, Referrer-Policy, HSTS on TLS, Cache-Control no-store on every API answer, Permissions-Policy (camera and location on their pages only)',
  },
  {
    check: 'log secrets',
    files: ['http/logging.test.ts'],
    figure: 'no password, token, JWT secret, device cookie or signature in any captured line',
  },
];

interface VitestReport {
  testResults: { name: string; assertionResults: { status: string }[] }[];
}

function runTests(): VerifyRow[] {
  const report = path.join(mkdtempSync(path.join(os.tmpdir(), 'fixline-verify-login-')), 'vitest.json');
  const files = GROUPS.flatMap((group) => group.files.map((file) => `apps/server/src/${file}`));
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...files,
    ],
    { stdio: 'inherit' },
  );
  let results: VitestReport['testResults'] = [];
  try {
    results = (JSON.parse(readFileSync(report, 'utf8')) as VitestReport).testResults;
  } catch {
    // No report: every group below shows as failed, with vitest's exit status.
  }
  return GROUPS.map((group) => {
    const tests = results
      .filter((result) => group.files.some((file) => result.name.endsWith(file)))
      .flatMap((result) => result.assertionResults);
    const failures = tests.filter((test) => test.status !== 'passed').length;
    if (tests.length === 0)
      return { check: group.check, cases: 0, failures: 1, figure: `no results (vitest exit ${run.status})` };
    return { check: group.check, cases: tests.length, failures, figure: group.figure };
  });
}

async function runTiming(): Promise<VerifyRow> {
  const database = await givenOrEmbeddedPostgres(
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    'login',
  );
  try {
    const result = await benchLogin(database.url);
    printLoginReport(result);
    const missed = loginChecks(result).filter(([, ok]) => !ok).length;
    return { check: 'login timing', cases: 2 * result.tries, failures: missed, figure: loginTimingFigure(result) };
  } finally {
    await database.stop();
  }
}

const rows = [...runTests(), await runTiming()];
writeVerifyRows('login', rows);
process.exitCode = rows.some((row) => row.failures > 0) ? 1 : 0;
