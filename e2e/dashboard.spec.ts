import { signIn, snap } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * As Harbour Fleet Leasing, whose five seeded claims no other journey changes: bidding, paid, in the
 * marketplace, awaiting bid authorisation and awaiting repair, one each.
 */
test('a client reads the dashboard, opens a status and a claim in it @phone', async ({ page }) => {
  const project = test.info().project.name;
  await signIn(page, 'client2@fixline.test');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const cards = page.getByRole('list', { name: 'Claims by status' }).getByRole('link');
  await expect(cards).toHaveCount(13);
  const card = (name: string) => cards.filter({ has: page.getByText(name, { exact: true }) });
  await expect(card('Paid').getByTestId('status-count')).toHaveText('1');
  await expect(card('Bidding').getByTestId('status-count')).toHaveText('1');
  await expect(card('Registered').getByTestId('status-count')).toHaveText('0');
  await expect(card('Raised issues').getByTestId('status-count')).toHaveText('0');
  await expect(card('Paid')).toContainText(/Median time: (—|\d+ (day|hour|minute)|Under a minute)/);
  await expect(page.getByRole('heading', { name: 'Requiring attention' })).toBeVisible();
  await snap(page, `dashboard-${project}`);
  expect(await seriousViolations(page)).toEqual([]);

  await card('Paid').click();
  await expect(page).toHaveURL(/\/dashboard\/paid$/);
  await expect(card('Paid')).toHaveAttribute('aria-current', 'page');
  const paid = page.getByRole('region', { name: 'Paid claims' });
  await expect(paid.getByRole('link', { name: /HF66 VAN/ })).toBeVisible();
  await expect(paid.getByRole('link', { name: 'See all in the list (1)' })).toHaveAttribute(
    'href',
    '/home?status=paid',
  );
  await snap(page, `dashboard-paid-${project}`);
  expect(await seriousViolations(page)).toEqual([]);

  await paid.getByRole('link', { name: /HF66 VAN/ }).click();
  await expect(page).toHaveURL(/\/dashboardClaim\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('claim-plate')).toContainText('HF66 VAN');

  await page.goto('/dashboard/not-a-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Status not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
