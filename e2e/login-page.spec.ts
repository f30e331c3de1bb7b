import { DEMO_PASSWORD } from './support/accounts.ts';
import { holdBack, pageErrors, snap } from './support/app.ts';
import { expect, test } from './support/test.ts';

test('the sign-in page arrives drawn, and its scripts take it over without an error @phone', async ({ page }) => {
  const html = await (await page.request.get('/login')).text();
  // The form is in the HTML itself (apps/web/src/prerender.tsx), before any script has run.
  expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
  expect(html).toMatch(/<input[^>]*name="email"/);
  expect(html).not.toMatch(/ style="/); // the policy refuses style attributes written in HTML
  const errors = pageErrors(page);
  await page.goto('/login');
  // Sign in is enabled once the scripts have taken the page over: a hydration mismatch would be reported by then.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await snap(page, `login-drawn-${test.info().project.name}`);
  await page.getByLabel('Email (required)').fill('client@fixline.test');
  await page.getByLabel('Password (required)').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('what is typed before the scripts arrive stays typed, and an early submit sends nothing @phone', async ({
  page,
}) => {
  const releaseScripts = await holdBack(page, '**/assets/index-*.js');
  const sentCredentials: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('password')) sentCredentials.push(request.url());
  });
  // Not waiting for DOMContentLoaded, which waits for the module scripts held back here.
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email (required)').fill('client@fixline.test');
  await page.getByLabel('Password (required)').fill(DEMO_PASSWORD);
  // Before the scripts, Sign in waits for them, and pressing Enter submits nothing (login-page.tsx).
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await page.keyboard.press('Enter');
  releaseScripts();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page.getByLabel('Email (required)')).toHaveValue('client@fixline.test');
  await expect(page.getByLabel('Password (required)')).toHaveValue(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(sentCredentials).toEqual([]);
});
