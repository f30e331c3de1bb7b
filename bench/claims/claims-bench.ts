import { randomBytes } from 'node:crypto';
import { createDb } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../../apps/server/src/db/seed.ts';
import { databaseUrl, dropDatabase, ensureDatabase } from '../../apps/server/src/db/server-admin.ts';
import { httpClient } from '../../apps/server/test/http-client.ts';
import { type LoadResult, load } from '../load.ts';
import { startBenchServer } from '../start-bench-server.ts';
import { addBenchOrganisations, seedBenchClaims } from './seed-bench-claims.ts';

export interface ClaimsBenchResult {
  rows: (LoadResult & { ratio: number })[];
  listP95At10k: number;
  listP95At100k: number;
  seedSeconds: number;
}

const SMALL = 10_000;
const LARGE = 100_000;

/**
 * Issue 4's benchmark: 100,000 claims with their timelines across 20 organisations; the list (first
 * page, a status and a label, sorted), a status count, a median time and one claim at 32 connections,
 * each against the ceiling of a bare primary-key SELECT through the same driver, in the same run.
 */
export async function benchClaims(serverUrl: string, seconds: number, keep = false): Promise<ClaimsBenchResult> {
  const name = `fixline_bench_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  const db = createDb(url);
  await migrateToLatest(db);
  await seedDemoData(db);
  await addBenchOrganisations(db);
  const server = await startBenchServer(url);
  try {
    const seeding = performance.now();
    await seedBenchClaims(db, 1, SMALL);

    const superAdmin = await httpClient(server.appUrl).login('superadmin@fixline.test');
    const listPath = '/api/claims?status=in-repair&labels=Fleet&sortOrder=desc&pageSize=25';
    const list = (label: string) =>
      load({ name: label, url: server.appUrl, paths: [listPath], token: superAdmin, seconds });
    const at10k = await list(`list at ${SMALL.toLocaleString('en-GB')}`);

    await seedBenchClaims(db, SMALL + 1, LARGE);
    const seedSeconds = (performance.now() - seeding) / 1000;
    const ids = (await db.selectFrom('claims').select('id').orderBy('reference', 'desc').limit(50).execute()).map(
      (row) => row.id,
    );
    const ceiling = await load({
      name: 'ceiling: bare PK SELECT',
      url: server.ceilingUrl,
      paths: ids.map((id) => `/ceiling/${id}`),
      seconds,
    });
    const measured = [
      await list(`GET /api/claims (list) at ${LARGE.toLocaleString('en-GB')}`),
      await load({
        name: 'GET /api/claims/in-repair/count',
        url: server.appUrl,
        paths: ['/api/claims/in-repair/count'],
        token: superAdmin,
        seconds,
      }),
      await load({
        name: 'GET /api/claims/in-repair/median-time',
        url: server.appUrl,
        paths: ['/api/claims/in-repair/median-time'],
        token: superAdmin,
        seconds,
      }),
      await load({
        name: 'GET /api/claims/{id}',
        url: server.appUrl,
        paths: ids.map((id) => `/api/claims/${id}`),
        token: superAdmin,
        seconds,
      }),
    ];
    const ratio = (result: LoadResult) => result.requestsPerSecond / ceiling.requestsPerSecond;
    return {
      rows: [ceiling, ...measured].map((result) => ({ ...result, ratio: ratio(result) })),
      listP95At10k: at10k.p95,
      listP95At100k: measured[0]?.p95 ?? Number.NaN,
      seedSeconds,
    };
  } finally {
    await server.stop();
    await db.destroy();
    if (keep) console.log(`Kept the database ${name} for EXPLAIN and the like`);
    else await dropDatabase(serverUrl, name);
  }
}
