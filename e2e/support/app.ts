import { type Browser, expect, type Page } from '@playwright/test';
import { TOKEN_KEY } from '../../apps/web/src/auth/token-storage.ts';
import { DEMO_PASSWORD } from './accounts.ts';

/**
 * Signs in and waits for the signed-in shell, where the sign-in page sends that person.
 *
 * On a page that shows nothing yet (a journey's first step) the person arrives as one returning with a
 * stored session: the login call's token is written where the app keeps it (spec 9: local storage, `jwt`)
 * and the app opens at /login, which sends a signed-in person on. That saves each journey a page load and
 * the form. On a page already open the form is filled in as a person would; the journeys about signing in
 * (the sign-in page, a guarded page's return, registration, a forgotten password) sign in from a page.
 */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  if (page.url() === 'about:blank') return openWithStoredSession(page, email, password);
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email (required)').fill(email);
  await page.getByLabel('Password (required)').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

async function openWithStoredSession(page: Page, email: string, password: string): Promise<void> {
  const answer = await page.request.post('/api/users/login', { data: { email, password } });
  expect(answer.status(), `sign-in of ${email}: ${await answer.text()}`).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  // A document of the app's origin without its scripts, to write the app's storage before it starts.
  await page.goto('/favicon.svg');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Accessible names of the top bar's account controls, in order (icon-only buttons name by aria-label). */
export async function topBarControls(page: Page): Promise<string[]> {
  const controls = page.getByRole('navigation', { name: 'Account' }).locator('a, button');
  return controls.evaluateAll((elements) =>
    elements.map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''),
  );
}

/** Each navigation entry's label, without the count its badge may show beside it. */
export async function navLabels(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => link.querySelector('.MuiListItemText-primary')?.textContent?.trim() ?? ''),
    );
}

/** Holds back the scripts whose URL matches until the returned function is called: a slow network, on cue. */
export async function holdBack(page: Page, scripts: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The page's errors from now on, as they come: console errors and uncaught exceptions. Chromium's own
 * word on the live feed's push subscription in a test's private context is not the app's, and is left out.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text().includes('Push API in incognito')) return;
    // The browser's own guess at an icon, asked for when signIn() opens /favicon.svg as a document: the
    // app declares /favicon.svg and never asks for /favicon.ico, which answers 404.
    if (message.location().url.endsWith('/favicon.ico')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Screenshots for people to look at, in e2e/artifacts (gitignored): the whole page, one image pixel per
 * CSS pixel. At the phone's device scale of 3 a full claim page was nine times the pixels, and its four
 * screenshots took 10–13 s each of the retail journey's 3.4 minutes.
 */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/artifacts/${name}.png`, fullPage: true, scale: 'css' });
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('#notistack-snackbar').filter({ hasText: text });
}

/**
 * Resolves once the page's live feed has registered and received its unread notifications (spec 7's
 * notifications:initialState). Call it before signing in: the feed connects as the first signed-in
 * page loads, and what happens before that arrives in the initial list, not as a toast.
 */
export function liveFeedRegistered(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('notifications:initialState')) resolve();
      });
    });
  });
}

/** The size of a staff member's desk screen, beside a driver's phone in the same journey. */
export const DESK_VIEWPORT = { width: 1366, height: 800 } as const;

/**
 * One person in a browser of their own, as at their own desk: signed in, with the live feed registered,
 * so what happens from now on reaches them as it happens. `viewport`: the screen's size, when it matters.
 */
export async function personAt(
  browser: Browser,
  email: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const registered = liveFeedRegistered(page);
  await signIn(page, email);
  await registered;
  return page;
}
