import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { demoClaimId } from '../../apps/server/src/demo/seed-demo-claims.ts';
import { TRACKED_CLAIM } from '../../apps/server/src/demo/seed-demo-links.ts';
import { QUOTED_CLAIM } from '../../apps/server/src/demo/seed-demo-payments.ts';
import { DEMO_PICKUP_CLAIM } from '../../apps/server/src/demo/seed-demo-pickup.ts';
import { DEMO_PASSWORD } from '../../e2e/support/accounts.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { SEEDED } from '../../e2e/support/claims.ts';
import { type AppServer, demoLinkPath, demoLinkToken, demoToken, issuedLinkPath } from './app-server.ts';
import { LIGHTHOUSE_RUNS } from './budgets.ts';
import { type PageFigures, pageFigures } from './lighthouse-figures.ts';
import { lowerPageNeighbours, QUIET, untilQuiet } from './quiet-neighbours.ts';

export interface AuditedPage {
  name: string;
  /** Its address, or how to find it in the running app (a driver link's token is made by it). */
  path: string | ((origin: string) => Promise<string>);
  /** The demo account signed in before the audited load (its token in localStorage), if any. */
  email?: string;
  /**
   * Its performance score counts in CI, where every Lighthouse row only prints (decision 0050): the
   * driver's pages of issue 24, which meet it (decision 0076).
   */
  scoreCounted?: true;
}

/** A page whose address is known. */
type FoundPage = AuditedPage & { path: string };

/**
 * Where most visits start, the signed-in home of client staff, a claim awaiting their decision, the
 * driver's FNOL wizard (issue 24) opened from an insurer's link on a phone, the garages' home and a
 * marketplace claim with its bid form, as a repairer opens them there, the driver's tracking page, the
 * super admin's people and organisations, and the retail driver's pages (quote, dates, payment, agreement).
 */
export const LIGHTHOUSE_PAGES: readonly AuditedPage[] = [
  { name: '/login', path: '/login' },
  { name: '/home', path: '/home', email: 'client@fixline.test' },
  { name: 'claim page', path: `/dashboardClaim/${demoClaimId(1)}`, email: 'client@fixline.test' },
  { name: '/fnol', path: '/fnol?code=NORTHWIND', scoreCounted: true },
  { name: '/repairerHome', path: '/repairerHome', email: 'repairer@fixline.test' },
  { name: 'marketplace claim', path: `/marketplace/claims/${SEEDED.inMarketplace}`, email: 'repairer@fixline.test' },
  // The driver's tracking page from the demo's tracking link (seed-demo-links.ts), on a phone.
  {
    name: '/track',
    scoreCounted: true,
    path: async (origin) => {
      const staff = await demoToken(origin, 'client@fixline.test', DEMO_PASSWORD);
      return `/track/${encodeURIComponent(await demoLinkToken(origin, staff, TRACKED_CLAIM, '/track/'))}`;
    },
  },
  // Issue 26: the super admin's lists of people and of organisations.
  { name: '/users', path: '/users', email: 'superadmin@fixline.test' },
  { name: '/organizations', path: '/organizations', email: 'superadmin@fixline.test' },
  // Issue 25's public pages, from the demo's driver links, each on a claim where it has its real content.
  driverPage('/quote-accept', (origin, staff) => demoLinkPath(origin, staff, QUOTED_CLAIM, '/quote-accept/')),
  driverPage('/pickup', (origin, staff) => demoLinkPath(origin, staff, DEMO_PICKUP_CLAIM, '/pickup/')),
  // The demo mails no payment link for its finished claim: staff issue one, as they would (axe-pages.ts too).
  driverPage('/payment', (origin, staff) => issuedLinkPath(origin, staff, SEEDED.finishedAtRiverside, 'payment')),
  driverPage('/bodyshop', (origin, staff) => demoLinkPath(origin, staff, SEEDED.inRepairAtBodyshop, '/bodyshop/')),
];

