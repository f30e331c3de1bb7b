import { errorSampleLines } from '../load.ts';
import { openLoopTable } from '../open-loop-latency.ts';
import { BID_OPEN_LOOP_RATES, type MarketplaceBenchResult } from './marketplace-bench.ts';

/** Issue 23's targets: p95 of a garage's list at 32 connections, and of placing a bid. */
const LIST_TARGET_MS = 25;
const BID_TARGET_MS = 30;
/** The rate a bid's target is judged at, open loop (decision 0077): issue 23 names no load for bids. */
const BID_TARGET_RATE = BID_OPEN_LOOP_RATES[0];

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

  console.log(
    openLoopTable(
      'Bids',
      'bare primary-key SELECT',
      result.bidsOpenLoop.map(({ bid, primaryKey }) => ({ measured: bid, baseline: primaryKey })),
    ),
  );
  const [list, bidsClosed] = result.rows;
  if (bidsClosed) {
    console.log(
      `\nThe bids' closed loop measures throughput: ${bidsClosed.requestsPerSecond.toFixed(0)} bids/s; its p95 (${ms(bidsClosed.p95)}) is about 32 connections ÷ that, not the target's (decision 0077).`,
    );
  }
  const atTarget = result.bidsOpenLoop.find((row) => row.bid.rate === BID_TARGET_RATE)?.bid;
  const checks: [string, boolean][] = [
    [
      `${list?.name}: p95 ${ms(list?.p95 ?? Number.NaN)} ≤ ${LIST_TARGET_MS} ms`,
      (list?.p95 ?? Infinity) <= LIST_TARGET_MS,
    ],
    [
      `PUT /api/claims/{id}/bid p95 at ${BID_TARGET_RATE} bids/s (open loop) ${ms(atTarget?.p95 ?? Number.NaN)} ≤ ${BID_TARGET_MS} ms`,
      (atTarget?.p95 ?? Infinity) <= BID_TARGET_MS,
    ],
    [
      'no errors under load',
      result.rows.every((row) => row.errors === 0) && result.bidsOpenLoop.every((row) => row.bid.errors === 0),
    ],
  ];
  console.log('');
  for (const [check, ok] of checks) console.log(`${(ok ? 'ok' : 'MISSED').padEnd(6)} ${check}`);
  return checks.filter(([, ok]) => !ok).length;
}
