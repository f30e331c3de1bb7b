import { DEMO_PASSWORD } from './support/accounts.ts';
import { pageErrors, snap } from './support/app.ts';
import { expect, test } from './support/test.ts';

test('the sign-in page starts as the app does, draws the form without an error, and signs in @phone', async ({
  page,
}) => {
  // The page the server sends is the app's empty shell: the scripts draw the form (docs/decisions/0081).
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('<div id="root"></div>');
  const errors = pageErrors(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await snap(page, `login-${test.info().project.name}`);
  await page.getByLabel('Email (required)').fill('client@fixline.test');
  await page.getByLabel('Password (required)').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
