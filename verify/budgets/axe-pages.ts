import AxeBuilder from '@axe-core/playwright';
import { SESSION_MESSAGES, UI_MESSAGES } from '@fixline/domain';
import { type Browser, type BrowserContext, expect as baseExpect, chromium, type Page } from '@playwright/test';
import { demoClaimId } from '../../apps/server/src/db/seed-demo-claims.ts';
import { DEMO_PASSWORD } from '../../e2e/support/accounts.ts';
import { toast } from '../../e2e/support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { demoToken } from './app-server.ts';
import { AXE_TAGS, VIEWPORTS, type ViewportName } from './budgets.ts';
import { type PageVisit, pageVisits } from './page-visits.ts';

export interface AxeOutcome {
  pages: number;
  states: number;
  /** Page or state × viewport. */
  cases: number;
  /** One line per violated rule on a page or state, with its impact and where. */
  violations: string[];
}

/** An open dialog or menu worth checking on its own: how to open it from a page. */
interface OpenState {
  name: string;
  path: string;
  email: string;
  viewports: readonly ViewportName[];
  open: (page: Page) => Promise<void>;
  /** The state ends the session (logout revokes its token): it gets a sign-in of its own. */
  ownSession?: true;
}

const BOTH: readonly ViewportName[] = ['desktop', 'phone'];

/** Generous waits: the check shares two cores with everything else, and a slow page is not a failure. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** A state opened from the client's /home, on both sizes unless said otherwise. */
const onHome = (name: string, open: OpenState['open'], more: Partial<OpenState> = {}): OpenState => ({
  name,
  path: '/home',
  email: 'client@fixline.test',
  viewports: BOTH,
  open,
  ...more,
});

/** Opens a dialog or menu by the button of the same name. */
const openNamed = async (page: Page, button: string, role: 'dialog' | 'navigation', name = button) => {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole(role, { name })).toBeVisible();
};

