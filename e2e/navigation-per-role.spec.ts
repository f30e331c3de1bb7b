import { DEMO_LOGINS, demoLogin, expectedNavLabels, expectedTopBar } from './support/accounts.ts';
import { navLabels, signIn, snap, topBarControls } from './support/app.ts';
import { expect, test } from './support/test.ts';

test.describe('navigation and top bar per demo account', () => {
  for (const account of DEMO_LOGINS.filter((a) => !a.requiredPasswordChange)) {
    test(`${account.email} sees exactly their entries and buttons`, async ({ page }) => {
      await signIn(page, account.email);
      await expect.poll(() => navLabels(page)).toEqual(expectedNavLabels(account.actor));
      expect(await topBarControls(page)).toEqual(expectedTopBar(account.actor));
      await snap(page, `nav-${account.email.split('@')[0]}`);
    });
  }

  test('spot checks written by hand', async ({ page }) => {
    // Guards the derivation above against a grant table that went wrong in the same way as the UI.
    expect(expectedNavLabels(demoLogin('client@fixline.test').actor)).toEqual(['Claims', 'Dashboard', 'Explorer']);
    expect(expectedNavLabels(demoLogin('repairer@fixline.test').actor)).toEqual(['Repair home', 'Garages', 'Map']);
    expect(expectedNavLabels(demoLogin('superadmin@fixline.test').actor)).toHaveLength(15);

    await signIn(page, 'client@fixline.test');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Claims' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Explorer' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Labels' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, 'superadmin@fixline.test');
    await expect(nav.getByRole('link')).toHaveCount(15);
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    // Repair home and Bodyshop home both count the marketplace.
    await expect(page.getByTestId('nav-badge-marketplace')).toHaveCount(2);
  });

  test('the notifications menu starts empty', async ({ page }) => {
    // Harbour Fleet's claims are the ones no journey changes, so nobody notifies its user.
    await signIn(page, 'client2@fixline.test');
    await page.getByRole('button', { name: 'Notifications' }).click();
    const menu = page.getByRole('dialog', { name: 'Notifications' });
    await expect(menu.getByText('There are no new notifications')).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await snap(page, 'notifications-empty');
  });
});
