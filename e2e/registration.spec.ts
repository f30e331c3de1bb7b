import { DEMO_PASSWORD } from './support/accounts.ts';
import { navLabels, signIn, snap, toast } from './support/app.ts';
import { expect, test } from './support/test.ts';
import { runMark } from './support/unique.ts';

interface Login {
  token: string;
  user: { organisationsIds: string[] };
}

// Creates an account in the shared database, so it runs once (desktop project only).
test('an invited person registers from the link, then signs in to their organisation', async ({ page, request }) => {
  // This run's address: an address with an account is not invited again, as CI's retry would ask.
  const email = `new.handler.${runMark()}@example.test`;
  const login = await request.post('/api/users/login', {
    data: { email: 'client.admin@fixline.test', password: DEMO_PASSWORD },
  });
  const admin = (await login.json()) as Login;
  const invited = await request.post('/api/users/invite', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { email, organisationId: admin.user.organisationsIds[0], role: 'USER' },
  });
  expect(invited.status()).toBe(201);
  const { inviteUrl } = (await invited.json()) as { inviteUrl: string };
  const link = new URL(inviteUrl);

  await page.goto(`${link.pathname}${link.search}`);
  const invitation = page.getByRole('list', { name: 'Invitation' });
  await expect(invitation).toContainText(email);
  await expect(invitation).toContainText('Northwind Insurance');
  await expect(invitation).toContainText('User, Client');

  await page.getByLabel('Name (required)').fill('Nova Handler');
  await page.getByLabel('Password (required)', { exact: true }).fill('Bright-lantern-48');
  await page.getByLabel('Confirm password (required)').fill('Bright-lantern-49');
  await page.getByLabel('Name (required)').focus();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password (required)').fill('Bright-lantern-48');
  await snap(page, 'register-desktop');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(toast(page, 'Registration complete. Please sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'Bright-lantern-48');
  await expect.poll(() => navLabels(page)).toEqual(['Claims', 'Dashboard', 'Explorer']);

  // The link is spent: a second visit explains rather than offering the form again.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('This invitation link is not valid or has expired')).toBeVisible();
});

test('a manual logout says so and returns to the sign-in page @phone', async ({ page }) => {
  await signIn(page, 'bodyshop@fixline.test');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
