import { errorSampleLines } from '../load.ts';
import type { MarketplaceBenchResult } from './marketplace-bench.ts';

/** Issue 23's targets: p95 of a garage's list and of placing a bid. */
const TARGETS_MS = [25, 30];

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The figures as a Markdown table beside their ceilings, then each target; answers how many were missed. */
export function printMarketplaceReport(result: MarketplaceBenchResult): number {
  console.log(
    `\nMarketplace: ${result.claims.toLocaleString('en-GB')} claims, ${result.onMarketplace.toLocaleString('en-GB')} on the marketplace, ${result.bidders} garages\n`,
  );
  console.log('| endpoint | requests/s | p50 | p95 | p99 | errors | ceiling just before | its p95 | × ceiling |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of result.rows) {
    console.log(
      `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.errors} | ${row.ceilingName}: ${row.ceilingPerSecond.toFixed(0)}/s | ${ms(row.ceilingP95)} | ${(row.ratio * 100).toFixed(0)}% |`,
    );
  }
  const samples = errorSampleLines(result.rows);
  if (samples.length > 0) console.log(['\nWhat the errors said:', ...samples].join('\n'));

  const checks: [string, boolean][] = result.rows.map((row, index) => {
    const target = TARGETS_MS[index] ?? 0;
    return [`${row.name}: p95 ${ms(row.p95)} ≤ ${target} ms`, row.p95 <= target];
  });
  checks.push(['no errors under load', result.rows.every((row) => row.errors === 0)]);
  console.log('');
  for (const [check, ok] of checks) console.log(`${(ok ? 'ok' : 'MISSED').padEnd(6)} ${check}`);
  return checks.filter(([, ok]) => !ok).length;
}
