import { errorSampleLines } from '../load.ts';
import type { ClaimsBenchResult } from './claims-bench.ts';

const LIST_P95_TARGET_MS = 25;
const RATIO_TARGET = 0.4;
const GROWTH_TARGET = 1.5;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/** The figures as a Markdown table (pasted into docs/performance.md), then each target; answers how many were missed. */
export function printClaimsReport(result: ClaimsBenchResult): number {
  console.log(`Claims: seeded 100,000 claims with their timelines in ${result.seedSeconds.toFixed(0)} s\n`);
  console.log('| endpoint | requests/s | p50 | p95 | p99 | errors | ceiling just before | × ceiling |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of result.rows) {
    const name = row.target ? row.name : `*for comparison:* ${row.name}`;
    console.log(
      `| ${name} | ${row.requestsPerSecond.toFixed(0)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.errors} | ${row.ceilingPerSecond.toFixed(0)}/s | ${(row.ratio * 100).toFixed(0)}% |`,
    );
  }
  const samples = errorSampleLines(result.rows);
  if (samples.length > 0) console.log(['\nWhat the errors said:', ...samples].join('\n'));

  const [list] = result.rows;
  const growth = result.listP95At100k / result.listP95At10k;
  const checks: [string, boolean][] = [
    [
      `list p95 ${ms(list?.p95 ?? Number.NaN)} ≤ ${LIST_P95_TARGET_MS} ms`,
      (list?.p95 ?? Infinity) <= LIST_P95_TARGET_MS,
    ],
    ...result.rows
      .filter((row) => row.target)
      .map((row): [string, boolean] => [
        `${row.name}: ${(row.ratio * 100).toFixed(0)}% ≥ 40% of the ceiling`,
        row.ratio >= RATIO_TARGET,
      ]),
    [
      `list p95 at 100,000 ${ms(result.listP95At100k)} ≤ 1.5 × at 10,000 ${ms(result.listP95At10k)} (×${growth.toFixed(2)})`,
      growth <= GROWTH_TARGET,
    ],
    ['no errors under load', result.rows.every((row) => row.errors === 0)],
  ];
  console.log('');
  for (const [check, ok] of checks) console.log(`${mark(ok).padEnd(6)} ${check}`);
  return checks.filter(([, ok]) => !ok).length;
}