/** A driver's page, opened without an account from a link that the super admin may see on the claim. */
function driverPage(name: string, find: (origin: string, staff: string) => Promise<string>): AuditedPage {
  return {
    name,
    path: async (origin) => find(origin, await demoToken(origin, 'superadmin@fixline.test', DEMO_PASSWORD)),
  };
}

/**
 * Lighthouse's mobile preset (its defaults: a Moto G Power-class screen, simulated slow 4G and a 4×
 * slower CPU) on each page, LIGHTHOUSE_RUNS times with a cold cache; each figure is the median of its
 * runs (lighthouse-figures.ts), and the HTML report is of the run Lighthouse picks as its median (closest
 * to the median first paint and time to interactive). Each page gets a fresh browser context; a
 * signed-in page has its token set first, which Lighthouse's storage reset leaves alone. The page's
 * renderer goes before everything else that runs (quiet-neighbours.ts).
 */
export async function runLighthouse(
  { origin, pid: serverPid }: AppServer,
  reportDir: string,
  onPage: (figures: PageFigures) => void = () => undefined,
  pages: readonly AuditedPage[] = LIGHTHOUSE_PAGES,
): Promise<PageFigures[]> {
  mkdirSync(reportDir, { recursive: true });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    defaultViewport: null,
  });
  const where: AuditPlace = { browser, origin, serverPid };
  try {
    const figures: PageFigures[] = [];
    for (const listed of pages) {
      const page = { ...listed, path: typeof listed.path === 'string' ? listed.path : await listed.path(origin) };
      const token = page.email ? await demoToken(origin, page.email, DEMO_PASSWORD) : null;
      await warmUp(where, page, token);
      const runs: Result[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await auditOnce(where, page, token));
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

/**
 * Lighthouse asks for another run when its trace failed (NO_NAVSTART and the like): 1 audit in about
 * 60 here (decision 0040). Up to three tries, so that the check fails for the page, not for a trace.
 */
const AUDIT_TRIES = 3;

async function auditOnce(where: AuditPlace, page: FoundPage, token: string | null): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditInFreshContext(where, page, token);
    } catch (error) {
      if (attempt >= AUDIT_TRIES) throw error;
      console.warn(`lighthouse ${page.name}: ${(error as Error).message}; running it again`);
    }
  }
}

/** The browser the audits run in and the server they load from. */
interface AuditPlace {
  browser: Browser;
  origin: string;
  serverPid: number;
}

/** A fresh browser context's tab, with the page's token stored when it has one; closed after `use`. */
async function inFreshContext<T>(
  { browser, origin }: AuditPlace,
  token: string | null,
  use: (tab: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    if (token) {
      await tab.goto(`${origin}/api/health`);
      await tab.evaluate((jwt) => localStorage.setItem('jwt', jwt), token);
    }
    return await use(tab);
  } finally {
    await context.close();
  }
}

/**
 * One visit that is not audited, before a page's runs: the first load of a page in a browser and from
 * a server just started also pays for their own start (the browser's first page, the server's first
 * answer of each kind), which a visit to a browser and a server already running does not.
 */
function warmUp(where: AuditPlace, page: FoundPage, token: string | null): Promise<void> {
  return inFreshContext(where, token, async (tab) => {
    await tab.goto(`${where.origin}${page.path}`, { waitUntil: 'networkidle2' });
  });
}

function auditInFreshContext(where: AuditPlace, page: FoundPage, token: string | null): Promise<Result> {
  return inFreshContext(where, token, async (tab) => {
    // Before each audit: the browser may have started a process since the last (its tracing service).
    const browserPid = where.browser.process()?.pid;
    if (browserPid) lowerPageNeighbours(browserPid, where.serverPid);
    const busy = await untilQuiet();
    if (busy >= QUIET.busyBelow)
      console.warn(`lighthouse ${page.name}: the machine is still ${Math.round(busy * 100)}% busy; auditing anyway`);
    const result = await lighthouse(
      `${where.origin}${page.path}`,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
      undefined,
      tab,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page.name}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${page.name}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  });
}
