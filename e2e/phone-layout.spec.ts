import { signIn, snap, topBarControls } from './support/app.ts';
import { expect, test } from './support/test.ts';

test('on a phone the top bar shows icons only and the menu button toggles the drawer @phone-only', async ({ page }) => {
  await page.goto('/');
  await snap(page, 'phone-landing');
  await signIn(page, 'client.admin@fixline.test');
  await snap(page, 'phone-signed-in');

  const buttons = page.getByRole('navigation', { name: 'Account' }).locator('a, button');
  expect(await topBarControls(page)).toEqual(['Admin', 'Help & Feedback', 'Account', 'Notifications', 'Logout']);
  // No labels; the notifications badge's count is the only text, when other journeys notified this user.
  for (const text of await buttons.allInnerTexts()) expect(text.trim()).toMatch(/^\d*$/);
  for (const box of await buttons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) {
    expect(box).toBeGreaterThanOrEqual(44);
  }

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav).toBeVisible();
  await snap(page, 'phone-drawer-open');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(nav).toBeHidden();
});