const STATES: readonly OpenState[] = [
  onHome('notifications menu', (page) => openNamed(page, 'Notifications', 'dialog')),
  onHome('help & feedback dialog', (page) => openNamed(page, 'Help & Feedback', 'dialog')),
  onHome('navigation drawer', (page) => openNamed(page, 'Open navigation', 'navigation', 'Main navigation'), {
    viewports: ['phone'],
  }),
  {
    name: 'claim action dialog',
    path: `/dashboardClaim/${demoClaimId(1)}`,
    email: 'client@fixline.test',
    viewports: BOTH,
    open: async (page) => {
      await page.getByRole('region', { name: 'Claim actions' }).locator('[aria-haspopup="dialog"]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  // Toasts are where the theme's colours were weakest (notistack's own green, amber and blue).
  onHome('success toast', async (page) => {
    await openNamed(page, 'Help & Feedback', 'dialog');
    const dialog = page.getByRole('dialog', { name: 'Help & Feedback' });
    await dialog.getByLabel('Message (required)').fill('Checking the toasts for accessibility.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, UI_MESSAGES.feedbackThanks)).toBeVisible();
  }),
  // Its own account: signing out must not touch the sessions the other pages are checked with.
  onHome(
    'info toast',
    async (page) => {
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(toast(page, SESSION_MESSAGES.loggedOut)).toBeVisible();
    },
    { email: 'client2@fixline.test', ownSession: true },
  ),
];

/**
 * axe-core with the WCAG 2.0–2.2 A and AA rules on every page (page-visits.ts) and on the open states
 * above, at the desktop and phone sizes of the e2e suite, each signed in as a demo account permitted to
 * see it. Any violation counts, whatever its impact.
 */
export async function runAxe(origin: string, viewports: readonly ViewportName[] = BOTH): Promise<AxeOutcome> {
  const tokens = new Map<string, string>();
  const tokenFor = async (email: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const token = await demoToken(origin, email, DEMO_PASSWORD);
    tokens.set(email, token);
    return token;
  };
  const labelId = await firstLabelId(origin, await tokenFor('superadmin@fixline.test'));
  const visits = await pageVisits(labelId);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const violations: string[] = [];
  let cases = 0;
  try {
    // States that end their session come last, after every page and state that shares an account.
    const states = [...STATES.filter((s) => !s.ownSession), ...STATES.filter((s) => s.ownSession)];
    for (const viewport of viewports) {
      for (const visit of visits) {
        const token = visit.email ? await tokenFor(visit.email) : null;
        violations.push(...(await checkPage(browser, origin, viewport, token, visit)));
        cases++;
      }
    }
    for (const state of states) {
      for (const viewport of viewports.filter((v) => state.viewports.includes(v))) {
        const visit: PageVisit = {
          route: `${state.path} with the ${state.name} open`,
          path: state.path,
          email: state.email,
        };
        const token = state.ownSession
          ? await demoToken(origin, state.email, DEMO_PASSWORD)
          : await tokenFor(state.email);
        violations.push(...(await checkPage(browser, origin, viewport, token, visit, state.open)));
        cases++;
      }
    }
  } finally {
    await browser.close();
  }
  return { pages: visits.length, states: STATES.length, cases, violations };
}

async function checkPage(
  browser: Browser,
  origin: string,
  viewport: ViewportName,
  token: string | null,
  visit: PageVisit,
  open?: (page: Page) => Promise<void>,
): Promise<string[]> {
  const context = await newContext(browser, origin, viewport, token);
  const where = `${visit.route} [${viewport}${visit.email ? `, ${visit.email}` : ''}]`;
  try {
    const page = await context.newPage();
    await page.goto(visit.path);
    await settled(page);
    // A signed-in visit sent to /login would check the login page under another page's name.
    const landed = new URL(page.url()).pathname;
    if (visit.email && landed === '/login') throw new Error(`${visit.path} sent ${visit.email} to /login`);
    if (open) await open(page);
    await stoppedMoving(page);
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    return results.violations.map(
      (v) => `${where} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  } catch (error) {
    // A page that never settles or a state that will not open is a failure too, and the rest still run.
    const url = context.pages()[0]?.url() ?? 'no page';
    return [`${where} could not be checked at ${url}: ${(error as Error).message.split('\n')[0]}`];
  } finally {
    await context.close();
  }
}

async function newContext(
  browser: Browser,
  origin: string,
  viewport: ViewportName,
  token: string | null,
): Promise<BrowserContext> {
  const phone = viewport === 'phone';
  const context = await browser.newContext({
    baseURL: origin,
    viewport: VIEWPORTS[viewport],
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    ...(phone ? { deviceScaleFactor: 3, isMobile: true, hasTouch: true } : {}),
  });
  // Signed in as the app itself would be after the login form (spec 9): the token in localStorage.
  if (token) await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
  return context;
}

/** The page as people read it: its chunk loaded, the session restored, no skeleton left, fonts in. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * Waits for every transition and finite animation to end: text still fading in (a toast sliding up, a
 * tooltip appearing under the pointer left on the top bar) is measured by axe at the contrast it has
 * half-way, which no one reads. Endless ones (a progress bar, a skeleton's pulse) are not waited for.
 */
async function stoppedMoving(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // In the page; this project's types are Node's, so the little of the DOM used is named here.
    const { document } = globalThis as unknown as { document: { getAnimations(): Moving[] } };
    return document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || !Number.isFinite(animation.effect?.getComputedTiming().endTime ?? 0),
      );
  });
}

interface Moving {
  playState: string;
  effect: { getComputedTiming(): { endTime?: number | string } } | null;
}

async function firstLabelId(origin: string, token: string): Promise<string> {
  const response = await fetch(`${origin}/api/labels`, { headers: { authorization: `Bearer ${token}` } });
  const labels = (await response.json()) as { id: string }[];
  const [first] = labels;
  if (!first) throw new Error('The demo data has no label');
  return first.id;
}
