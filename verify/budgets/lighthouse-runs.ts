import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { demoClaimId } from '../../apps/server/src/db/seed-demo-claims.ts';
import { DEMO_PASSWORD } from '../../e2e/support/accounts.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { demoToken } from './app-server.ts';
import { LIGHTHOUSE_RUNS } from './budgets.ts';
import { type PageFigures, pageFigures } from './lighthouse-figures.ts';

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

/**
 * Lighthouse's mobile preset (its defaults: a Moto G Power-class screen, simulated slow 4G and a 4×
 * slower CPU) on each page, LIGHTHOUSE_RUNS times with a cold cache; each figure is the median of its
 * runs (lighthouse-figures.ts), and the HTML report is of the run Lighthouse picks as its median (closest
 * to the median first paint and time to interactive). Each page gets a fresh browser
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
      figures.push(pageFigures(page.name, origin, runs));
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
