import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { databaseUrl, dropDatabase, ensureDatabase } from '../../apps/server/src/db/server-admin.ts';
import { type RouteEntry, routeTable } from '../../apps/server/src/http/route-table.ts';
import { buildMatrix, type Expected, formatMatrix, type Matrix, type OpenApiDocument } from './matrix.ts';

/**
 * `npm run authz:generate`: builds the app, reads its route table (every route with its guard) and
 * writes verify/authz/matrix.json from it, the domain's grant and workflow tables, and the cases in
 * cases/. It prints every cell that changed: review them — a cell that looks wrong is a bug in the
 * code, not in the matrix. On TEST_DATABASE_URL's PostgreSQL, or an embedded one.
 */
const matrixFile = path.join(import.meta.dirname, 'matrix.json');

async function readRoutes(): Promise<{ table: readonly RouteEntry[]; document: OpenApiDocument }> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'fixline-authz-'));
  const embedded = process.env.TEST_DATABASE_URL
    ? null
    : await startEmbeddedPostgres(path.join(directory, 'postgres'), { persistent: false });
  const server = process.env.TEST_DATABASE_URL ?? (embedded?.url as string);
  const name = `fixline_authz_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(server, name);
  const db = createDb(databaseUrl(server, name), { max: 2 });
  try {
    await migrateToLatest(db);
    const config = { ...loadConfig({ DATA_DIR: directory, LOG_LEVEL: 'silent' }), webDistDir: undefined };
    const app = await buildApp({ config, db });
    await app.ready();
    const table = [...routeTable(app)];
    const document = app.swagger() as OpenApiDocument;
    await app.close();
    return { table, document };
  } finally {
    await db.destroy();
    await dropDatabase(server, name);
    await embedded?.stop();
    await rm(directory, { recursive: true, force: true });
  }
}

const show = (cell: Expected | undefined) => (cell === undefined ? '—' : JSON.stringify(cell));

function changes(before: Matrix | null, after: Matrix): string[] {
  const lines: string[] = [];
  const routes = new Set([...Object.keys(before?.routes ?? {}), ...Object.keys(after.routes)]);
  for (const route of routes) {
    for (const actor of after.actors) {
      const was = before?.routes[route]?.[actor];
      const now = after.routes[route]?.[actor];
      if (show(was) !== show(now)) lines.push(`  ${route} · ${actor}: ${show(was)} → ${show(now)}`);
    }
  }
  const bodies = new Set([...Object.keys(before?.bodyFields ?? {}), ...Object.keys(after.bodyFields)]);
  for (const route of bodies) {
    const [was, now] = [before?.bodyFields?.[route], after.bodyFields[route]].map(
      (fields) => fields?.join(', ') ?? '—',
    );
    if (was !== now) lines.push(`  ${route} takes: ${was} → ${now}`);
  }
  return lines;
}

const { table, document } = await readRoutes();
const { matrix, missing } = buildMatrix(table, document);
if (missing.length > 0) {
  console.error(`No case for ${missing.length} route(s); add one to verify/authz/cases/:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
const before = existsSync(matrixFile) ? (JSON.parse(readFileSync(matrixFile, 'utf8')) as Matrix) : null;
writeFileSync(matrixFile, formatMatrix(matrix));
spawnSync('npx', ['biome', 'format', '--write', matrixFile], { stdio: 'ignore' });
const changed = changes(before, matrix);
const cells = Object.keys(matrix.routes).length * matrix.actors.length;
console.log(
  `${Object.keys(matrix.routes).length} routes × ${matrix.actors.length} actors (${cells} cells) → ${matrixFile}`,
);
if (!before) console.log('A new matrix: review all of it.');
else console.log(changed.length ? `${changed.length} change(s) to review:\n${changed.join('\n')}` : 'Nothing changed.');
