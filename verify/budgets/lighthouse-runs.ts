import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { demoClaimId } from '../../apps/server/src/db/seed-demo-claims.ts';
import { DEMO_PASSWORD } from '../../e2e/support/accounts.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { demoToken } from './app-server.ts';
import { BUDGETS, LIGHTHOUSE_RUNS } from './budgets.ts';

export interface AuditedPage {
  name: string;
  path: string;
  /** The demo account signed in before the audited load (its token in localStorage), if any. */
  email?: string;
}

/** Where most visits start, the signed-in home of client staff, and a claim awaiting their decision. */
export const LIGHTHOUSE_PAGES: readonly AuditedPage[] = [
  { name: '/login', path: '/login' },
  { name: '/home', path: '/home', email: 'client@fixline.test' },
  { name: 'claim page', path: `/dashboardClaim/${demoClaimId(1)}`, email: 'client@fixline.test' },
];

export interface PageFigures {
  page: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's performance score, in order, to show the spread. */
  scores: number[];
  /** Lighthouse's CPU benchmark of the machine during the median run: the load it ran under. */
  benchmarkIndex: number;
  /** Requests of the median run to any other origin: none is allowed (no CDN, font or tracker). */
  foreignRequests: string[];
  /** What missed its budget, in words; empty when the page meets them all. */
  misses: string[];
}

/**
 * Lighthouse's mobile preset (its defaults: a Moto G Power-class screen, simulated slow 4G and a 4×
 * slower CPU) on each page, LIGHTHOUSE_RUNS times with a cold cache, then the median run as Lighthouse
 * picks it (closest to the median first paint and time to interactive). Each page gets a fresh browser
 * context; a signed-in page has its token set first, which Lighthouse's storage reset leaves alone.
 */
export async function runLighthouse(
  origin: string,
  reportDir: string,
  onPage: (figures: PageFigures) => void = () => undefined,
): Promise<PageFigures[]> {
  mkdirSync(reportDir, { recursive: true });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    defaultViewport: null,
  });
  try {
    const figures: PageFigures[] = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const token = page.email ? await demoToken(origin, page.email, DEMO_PASSWORD) : null;
      const runs: Result[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await auditOnce(browser, origin, page, token));
      const median = computeMedianRun(runs);
      const file = page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
      writeFileSync(path.join(reportDir, `lighthouse-${file}.html`), generateReport(median, 'html'));
      figures.push(pageFigures(page.name, origin, median, runs));
      onPage(figures[figures.length - 1] as PageFigures);
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** Lighthouse asks for another run when its trace failed (NO_NAVSTART and the like): one more try. */
async function auditOnce(browser: Browser, origin: string, page: AuditedPage, token: string | null): Promise<Result> {
  try {
    return await auditInFreshContext(browser, origin, page, token);
  } catch (error) {
    console.warn(`lighthouse ${page.name}: ${(error as Error).message}; running it again`);
    return auditInFreshContext(browser, origin, page, token);
  }
}

async function auditInFreshContext(
  browser: Browser,
  origin: string,
  page: AuditedPage,
  token: string | null,
): Promise<Result> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    if (token) {
      await tab.goto(`${origin}/api/health`);
      await tab.evaluate((jwt) => localStorage.setItem('jwt', jwt), token);
    }
    const result = await lighthouse(
      `${origin}${page.path}`,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
      undefined,
      tab,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page.name}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${page.name}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await context.close();
  }
}

/** The URLs the page loaded from anywhere but the app's own origin (Lighthouse's network records). */
function foreignRequests(median: Result, origin: string): string[] {
  const details = median.audits['network-requests']?.details;
  const items = details && 'items' in details ? (details.items as { url?: unknown }[]) : [];
  return items
    .map((item) => (typeof item.url === 'string' ? item.url : ''))
    .filter((url) => /^https?:/.test(url) && !url.startsWith(`${origin}/`));
}

function pageFigures(name: string, origin: string, median: Result, runs: Result[]): PageFigures {
  const score = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const metric = (id: string) => median.audits[id]?.numericValue ?? Number.NaN;
  const figures = {
    page: name,
    performance: score(median),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    scores: runs.map(score),
    benchmarkIndex: Math.round(median.environment.benchmarkIndex),
    foreignRequests: foreignRequests(median, origin),
  };
  const misses = [
    figures.performance >= BUDGETS.performance ? null : `performance ${figures.performance} < ${BUDGETS.performance}`,
    figures.lcpMs <= BUDGETS.largestContentfulPaintMs ? null : `LCP ${seconds(figures.lcpMs)} > 2.0 s`,
    figures.tbtMs <= BUDGETS.totalBlockingTimeMs ? null : `TBT ${Math.round(figures.tbtMs)} ms > 100 ms`,
    figures.cls <= BUDGETS.cumulativeLayoutShift ? null : `CLS ${figures.cls.toFixed(3)} > 0.02`,
    figures.foreignRequests.length === 0 ? null : `loads from other origins: ${figures.foreignRequests.join(', ')}`,
  ].filter((miss): miss is string => miss !== null);
  return { ...figures, misses };
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** 'perf 98 (runs 97/98/99), LCP 1.2 s, TBT 40 ms, CLS 0.00, CPU index 1500' — the summary's figure. */
export function describeFigures(figures: PageFigures): string {
  return `perf ${figures.performance} (runs ${figures.scores.join('/')}), LCP ${seconds(figures.lcpMs)}, TBT ${Math.round(
    figures.tbtMs,
  )} ms, CLS ${figures.cls.toFixed(2)}, CPU index ${figures.benchmarkIndex}`;
}
