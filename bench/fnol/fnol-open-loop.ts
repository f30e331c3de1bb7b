import { randomUUID } from 'node:crypto';
import { latencyAtRate, type OpenLoopLatency } from '../open-loop-latency.ts';
import { FNOL_BENCH_REPORT } from './fnol-report.ts';

export interface FnolOpenLoopRow {
  report: OpenLoopLatency;
  /** The plain INSERT at the same rate, just before. */
  insert: OpenLoopLatency;
}

/** FNOL reports at each rate, each just after the plain INSERT at the same rate. */
export async function fnolOpenLoop(
  server: { appUrl: string; ceilingUrl: string },
  rates: number[],
  seconds: number,
): Promise<FnolOpenLoopRow[]> {
  const rows: FnolOpenLoopRow[] = [];
  const reportTo = (path: string) => () => ({
    method: 'POST' as const,
    path,
    body: FNOL_BENCH_REPORT,
    idempotencyKey: randomUUID(),
  });
  for (const rate of rates) {
    const insert = await latencyAtRate(server.ceilingUrl, { rate, seconds }, reportTo('/ceiling/fnol'), 201);
    const report = await latencyAtRate(server.appUrl, { rate, seconds }, reportTo('/api/claims/fnol'), 201);
    rows.push({ report, insert });
  }
  return rows;
}
