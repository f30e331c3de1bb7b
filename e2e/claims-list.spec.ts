import { readFileSync } from 'node:fs';
import { signIn, snap } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * Read-only: it filters for seeded claims no other journey changes (MA21 BOD, in repair at Precision
 * Bodyworks; WP69 RTY, a retail FNOL), so it can run beside the rest and on both screen sizes.
 */
const isPhone = () => test.info().project.name === 'phone';

/** On a phone the filters fold away behind one button. */
async function openFilters(page: Page) {
  if (!isPhone()) return;
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** The rows on screen: table rows on a desk, cards on a phone. */
function claimRows(page: Page) {
  return isPhone()
    ? page
        .getByRole('list', { name: 'Claims' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('link') })
    : page.getByRole('table', { name: 'Claims' }).locator('tbody tr');
}

test('a handler filters the claims list, shares it as a link and opens a claim @phone', async ({ page }) => {
  // A long journey with an accessibility scan, a reload and a second page: more than the default 30 s.
  test.slow();
  const project = test.info().project.name;
  await signIn(page, 'client.admin@fixline.test');
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  await expect(page.getByTestId('claim-count')).toHaveText(/^\d+ claims$/);
  await expect(claimRows(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'New claim' })).toBeVisible();
  await snap(page, `claims-list-${project}`);
  expect(await seriousViolations(page)).toEqual([]);

  await openFilters(page);
  await page.getByLabel('Status').selectOption({ label: 'In Repair' });
  await expect(page).toHaveURL(/\/home\?status=in-repair$/);
  await page.getByLabel('Plate').fill('ma21');
  await page.getByLabel('Plate').press('Enter');
  await expect(page).toHaveURL(/\/home\?status=in-repair&plateNumber=ma21$/);
  await expect(claimRows(page)).toHaveCount(1);
  await expect(claimRows(page).first()).toContainText('MA21 BOD');
  await expect(claimRows(page).first()).toContainText('Audi A3');
  await expect(claimRows(page).first()).toContainText('Precision Bodyworks');
  await expect(page.getByTestId('claim-count')).toHaveText('1 claim');
  await snap(page, `claims-list-filtered-${project}`);
  if (isPhone()) {
    const link = claimRows(page).first().getByRole('link');
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }

  // The address holds the whole view: a reload and a colleague's browser show the same rows.
  const shared = page.url();
  await page.reload();
  await expect(claimRows(page)).toHaveCount(1);
  await expect(claimRows(page).first()).toContainText('MA21 BOD');
  await openFilters(page);
  await expect(page.getByLabel('Status')).toHaveValue('in-repair');
  await expect(page.getByLabel('Plate')).toHaveValue('ma21');

  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(claimRows(other)).toHaveCount(1);
  await expect(claimRows(other).first()).toContainText('MA21 BOD');
  await other.close();

  // Nothing matches: the empty state says so and clears the filters.
  await page.getByLabel('Plate').fill('ZZ99');
  await expect(page).toHaveURL(/plateNumber=ZZ99/);
  await expect(page.getByRole('heading', { name: 'No claims match these filters' })).toBeVisible();
  await snap(page, `claims-list-empty-${project}`);
  await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('claim-count')).toHaveText(/^\d+ claims$/);

  await openFilters(page);
  await page.getByLabel('Status').selectOption({ label: 'Fnol' });
  await page.getByLabel('Plate').fill('WP69');
  await expect(claimRows(page)).toHaveCount(1);
  if (isPhone()) await claimRows(page).first().click();
  else await claimRows(page).first().getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(/\/dashboardClaim\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('claim-plate')).toContainText('WP69 RTY');
  await page.goBack();
  await expect(page).toHaveURL(/\/home\?status=fnol&plateNumber=WP69$/);
  await expect(claimRows(page)).toHaveCount(1);
});

test('a handler finds a claim by whatever the caller reads out, from one search box @phone', async ({ page }) => {
  test.slow();
  const project = test.info().project.name;
  await signIn(page, 'client.admin@fixline.test');
  const box = page.getByRole('searchbox', { name: 'Search claims' });
  if (isPhone()) {
    // A phone has no `/` key to spare: the box sits above the folded filters.
    await page.goto('/home');
    await box.click();
  } else {
    // `/` from another page opens the list with the box focused.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(box).toBeFocused();
  }

  // The plate as the caller spells it, with its space.
  await box.fill('ma21 bod');
  await expect(page).toHaveURL(/\/home\?search=ma21\+bod$/);
  await expect(claimRows(page)).toHaveCount(1);
  await expect(claimRows(page).first()).toContainText('MA21 BOD');
  const reference = (await claimRows(page).first().getByRole('link').first().innerText()).trim();
  expect(reference).toMatch(/^FX-\d{6}$/);

  // The list as it stands, taken away as a spreadsheet file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^claims-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = readFileSync(await download.path(), 'utf8');
  expect(file.startsWith('\uFEFFReference,Status,')).toBe(true);
  const lines = file.trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${reference},In Repair,`);
  expect(lines[1]).toContain('MA21 BOD');

  // The reference read out as "F X" and its number: that claim first.
  await box.fill(`fx ${Number(reference.slice(3))}`);
  await expect(claimRows(page).first()).toContainText(reference);
  await expect(claimRows(page).first()).toContainText('MA21 BOD');
  await snap(page, `claims-list-search-${project}`);
  expect(await seriousViolations(page)).toEqual([]);

  await box.fill('nobody-by-this-name');
  await expect(page.getByRole('heading', { name: 'No claims match these filters' })).toBeVisible();
});
