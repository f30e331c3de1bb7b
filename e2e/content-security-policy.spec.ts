import { APP_ROUTES } from '@fixline/domain';
import { signIn, snap, toast } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/test.ts';

/** Every policy violation the browser reports, on any page the test opens. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => void seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as Window & { reportCspViolation?: (line: string) => void }).reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}: ${event.sample} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return seen;
}

test('the login page is styled under a policy without inline styles, and its nonce changes per answer @phone', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('/login');
  const policy = answer?.headers()['content-security-policy'] ?? '';
  expect(policy).not.toContain('unsafe-inline');
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(await page.locator('meta[property="csp-nonce"]').evaluate((meta: HTMLMetaElement) => meta.nonce)).toBe(nonce);
  // A themed MUI button is teal, not the browser's grey: emotion's styles applied under the policy.
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS('background-color', 'rgb(0, 105, 92)');
  expect((await page.request.get('/login')).headers()['content-security-policy']).not.toBe(policy);
  await snap(page, `csp-login-${test.info().project.name}`);
  expect(await seriousViolations(page)).toEqual([]);
  expect(violations).toEqual([]);
});

test('every page of the route table, signed in as a super admin, and a toast, without a violation', async ({
  page,
}) => {
  // Some forty pages, each waited on until its requests settle.
  test.setTimeout(300_000);
  const violations = await watchViolations(page);
  await signIn(page, 'superadmin@fixline.test');
  const claim = '00000000-0000-4000-8000-000000000006';
  for (const route of APP_ROUTES) {
    const path = route.path.replace(/:[A-Za-z]+/g, claim);
    await page.goto(path);
    await expect(page.locator('#root'), path).not.toBeEmpty();
    // Lazily loaded pages render after their chunk arrives; a page that keeps polling is not waited on.
    await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
  }
  // Some public pages (registration, login) end the session: sign in again for the rest.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'superadmin@fixline.test');
  await page.goto(`/dashboardClaim/${claim}`);
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(0, 105, 92)');
  await expect(page.getByRole('region', { name: 'Comments' })).toBeVisible();
  await snap(page, 'csp-claim-page');
  await page.goto('/admin?lastDays=90');
  await expect(page.locator('svg').first()).toBeVisible();
  await snap(page, 'csp-statistics');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out')).toBeVisible();
  await snap(page, 'csp-logged-out-toast');
  expect(violations).toEqual([]);
});

test('the API documentation renders under the common policy, inline styles allowed there', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs/static/index.html');
  await expect(page.getByRole('heading', { name: /Fixline API/ })).toBeVisible();
  await snap(page, 'csp-api-docs');
  expect(violations).toEqual([]);
});
