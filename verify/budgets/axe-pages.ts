import AxeBuilder from '@axe-core/playwright';
import { SESSION_MESSAGES, UI_MESSAGES } from '@fixline/domain';
import { type Browser, type BrowserContext, expect as baseExpect, chromium, type Page } from '@playwright/test';
import { demoClaimId } from '../../apps/server/src/demo/seed-demo-claims.ts';
import { TRACKED_CLAIM } from '../../apps/server/src/demo/seed-demo-links.ts';
import { DEMO_CLICKMECHANIC_CLAIM, DEMO_PREMIA_CLAIM } from '../../apps/server/src/demo/seed-demo-partners.ts';
import { PAID_CLAIM, QUOTED_CLAIM } from '../../apps/server/src/demo/seed-demo-payments.ts';
import { DEMO_PICKUP_CLAIM } from '../../apps/server/src/demo/seed-demo-pickup.ts';
import { DEMO_PASSWORD } from '../../e2e/support/accounts.ts';
import { toast } from '../../e2e/support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { SEEDED } from '../../e2e/support/claims.ts';
import { demoLinkPath, demoLinkToken, demoToken, issuedLinkPath } from './app-server.ts';
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
  // A partner's answer in the super admin's Partner calls section (the demo's Yaris, sent to ClickMechanic).
  {
    name: 'partner calls on a claim',
    path: `/dashboardClaim/${DEMO_CLICKMECHANIC_CLAIM}`,
    email: 'superadmin@fixline.test',
    viewports: BOTH,
    open: async (page) => {
      await expect(page.getByRole('region', { name: 'Partner calls' })).toContainText('Answered');
    },
  },
  {
    name: 'return to Premia dialog',
    path: `/dashboardClaim/${DEMO_PREMIA_CLAIM}`,
    email: 'superadmin@fixline.test',
    viewports: BOTH,
    open: async (page) => {
      await page.getByRole('button', { name: 'Return to Premia' }).click();
      await expect(page.getByRole('dialog', { name: 'Return to Premia' })).toBeVisible();
    },
  },
  // The bid form's messages in their error colour, on the phone a garage bids from.
  {
    name: "bid form's messages",
    path: `/marketplace/claims/${SEEDED.inMarketplace}`,
    email: 'repairer@fixline.test',
    viewports: BOTH,
    open: async (page) => {
      const form = page.getByRole('form', { name: 'Place a bid' });
      await form.getByRole('button', { name: 'Place bid' }).click();
      await expect(form.getByText('This field is required').first()).toBeVisible();
    },
  },
  // The claim page's Repair date section as the garage books from it, and as the client records days.
  {
    name: 'repair date section (garage)',
    path: `/marketplace/claims/${DEMO_PICKUP_CLAIM}`,
    email: 'repairer@fixline.test',
    viewports: BOTH,
    open: async (page) => {
      await expect(page.getByRole('form', { name: 'Move the repair date' })).toBeVisible();
    },
  },
  {
    name: 'driver’s availability form (client)',
    path: `/dashboardClaim/${DEMO_PICKUP_CLAIM}`,
    email: 'client@fixline.test',
    viewports: BOTH,
    open: async (page) => {
      await page.getByRole('button', { name: 'Record the driver’s availability' }).click();
      await expect(page.getByRole('button', { name: 'Save the driver’s availability' })).toBeVisible();
    },
  },
  // Every user state's chip (a disabled account and one to change its password are in the demo data),
  // the invitation form and the pending invitations.
  {
    name: 'users: invite form and every state',
    path: '/users',
    email: 'superadmin@fixline.test',
    viewports: BOTH,
    open: async (page) => {
      await page.getByRole('button', { name: 'Invite someone' }).click();
      await expect(page.getByLabel('Email (required)')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Pending invitations' })).toBeVisible();
    },
  },
  {
    name: 'users: a person’s actions',
    path: '/users',
    email: 'client.admin@fixline.test',
    viewports: BOTH,
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  // A CSV import refused, its problems listed line by line.
  {
    name: 'create garage: a refused import',
    path: '/createGarage',
    email: 'superadmin@fixline.test',
    viewports: BOTH,
    open: async (page) => {
      const form = page.getByRole('form', { name: 'Import garages' });
      await form.getByLabel('Organisation (required)').selectOption({ label: 'Acme Motors' });
      await form.locator('input[type=file]').setInputFiles({
        name: 'garages.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('name,postcode\n,LS1 4AP\nBad,NOPE\n'),
      });
      await form.getByRole('button', { name: 'Import garages' }).click();
      await expect(page.getByTestId('import-problems')).toContainText('Line 3');
    },
  },
  // A marker's summary, with its directions link.
  {
    name: 'repair map: a garage’s summary',
    path: '/repairMap',
    email: 'superadmin@fixline.test',
    viewports: BOTH,
    open: openMapSummary,
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

/** Zooms into clusters until a garage's own marker shows, then opens its summary. */
export async function openMapSummary(page: Page): Promise<void> {
  const garages = page.locator('.fixline-marker-garage');
  await expect(page.locator('.fixline-marker').first()).toBeVisible();
  for (let zoom = 0; zoom < 8 && (await garages.count()) === 0; zoom++) {
    await page.locator('.fixline-marker-cluster').first().click();
    await page.waitForTimeout(400);
  }
  await garages.first().click();
  await expect(page.getByTestId('map-summary')).toBeVisible();
}

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
  const staff = await tokenFor('client@fixline.test');
  const ratingToken = await demoLinkToken(origin, staff, demoClaimId(8), '/rate/');
  const trackingToken = await demoLinkToken(origin, staff, TRACKED_CLAIM, '/track/');
  const pickupToken = await demoLinkToken(origin, staff, DEMO_PICKUP_CLAIM, '/pickup/');
  const { driverPaths, testCheckout } = await demoDriverPaths(origin, await tokenFor('superadmin@fixline.test'));
  const visits = [
    ...(await pageVisits({
      labelId,
      ratingToken,
      trackingToken,
      pickupToken,
      driverPaths,
      organisationIds: await organisationIds(origin, tokenFor),
      garageId: await firstGarageId(origin, await tokenFor('superadmin@fixline.test')),
    })),
    { route: '/payment/:claimId (the embedded test checkout)', path: testCheckout, email: null },
  ];

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

/** Each account's own organisation, by its email: the organisation its /organizations/:id opens. */
async function organisationIds(
  origin: string,
  tokenFor: (email: string) => Promise<string>,
): Promise<Record<string, string>> {
  const entries = await Promise.all(
    ['client.admin@fixline.test', 'superadmin@fixline.test'].map(async (email) => {
      const response = await fetch(`${origin}/api/users/current`, {
        headers: { authorization: `Bearer ${await tokenFor(email)}` },
      });
      const user = (await response.json()) as { organisationsIds: string[] };
      return [email, user.organisationsIds[0] ?? ''] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function firstGarageId(origin: string, token: string): Promise<string> {
  const response = await fetch(`${origin}/api/garages?limit=1`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await response.json()) as { data: { id: string }[] };
  if (!data[0]) throw new Error('The demo data has no garage');
  return data[0].id;
}

/**
 * The driver pages' addresses with their ?token=: the demo's waiting quote's link, a payment link issued
 * now for the demo's finished claim (and its test checkout), the paid claim's payment status, and the
 * bodyshop agreement's link.
 */
async function demoDriverPaths(origin: string, token: string) {
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${origin}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const pathOf = (url: string | null) => {
    if (!url) throw new Error('The demo data has no working driver link');
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  };
  type Link = { purpose: string; state: string; url: string | null };
  const activeLink = async (claimId: string, purpose: string) =>
    pathOf(
      (await call<Link[]>(`/api/claims/${claimId}/driver-links`)).find(
        (l) => l.purpose === purpose && l.state === 'active',
      )?.url ?? null,
    );
  const quote = await activeLink(QUOTED_CLAIM, 'quote');
  const payment = await issuedLinkPath(origin, token, SEEDED.finishedAtRiverside, 'payment');
  const paymentToken = new URLSearchParams(payment.split('?')[1]).get('token') as string;
  const checkout = await call<{ url: string }>(`/api/driver/payment/${encodeURIComponent(paymentToken)}/checkout`, {
    tip: 500,
  });
  const paidToken = new URLSearchParams((await activeLink(PAID_CLAIM, 'payment')).split('?')[1]).get('token') as string;
  const paid = await call<{ payments: { checkoutId: string | null }[] }>(`/api/claims/${PAID_CLAIM}/payments`);
  const checkoutId = paid.payments.find((p) => p.checkoutId)?.checkoutId;
  if (!checkoutId) throw new Error('The demo’s paid claim has no checkout');
  return {
    driverPaths: {
      '/quote-accept/:quoteId': quote,
      '/bodyshop-quote-accept/:quoteId': quote.replace('/quote-accept/', '/bodyshop-quote-accept/'),
      '/payment/:claimId': payment,
      // The agreement the demo mailed the driver as the bodyshop was chosen, not signed yet.
      '/bodyshop/:claimId': await demoLinkPath(origin, token, SEEDED.inRepairAtBodyshop, '/bodyshop/'),
      '/payment-status': `/payment-status?checkout=${checkoutId}&token=${encodeURIComponent(paidToken)}`,
    },
    testCheckout: pathOf(checkout.url),
  };
}

async function firstLabelId(origin: string, token: string): Promise<string> {
  const response = await fetch(`${origin}/api/labels`, { headers: { authorization: `Bearer ${token}` } });
  const labels = (await response.json()) as { id: string }[];
  const [first] = labels;
  if (!first) throw new Error('The demo data has no label');
  return first.id;
}
