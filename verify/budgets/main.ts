import path from 'node:path';
import { type VerifyRow, writeVerifyRows } from '../checks.ts';
import { type AppServer, startAppServer } from './app-server.ts';
import { runAxe } from './axe-pages.ts';
import { BUDGETS } from './budgets.ts';
import { initialJs } from './initial-js.ts';
import { countedScore, describeFigures, type PageFigures } from './lighthouse-figures.ts';
import { LIGHTHOUSE_PAGES, runLighthouse } from './lighthouse-runs.ts';

/**
 * The front-end budgets of issue 7 (section 5) on the production build: the login page's initial
 * JavaScript, Lighthouse on the pages of LIGHTHOUSE_PAGES and axe on every page. Run after `npm run build`;
 * `tsx verify/budgets/main.ts lighthouse` runs one part (initial-js, lighthouse, axe; or BUDGETS_PARTS), and
 * `LIGHTHOUSE_ONLY=/users` some pages of it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(root, 'apps/web/dist');
const reportDir = path.join(process.env.VERIFY_RESULTS ?? path.join(root, 'verify-results'), 'budgets');
const PARTS = ['initial-js', 'lighthouse', 'axe'] as const;
// BUDGETS_PARTS=initial-js,axe picks parts too: CI leaves Lighthouse to developers (decision 0079).
const wanted = process.argv.length > 2 ? process.argv.slice(2) : (process.env.BUDGETS_PARTS?.split(',') ?? []);
const parts = wanted.length ? PARTS.filter((part) => wanted.includes(part)) : PARTS;

const rows: VerifyRow[] = [];
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

/** Runs one part; a part that throws is a failing row of its own, and the others still run. */
async function part(name: string, run: () => Promise<void> | void): Promise<void> {
  try {
    await run();
    console.log(`${name} done after ${elapsed()}`);
  } catch (error) {
    console.error(error);
    rows.push({ check: name, cases: 0, failures: 1, figure: `crashed: ${(error as Error).message}` });
  }
}

/** Each page's initial JavaScript against its budget: the entry, and the page's chunk with its static imports. */
const INITIAL_JS_PAGES = [
  // The sign-in page is in the entry (apps/web/src/pages.ts): the entry is all it loads before it works.
  { page: '/login', module: undefined, budgetKiB: BUDGETS.initialJsLoginKiB },
  { page: '/fnol', module: 'src/features/fnol/fnol-page.tsx', budgetKiB: BUDGETS.initialJsFnolKiB },
  { page: '/track', module: 'src/features/tracking/track-page.tsx', budgetKiB: BUDGETS.initialJsTrackKiB },
  { page: '/home', module: 'src/features/claim-lists/claims-list-page.tsx', budgetKiB: BUDGETS.initialJsHomeKiB },
  { page: 'claim page', module: 'src/features/claims/claim-page.tsx', budgetKiB: BUDGETS.initialJsClaimPageKiB },
] as const;

function checkInitialJs(): void {
  for (const { page, module, budgetKiB } of INITIAL_JS_PAGES) {
    const measured = initialJs(distDir, module);
    const kib = measured.gzipBytes / 1024;
    console.log(`initial JS of ${page}: ${kib.toFixed(1)} KiB gzipped in ${measured.files.length} files`);
    for (const file of measured.files)
      console.log(`  ${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KiB  ${file.file}`);
    rows.push({
      check: `initial JS ${page}`,
      cases: 1,
      failures: kib <= budgetKiB ? 0 : 1,
      figure: `${kib.toFixed(0)} KiB gz (budget ${budgetKiB})`,
    });
  }
}

async function checkLighthouse(server: AppServer): Promise<void> {
  // Each page is printed as soon as its runs are done: together they take minutes on a loaded machine.
  const report = (figures: PageFigures) => {
    const missed = figures.misses.length ? ` — MISSED: ${figures.misses.join(', ')}` : '';
    console.log(`lighthouse ${figures.page}: ${describeFigures(figures)}${missed}`);
  };
  // LIGHTHOUSE_ONLY=/users,/fnol audits those pages alone, to work on one page's figures.
  const only = process.env.LIGHTHOUSE_ONLY?.split(',');
  const pages = only ? LIGHTHOUSE_PAGES.filter((page) => only.includes(page.name)) : LIGHTHOUSE_PAGES;
  for (const figures of await runLighthouse(server, reportDir, report, pages)) {
    rows.push({
      check: `lighthouse ${figures.page}`,
      cases: figures.scores.length,
      failures: figures.misses.length ? 1 : 0,
      figure: describeFigures(figures),
    });
    // A row of its own, whose name CI's report-only rows (`budgets:lighthouse`) do not cover.
    if (pages.find((page) => page.name === figures.page)?.scoreCounted) {
      rows.push({ check: `performance score ${figures.page}`, cases: figures.scores.length, ...countedScore(figures) });
    }
  }
}

async function checkAxe(origin: string): Promise<void> {
  const axe = await runAxe(origin);
  for (const line of axe.violations) console.log(`axe violation: ${line}`);
  rows.push({
    check: 'axe wcag22aa',
    cases: axe.cases,
    failures: axe.violations.length,
    figure: `${axe.pages} pages and ${axe.states} open states × desktop, phone: ${axe.violations.length} violations`,
  });
}

if (parts.includes('initial-js')) await part('initial JS', checkInitialJs);
if (parts.includes('lighthouse') || parts.includes('axe')) {
  const server = await startAppServer();
  console.log(`app server up at ${server.origin} after ${elapsed()}`);
  try {
    if (parts.includes('lighthouse')) await part('lighthouse', () => checkLighthouse(server));
    if (parts.includes('axe')) await part('axe', () => checkAxe(server.origin));
  } finally {
    await server.stop();
  }
}

// 'budgets' is this check's id in VERIFY_CHECKS (verify/checks.ts).
writeVerifyRows('budgets', rows);
for (const row of rows) console.log(`${row.failures ? 'FAIL' : 'ok  '} ${row.check}: ${row.figure}`);
console.log(`budgets took ${elapsed()}; reports in ${reportDir}`);
process.exitCode = rows.some((row) => row.failures > 0) ? 1 : 0;
