import { CLAIM_STATUSES } from '@fixline/domain';
import { httpClient } from '../../apps/server/test/http-client.ts';
import { benchDatabase } from '../bench-database.ts';
import { type LoadOptions, type LoadResult, load } from '../load.ts';
import { startBenchServer } from '../start-bench-server.ts';
import { seedBenchClaims } from './seed-bench-claims.ts';

export interface ClaimsBenchRow extends LoadResult {
  /** The bare-SELECT ceiling measured just before this row, so both saw the machine alike. */
  ceilingPerSecond: number;
  ratio: number;
  /** A row of the targets, rather than one printed for comparison. */
  target: boolean;
}

export interface ClaimsBenchResult {
  rows: ClaimsBenchRow[];
  listP95At10k: number;
  listP95At100k: number;
  seedSeconds: number;
}

const SMALL = 10_000;
const LARGE = 100_000;
const LIST_PATH = '/api/claims?status=in-repair&labels=Fleet&sortOrder=desc&pageSize=25';
/** 48 different first pages: every status but two, three label filters, both orders. */
const MIXED_LIST_PATHS = CLAIM_STATUSES.slice(0, 8).flatMap((status) =>
  ['labels=Fleet', 'labels=EV', 'excludeLabels=Fleet'].flatMap((labels) =>
    ['asc', 'desc'].map((order) => `/api/claims?status=${status}&${labels}&sortOrder=${order}&pageSize=25`),
  ),
);

/**
 * Issue 4's benchmark: 100,000 claims with their timelines across 20 organisations; the list (first
 * page, a status and a label, sorted), a status count, a median time and one claim at 32 connections.
 * Each row is measured right after a run of the ceiling — a bare primary-key SELECT through the same
 * driver — and compared with that run, so a machine that slows down or speeds up during the benchmark
 * moves both alike. For comparison (no target): the same list with every request answered on its own
 * (SHARED_READS=false, a second server), and 48 different lists asked for at random.
 */
export async function benchClaims(serverUrl: string, seconds: number, keep = false): Promise<ClaimsBenchResult> {
  const { url, db, close } = await benchDatabase(serverUrl);
  const server = await startBenchServer(url);
  const alone = await startBenchServer(url, { SHARED_READS: 'false' });
  try {
    const seeding = performance.now();
    await seedBenchClaims(db, 1, SMALL);

    const superAdmin = await httpClient(server.appUrl).login('superadmin@fixline.test');
    const app = (options: Omit<LoadOptions, 'url' | 'token' | 'seconds'>) =>
      load({ url: server.appUrl, token: superAdmin, seconds, ...options });
    const list = (label: string) => app({ name: label, paths: [LIST_PATH] });
    const at10k = await list(`list at ${SMALL.toLocaleString('en-GB')}`);

    await seedBenchClaims(db, SMALL + 1, LARGE);
    const seedSeconds = (performance.now() - seeding) / 1000;
    const ids = (await db.selectFrom('claims').select('id').orderBy('reference', 'desc').limit(50).execute()).map(
      (row) => row.id,
    );
    const ceiling = () =>
      load({ name: 'ceiling', url: server.ceilingUrl, paths: ids.map((id) => `/ceiling/${id}`), seconds });
    const rows: ClaimsBenchRow[] = [];
    const measure = async (target: boolean, run: () => Promise<LoadResult>) => {
      const before = await ceiling();
      const result = await run();
      rows.push({
        ...result,
        target,
        ceilingPerSecond: before.requestsPerSecond,
        ratio: result.requestsPerSecond / before.requestsPerSecond,
      });
    };

    await measure(true, () => list(`GET /api/claims (list) at ${LARGE.toLocaleString('en-GB')}`));
    await measure(false, () =>
      load({
        name: 'the same list, each request on its own (SHARED_READS=false)',
        url: alone.appUrl,
        token: superAdmin,
        paths: [LIST_PATH],
        seconds,
      }),
    );
    await measure(false, () =>
      app({ name: `${MIXED_LIST_PATHS.length} different lists at random`, paths: MIXED_LIST_PATHS, random: true }),
    );
    await measure(true, () => app({ name: 'GET /api/claims/in-repair/count', paths: ['/api/claims/in-repair/count'] }));
    await measure(true, () =>
      app({ name: 'GET /api/claims/in-repair/median-time', paths: ['/api/claims/in-repair/median-time'] }),
    );
    await measure(true, () => app({ name: 'GET /api/claims/{id}', paths: ids.map((id) => `/api/claims/${id}`) }));
    return {
      rows,
      listP95At10k: at10k.p95,
      listP95At100k: rows[0]?.p95 ?? Number.NaN,
      seedSeconds,
    };
  } finally {
    await Promise.all([server.stop(), alone.stop()]);
    await close(keep);
  }
}
