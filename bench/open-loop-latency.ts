import { percentile } from './load.ts';
import { arrivals, runOpenLoop } from './mix/open-loop.ts';
import { type HttpRequest, httpSender } from './mix/send.ts';

/** One path's latencies at a set rate, open loop. */
export interface OpenLoopLatency {
  /** Requests sent a second, whatever the answers did (open loop). */
  rate: number;
  sent: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * A Markdown table of open-loop rows, each rate's `measured` beside its `baseline` at the same rate,
 * under a line saying what arrived: the FNOL and marketplace benchmarks print theirs this way.
 */
export function openLoopTable(
  arriving: string,
  baselineName: string,
  rows: readonly { measured: OpenLoopLatency; baseline: OpenLoopLatency }[],
): string {
  return [
    `\n${arriving} arriving at a set rate (Poisson), each latency from when it was due\n`,
    `| rate | sent | p50 | p95 | p99 | errors | ${baselineName} p50 | its p95 | its p99 |`,
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ measured: m, baseline: b }) =>
        `| ${m.rate}/s | ${m.sent} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${m.errors} | ${ms(b.p50)} | ${ms(b.p95)} | ${ms(b.p99)} |`,
    ),
  ].join('\n');
}

/**
 * Requests made by `make` at `rate` a second (Poisson arrivals) for `seconds`, each latency from the
 * moment the request was due (bench/mix/open-loop.ts): what a person waits at that load, queueing
 * included, where a closed loop of 32 connections measures 32 ÷ its throughput. An answer other than
 * `okStatus` is an error.
 */
export async function latencyAtRate(
  baseUrl: string,
  { rate, seconds }: { rate: number; seconds: number },
  make: () => HttpRequest,
  okStatus: number,
): Promise<OpenLoopLatency> {
  const sender = httpSender(baseUrl);
  const latencies: number[] = [];
  let errors = 0;
  try {
    const run = await runOpenLoop<HttpRequest>({
      schedule: arrivals(rate, seconds),
      make,
      send: (request) => sender.send(request).then((answer) => answer.status === okStatus),
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
