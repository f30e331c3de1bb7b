import { randomUUID } from 'node:crypto';
import { percentile } from '../load.ts';
import { arrivals, runOpenLoop } from '../mix/open-loop.ts';
import { type HttpRequest, httpSender } from '../mix/send.ts';
import { FNOL_BENCH_REPORT } from './fnol-report.ts';

export interface OpenLoopLatency {
  /** Reports sent a second, whatever the answers did (open loop). */
  rate: number;
  sent: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface FnolOpenLoopRow {
  report: OpenLoopLatency;
  /** The plain INSERT at the same rate, just before. */
  insert: OpenLoopLatency;
}

/**
 * One path at `rate` requests a second (Poisson arrivals) for `seconds`, each latency from the moment
 * the request was due (bench/mix/open-loop.ts): what a driver waits at that load, queueing included,
 * where a closed loop of 32 connections measures 32 ÷ its throughput.
 */
async function atRate(baseUrl: string, path: string, rate: number, seconds: number): Promise<OpenLoopLatency> {
  const sender = httpSender(baseUrl);
  const latencies: number[] = [];
  let errors = 0;
  try {
    const run = await runOpenLoop<HttpRequest>({
      schedule: arrivals(rate, seconds),
      make: () => ({ method: 'POST', path, body: FNOL_BENCH_REPORT, idempotencyKey: randomUUID() }),
      send: (request) => sender.send(request).then((answer) => answer.status === 201),
      record: (_request, outcome) => {
        latencies.push(outcome.latency);
        if (!outcome.ok) errors += 1;
      },
    });
    latencies.sort((a, b) => a - b);
    return {
      rate,
      sent: run.sent,
      errors,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
    };
  } finally {
    sender.close();
  }
}

/** FNOL reports at each rate, each just after the plain INSERT at the same rate. */
export async function fnolOpenLoop(
  server: { appUrl: string; ceilingUrl: string },
  rates: number[],
  seconds: number,
): Promise<FnolOpenLoopRow[]> {
  const rows: FnolOpenLoopRow[] = [];
  for (const rate of rates) {
    const insert = await atRate(server.ceilingUrl, '/ceiling/fnol', rate, seconds);
    const report = await atRate(server.appUrl, '/api/claims/fnol', rate, seconds);
    rows.push({ report, insert });
  }
  return rows;
}
