import AxeBuilder from '@axe-core/playwright';
import { DUPLICATE_RULE } from '@fixline/domain';
import { signIn, snap } from './support/app.ts';
import { expect, type Page, test } from './support/test.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The rows of a table as text, without its header. Other journeys move claims, so counts are not fixed. */
function bodyRows(page: Page, table: string) {
  return page.getByRole('table', { name: table }).locator('tbody tr');
}

test('a super admin reads the statistics as charts and as tables, and the possible duplicates @phone', async ({
  page,
}) => {
  const project = test.info().project.name;
  await signIn(page, 'superadmin@fixline.test');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();

  await expect(page.getByTestId('figure-claims')).toHaveText(/^\d+Claims$/);
  await expect(page.getByTestId('figure-created')).toHaveText(/^\d+Created in the last 30 days$/);
  const statuses = page.getByRole('region', { name: 'Claims per status' });
  await expect(statuses.locator('svg .MuiBarElement-root, svg rect').first()).toBeVisible();
  await expect(statuses.getByText('Awaiting Repair').first()).toBeVisible();
  await expect(bodyRows(page, 'Claims per status')).toHaveCount(12);
  await expect(page.getByRole('region', { name: 'Claims created per day' }).locator('svg path').first()).toBeVisible();
  await expect(bodyRows(page, 'Claims created per day, last 30 days')).toHaveCount(30);
  const cycle = page.getByRole('region', { name: 'Cycle time' });
  await expect(cycle.getByTestId('cycle-median')).toHaveText(/^(\d+(\.\d)? days?|—)Median, creation to payment$/);
  await expect(bodyRows(page, 'Claims per client')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Claims per client' })).toContainText('Harbour Fleet Leasing');
  await expect(page.getByRole('table', { name: 'Claims per repairer and bodyshop' })).toContainText(
    'Crown Body Repairs',
  );
  const duplicates = page.getByRole('region', { name: 'Possible duplicates' });
  await expect(duplicates).toContainText(DUPLICATE_RULE);
  await snap(page, `admin-stats-${project}`);
  expect(await seriousViolations(page)).toEqual([]);

  // A chart's numbers on screen at the toggle; the window is part of the address.
  await statuses.getByRole('button', { name: 'Show as table' }).click();
  await expect(statuses.getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table', { name: 'Claims per status' })).toBeVisible();
  await page.getByRole('group', { name: 'Show the last' }).getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/admin\?lastDays=7$/);
  await expect(bodyRows(page, 'Claims created per day, last 7 days')).toHaveCount(7);
  await expect(page.getByTestId('figure-created')).toHaveText(/^\d+Created in the last 7 days$/);
  await snap(page, `admin-stats-7-days-${project}`);
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Show the last' }).getByRole('button', { name: '7 days' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('a client admin sees only the figures of its own organisation and no duplicates', async ({ page }) => {
  await signIn(page, 'client.admin@fixline.test');
  await page.goto('/admin?lastDays=90');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(bodyRows(page, 'Claims per client')).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Claims per client' })).toContainText('Northwind Insurance');
  const repairers = page.getByRole('table', { name: 'Claims per repairer and bodyshop' });
  await expect(repairers).toContainText('Acme Motors');
  // Crown Body Repairs works only on Harbour Fleet Leasing's claims.
  await expect(repairers).not.toContainText('Crown Body Repairs');
  await expect(page.getByTestId('figure-claims')).toHaveText(/^\d+Claims$/);
  await expect(page.getByRole('region', { name: 'Cycle time' }).locator('svg').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Possible duplicates' })).toHaveCount(0);
  await snap(page, 'admin-stats-client-admin');
  expect(await seriousViolations(page)).toEqual([]);
});
