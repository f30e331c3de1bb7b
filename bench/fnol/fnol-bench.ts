import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@fixline/domain';
import { benchDatabase } from '../bench-database.ts';
import { seedBenchClaims } from '../claims/seed-bench-claims.ts';
import { load, loadBeside } from '../load.ts';
import type { RowBesideBaseline } from '../ratio-verdict.ts';
import { startBenchServer } from '../start-bench-server.ts';
import { type FnolOpenLoopRow, fnolOpenLoop } from './fnol-open-loop.ts';
import { FNOL_BENCH_REPORT } from './fnol-report.ts';

/** A run beside reportFnolClaim bare, measured just before it, so both saw the machine alike. */
export type FnolBenchRow = RowBesideBaseline;

export interface FnolBenchResult {
  claims: number;
  seedSeconds: number;
  rows: FnolBenchRow[];
  /** Claims the reports made, against the 201 answers counted (a report cut off at the end may commit unanswered). */
  claimsMade: number;
  answered: number;
  /** Reports arriving at set rates, beside the plain INSERT at the same rates (their latencies, for information). */
  openLoop: FnolOpenLoopRow[];
}

const CLAIMS = 100_000;
/**
 * Reports a second in the open-loop steps: 50 is some 4 million a day, far beyond any insurer's day; 100
 * and 150 show how the wait grows towards the closed loop's throughput (decision 0074).
 */
export const FNOL_OPEN_LOOP_RATES = [50, 100, 150];
/** Far above any load here: one loopback address stands for every driver, one code for every report. */
const UNLIMITED = String(1_000_000_000);

/**
 * Issue 24's benchmark: creating a claim through FNOL (POST /api/claims/fnol, a whole report with an
 * email, a fresh Idempotency-Key each) at 32 connections over 100,000 existing claims, beside the same
 * report's own operation bare (reportFnolClaim on the ceiling route the mix uses, through the same
 * driver, without HTTP, the Idempotency-Key's look-up and claim, or rate limits). Each report makes the
 * claim, its first timeline line and event, a tracking link (mailed through the job queue) and an upload
 * secret, in one transaction; the app's also remembers its answer under its key. The public per-address
 * and per-code limits are raised for the run by FNOL_REPORTS_PER_ADDRESS and FNOL_REPORTS_PER_CODE, as
 * every report comes from one address to one code. Then the same reports arrive open-loop at set rates,
 * each rate beside a plain INSERT of the claim row at that rate: a driver's wait at a stated load, which
 * the closed loop cannot give, printed for information.
 */
export async function benchFnol(serverUrl: string, seconds: number, keep = false): Promise<FnolBenchResult> {
  const { url, db, close } = await benchDatabase(serverUrl);
  const seeding = performance.now();
  await seedBenchClaims(db, 1, CLAIMS);
  const seedSeconds = (performance.now() - seeding) / 1000;
  const server = await startBenchServer(url, { FNOL_REPORTS_PER_ADDRESS: UNLIMITED, FNOL_REPORTS_PER_CODE: UNLIMITED });
  try {
    // Claims made through FNOL, by their first timeline line: the bare reports write theirs too, so the
    // count starts after theirs have settled.
    const fnolClaims = () =>
      db
        .selectFrom('claimHistory')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('action', '=', 'fnol')
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.count));
    // Reports cut off when a run ends may still commit: a moment for them before counting.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 500));
    const report = { method: 'POST' as const, body: FNOL_BENCH_REPORT, seconds };
    const rows: FnolBenchRow[] = [];
    let answered = 0;
    let made = 0;
    // Twice, each after its baseline: the first run also warms the caches and the job queue's worker.
    for (let run = 0; run < 2; run++) {
      let before = 0;
      const bare = async () => {
        const figures = await load({
          name: 'reportFnolClaim bare, same report',
          url: server.ceilingUrl,
          paths: ['/ceiling/claims/fnol'],
          ...report,
        });
        await settle();
        before = await fnolClaims();
        return figures;
      };
      const row = await loadBeside('write', bare, () =>
        load({
          name: 'POST /api/claims/fnol',
          url: server.appUrl,
          paths: ['/api/claims/fnol'],
          headersPerRequest: () => ({ [IDEMPOTENCY_KEY_HEADER]: randomUUID() }),
          ...report,
        }),
      );
      await settle();
      made = (await fnolClaims()) - before;
      answered = row.requests - row.errors;
      rows.push({ ...row, name: `${row.name} (run ${run + 1})` });
    }
    const openLoop = await fnolOpenLoop(server, FNOL_OPEN_LOOP_RATES, seconds);
    return { claims: CLAIMS, seedSeconds, rows, claimsMade: made, answered, openLoop };
  } finally {
    await server.stop();
    await close(keep);
  }
}
