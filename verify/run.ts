import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { VERIFY_CHECKS, type VerifyRow } from './checks.ts';

/**
 * `npm run verify`: the trust harness of issue 7 — every check in turn, then one summary table
 * (check, cases, failures, figure). Each check is a command that writes its rows as JSON to
 * `$VERIFY_RESULTS/<id>.json` (see checks.ts); a check that exits non-zero without writing its
 * rows still shows as a failure, so a crash never passes for a clean run. Exit code 1 on any failure.
 * `npm run verify -- authz fuzz` runs only the named checks. `--report-only=budgets` still runs and prints
 * the named checks but leaves them out of the exit code: for a check whose targets are not met yet, so CI
 * keeps showing its figures without refusing every other change (decision 0050 says which).
 * `--report-only=budgets:lighthouse` narrows that to the check's rows whose name starts with `lighthouse`:
 * the check's other rows count.
 */
const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'verify-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const args = process.argv.slice(2);
const REPORT_ONLY = '--report-only=';
const reportOnly = args
  .filter((arg) => arg.startsWith(REPORT_ONLY))
  .flatMap((arg) => arg.slice(REPORT_ONLY.length).split(','));
const wanted = args.filter((arg) => !arg.startsWith(REPORT_ONLY));
const checks = wanted.length ? VERIFY_CHECKS.filter((check) => wanted.includes(check.id)) : VERIFY_CHECKS;
const unknown = [...wanted, ...reportOnly.map((entry) => entry.split(':')[0] ?? entry)].filter(
  (id) => !VERIFY_CHECKS.some((check) => check.id === id),
);
if (unknown.length) {
  console.error(`Unknown checks: ${unknown.join(', ')}. Known: ${VERIFY_CHECKS.map((check) => check.id).join(', ')}`);
  process.exit(2);
}

/** Whether a row's failures count: not when its check, or the start of its name, is named report-only. */
function counts(checkId: string, rowName: string): boolean {
  return !reportOnly.some((entry) => {
    const [id, rowPrefix] = entry.split(':');
    return id === checkId && (rowPrefix === undefined || rowName.startsWith(rowPrefix));
  });
}

/** A row and whether its failures count towards the exit code. */
const rows: (VerifyRow & { counts: boolean })[] = [];
for (const check of checks) {
  console.log(`\n== verify: ${check.id} — ${check.command}`);
  const started = performance.now();
  const run = spawnSync(check.command, {
    cwd: root,
    shell: '/bin/bash',
    stdio: 'inherit',
    env: { ...process.env, VERIFY_RESULTS: resultsDir },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  let written: VerifyRow[] = [];
  try {
    written = JSON.parse(readFileSync(path.join(resultsDir, `${check.id}.json`), 'utf8')) as VerifyRow[];
  } catch {
    // No rows: the check crashed before it could count anything; the row below says so.
  }
  if (written.length === 0) {
    rows.push({
      check: check.id,
      cases: 0,
      failures: 1,
      figure: `no results (exit ${run.status ?? run.signal})`,
      counts: counts(check.id, check.id),
    });
    continue;
  }
  for (const row of written) rows.push({ ...row, counts: counts(check.id, row.check) });
  // A check whose rows all pass but whose command failed (a crash after writing) still fails the run.
  if (run.status !== 0 && written.every((row) => row.failures === 0)) {
    rows.push({
      check: `${check.id} (command)`,
      cases: 1,
      failures: 1,
      figure: `exit ${run.status ?? run.signal}`,
      counts: counts(check.id, check.id),
    });
  }
  console.log(`== verify: ${check.id} done in ${seconds} s`);
}

const table = [
  '| check | cases | failures | figure |',
  '|---|---:|---:|---|',
  ...rows.map(
    (row) => `| ${row.check}${row.counts ? '' : ' (report only)'} | ${row.cases} | ${row.failures} | ${row.figure} |`,
  ),
];
console.log(`\n${table.join('\n')}\n`);
const failed = rows.filter((row) => row.counts && row.failures > 0).length;
const missed = rows.filter((row) => !row.counts && row.failures > 0).length;
if (missed) console.log(`verify: ${missed} report-only row(s) missed their target (not counted)`);
console.log(failed ? `verify: ${failed} check(s) failed` : 'verify: every counted check passed');
process.exitCode = failed ? 1 : 0;
