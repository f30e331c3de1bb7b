import { CLAIM_STATUSES } from '@fixline/domain';
import { httpClient } from '../../apps/server/test/http-client.ts';
import { benchDatabase } from '../bench-database.ts';
import { type LoadOptions, load, loadBeside } from '../load.ts';
import type { RowBesideBaseline } from '../ratio-verdict.ts';
import { startBenchServer } from '../start-bench-server.ts';
import { seedBenchClaims } from './seed-bench-claims.ts';

export interface ClaimsBenchRow extends RowBesideBaseline {
  /** A row judged by its ratio, rather than a variant printed for comparison. */
  judged: boolean;
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
 * The search box's questions (issue 44), asked at random: part of a name, part of an email, a plate's
 * start, a reference as read out, part of a phone.
 */
const SEARCH_PATHS = ['Customer 4242', 'customer777@exa', 'AB12', 'FX-012345', '900 123'].map(
  (text) => `/api/claims?search=${encodeURIComponent(text)}&pageSize=25`,
);

/**
 * Issue 4's benchmark: 100,000 claims with their timelines across 20 organisations; the list (first
 * page, a status and a label, sorted), a status count, a median time and one claim at 32 connections.
 * Each row is measured right after its baseline — the row's own query function bare on the bench
 * server's ceiling routes (listClaims, countByStatus, loadClaimView, for the same person and question, as
 * the mix's ceilings run them) — and judged by that ratio, so a machine that slows down or speeds up
 * during the benchmark moves both alike. The median time has no bare route: its baseline is a bare
 * primary-key SELECT through the same driver, a generic one. For comparison (not judged): the same list
 * with every request answered on its own (SHARED_READS=false, a second server), and 48 different lists
 * asked for at random, each beside the same lists bare. Judged: the search box's questions at random
 * beside the same searches bare.
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
    const { id: userId } = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'superadmin@fixline.test')
      .executeTakeFirstOrThrow();
    // /api/claims?… → /ceiling/claims?…&userId=…: the same question for the same person, bare.
    const bare = (path: string) =>
      `/ceiling${path.replace(/^\/api/, '')}${path.includes('?') ? '&' : '?'}userId=${userId}`;
    const ceiling =
      (name: string, paths: string[], random = false) =>
      () =>
        load({ name, url: server.ceilingUrl, paths, random, seconds });
    const bareList = ceiling('listClaims bare, same person and query', [bare(LIST_PATH)]);
    const primaryKey = ceiling(
      'a bare primary-key SELECT',
      ids.map((id) => `/ceiling/${id}`),
    );
    const rows: ClaimsBenchRow[] = [];
    const measure = async (judged: boolean, row: Promise<RowBesideBaseline>) => rows.push({ ...(await row), judged });

    await measure(
      true,
      loadBeside('read', bareList, () => list(`GET /api/claims (list) at ${LARGE.toLocaleString('en-GB')}`)),
    );
    await measure(
      false,
      loadBeside('read', bareList, () =>
        load({
          name: 'the same list, each request on its own (SHARED_READS=false)',
          url: alone.appUrl,
          token: superAdmin,
          paths: [LIST_PATH],
          seconds,
        }),
      ),
    );
    await measure(
      false,
      loadBeside('read', ceiling('the same lists bare', MIXED_LIST_PATHS.map(bare), true), () =>
        app({ name: `${MIXED_LIST_PATHS.length} different lists at random`, paths: MIXED_LIST_PATHS, random: true }),
      ),
    );
    await measure(
      true,
      loadBeside('read', ceiling('the same searches bare', SEARCH_PATHS.map(bare), true), () =>
        app({ name: `${SEARCH_PATHS.length} searches at random`, paths: SEARCH_PATHS, random: true }),
      ),
    );
    const countPath = '/api/claims/in-repair/count';
    await measure(
      true,
      loadBeside('read', ceiling('countByStatus bare, same person', [bare(countPath)]), () =>
        app({ name: `GET ${countPath}`, paths: [countPath] }),
      ),
    );
    await measure(
      true,
      loadBeside(
        'read',
        primaryKey,
        () => app({ name: 'GET /api/claims/in-repair/median-time', paths: ['/api/claims/in-repair/median-time'] }),
        true,
      ),
    );
    await measure(
      true,
      loadBeside(
        'read',
        ceiling(
          'loadClaimView bare, same person and claims',
          ids.map((id) => `/ceiling/claim/${id}?userId=${userId}`),
        ),
        () => app({ name: 'GET /api/claims/{id}', paths: ids.map((id) => `/api/claims/${id}`) }),
      ),
    );
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
