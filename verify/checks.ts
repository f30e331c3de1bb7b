import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** One line of `npm run verify`'s summary table. */
export interface VerifyRow {
  check: string;
  /** How many cases the check ran (cells, generated requests, kills, pages …). */
  cases: number;
  failures: number;
  /** The check's headline figure in words: "seed 42", "p95 12 ms", "performance 97" … */
  figure: string;
}

export interface VerifyCheck {
  /** Names the results file `$VERIFY_RESULTS/<id>.json` and selects the check on the command line. */
  id: string;
  command: string;
}

/**
 * The checks of the trust harness, in the order they run. A check is any command that calls
 * writeVerifyRows (or writes the same JSON itself) before it exits; its exit code must be non-zero
 * when any row has failures.
 */
export const VERIFY_CHECKS: VerifyCheck[] = [
  {
    // Issue 7 §1: route × actor matrix, other organisations' ids, forbidden body fields (docs/security.md).
    id: 'authz',
    command: 'vitest run --project verify verify/authz --reporter=default --reporter=./verify/verify-reporter.ts',
  },
  {
    // Issue 22: every request the server makes to an address a user gave refuses internal addresses.
    id: 'outbound',
    command:
      'VERIFY_CHECK=outbound vitest run --project verify verify/outbound --reporter=default --reporter=./verify/verify-reporter.ts',
  },
  // Issue 7 §4: kill -9 under writes, PostgreSQL restart, Redis down, embedded PostgreSQL, SIGTERM drain.
  { id: 'faults', command: 'tsx verify/faults/run.ts' },
  // Front-end budgets on the production build: initial JS of /login, Lighthouse, axe (verify/budgets/).
  { id: 'budgets', command: 'npm run build && tsx verify/budgets/main.ts' },
  // Issue 7 §3: login limits, password hashing, JWT rejections, security headers, log secrets, login timing.
  { id: 'login', command: 'tsx verify/login/login-check.ts' },
  // API fuzzing (docs/security.md): 200 generated cases per operation of the OpenAPI document, fixed seed.
  { id: 'fuzz', command: 'npm run fuzz' },
];

/** Writes a check's rows where `npm run verify` reads them; outside verify (no VERIFY_RESULTS) it does nothing. */
export function writeVerifyRows(id: string, rows: VerifyRow[]): void {
  const dir = process.env.VERIFY_RESULTS;
  if (!dir) return;
  writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(rows, null, 2));
}
