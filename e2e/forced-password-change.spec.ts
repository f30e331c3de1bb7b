import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts.ts';
import { navLabels, signIn, snap, toast, topBarControls } from './support/app.ts';

// Changes newstaff@'s password in the shared database, so it runs once (desktop project only).
test('newstaff@ must change the password before anything else', async ({ page }) => {
  await signIn(page, 'newstaff@fixline.test');
  await expect(page).toHaveURL(/\/password-reset$/);
  expect(await topBarControls(page)).toEqual(['Help & Feedback', 'Logout']);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);

  // Every protected page leads back to the password change.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/password-reset$/);
  await snap(page, 'password-reset-required');

  await page.getByLabel('Current password (required)', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('New password (required)', { exact: true }).fill('Fixline-new-2');
  await page.getByLabel('Confirm new password (required)').fill('Fixline-other-3');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password (required)').fill('Fixline-new-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();
  // A signed-in client lands on the claims list.
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => navLabels(page)).toEqual(['Claims', 'Dashboard', 'Explorer']);
  expect(await topBarControls(page)).toEqual(['Help & Feedback', 'Account', 'Notifications', 'Logout']);
});
