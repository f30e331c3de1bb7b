import { GARAGE_MESSAGES, type TRepairMap } from '@fixline/domain';
import { apiCall, apiToken } from './support/api.ts';
import { pageErrors, signIn, snap, toast } from './support/app.ts';
import { expect, type Page, test } from './support/test.ts';
import { runMark } from './support/unique.ts';

/** The markers' own count: each garage or claim marker is one place, a cluster says how many it holds. */
async function placesOnMap(page: Page): Promise<number> {
  const singles = await page.locator('.fixline-marker-garage, .fixline-marker-claim').count();
  const clusters = await page.locator('.fixline-marker-cluster').allInnerTexts();
  return singles + clusters.reduce((sum, text) => sum + Number(text.trim()), 0);
}

/** Every policy violation the browser reports: Leaflet's styles and markers must live under the page's CSP. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportGarageCsp', (line: string) => void seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as Window & { reportGarageCsp?: (line: string) => void }).reportGarageCsp;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`);
    });
  });
  return seen;
}

/**
 * A garage is created on /createGarage, placed by a click on the map; it shows in the list and on the
 * repair map, whose markers add up to its count. Desktop: a repairer's admin for Acme Motors; phone: a
 * super admin for Riverside Autos, whose staff then look at their map. Each organisation's garages are
 * its own, so the two runs never count each other's.
 */
test('a garage is created, listed and shown on the map @phone', async ({ page, browser, request }, testInfo) => {
  test.slow();
  const phone = testInfo.project.name === 'phone';
  const csp = await watchCsp(page);
  const errors = pageErrors(page);
  // Garage names are unique within an organisation, and a failed run's garage stays: the name is this
  // run's, and the map is to show one garage more than its staff had before.
  const name = `${phone ? 'Riverside Autos' : 'Acme Motors'} Harrogate ${runMark()}`;
  const viewerEmail = phone ? 'repairer2@fixline.test' : 'repairer.admin@fixline.test';
  const before = await apiCall<TRepairMap>(request, 'GET', '/api/garages/map', await apiToken(request, viewerEmail));
  const garagesNow = before.garages.length + 1;
  await signIn(page, phone ? 'superadmin@fixline.test' : 'repairer.admin@fixline.test');

  if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Garages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Garages' })).toBeVisible();
  await page.getByRole('link', { name: 'Create garage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create garage' })).toBeVisible();

  const form = page.getByRole('form', { name: 'New garage' });
  if (phone) await form.getByLabel('Organisation (required)').selectOption({ label: 'Riverside Autos' });
  await form.getByLabel('Name (required)').fill(name);
  await form.getByLabel('Address').fill('12 Station Parade');
  await form.getByLabel('Town').fill('Harrogate');
  await form.getByLabel('Phone').fill('01423 000000');
  await form.getByLabel('Opening hours').fill('Mon–Fri 8:00–17:30');
  await form.getByLabel('Mechanical').check();
  await form.getByLabel('Postcode (required)').fill('NOT A POSTCODE');
  await form.getByRole('button', { name: 'Create garage' }).click();
  await expect(form.getByText(GARAGE_MESSAGES.postcode)).toBeVisible();
  await form.getByLabel('Postcode (required)').fill('hg11bt');
  // Placed by a click on the map, nearer than its postcode's district: the click fills in the point.
  const picker = page.getByRole('region', { name: 'Click the map where the garage is' });
  await picker.locator('.leaflet-container').click();
  await expect(form.getByLabel('Latitude', { exact: true })).not.toHaveValue('');
  await expect(picker.locator('.fixline-marker-place')).toHaveCount(1);
  // The browser's location, for the place it is in now.
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 53.9921, longitude: -1.5418 });
  await form.getByRole('button', { name: 'Use my location' }).click();
  await expect(form.getByLabel('Latitude', { exact: true })).toHaveValue('53.9921');
  await snap(page, `garages-create-${testInfo.project.name}`);
  await form.getByRole('button', { name: 'Create garage' }).click();
  await expect(toast(page, GARAGE_MESSAGES.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('HG1 1BT')).toBeVisible();

  // In the list, found by its town.
  await page.goto('/garages');
  await page.getByLabel('Search by name, town or postcode').fill('harrogate');
  await expect(page.getByTestId('garage-row').filter({ hasText: name })).toBeVisible();
  await snap(page, `garages-list-${testInfo.project.name}`);

  // On its organisation's page, among its sites, a link to it.
  await page.goto('/organizations');
  await page.getByRole('link', { name: phone ? 'Riverside Autos' : 'Acme Motors', exact: true }).click();
  const sites = page.getByRole('list', { name: 'Its garages' });
  await expect(sites.getByRole('link', { name })).toBeVisible();
  await expect(sites.getByRole('listitem').filter({ hasText: name })).toContainText('Harrogate, HG1 1BT');

  // On the map of its organisation's staff: its garages, and the markers add up to them and the claims.
  let viewer = page;
  if (phone) {
    viewer = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })).newPage();
    await signIn(viewer, viewerEmail);
  }
  await viewer.goto('/repairMap');
  const counts = viewer.getByTestId('map-counts');
  await expect(counts).toContainText(`${garagesNow} garages and`);
  const claims = Number(/and ([\d,]+) open claim/.exec((await counts.textContent()) ?? '')?.[1] ?? Number.NaN);
  await expect(viewer.locator('.fixline-marker').first()).toBeVisible();
  expect(await placesOnMap(viewer)).toBe(garagesNow + claims);
  await expect(viewer.locator('.leaflet-tile')).toHaveCount(0);
  await snap(viewer, `garages-map-${testInfo.project.name}`);

  // A marker's summary: the garage's page and directions (a web maps link in a new tab, off Apple devices).
  const garages = viewer.locator('.fixline-marker-garage');
  for (let zoom = 0; zoom < 8 && (await viewer.getByTitle(name).count()) === 0; zoom++) {
    await viewer.locator('.fixline-marker-cluster').first().click();
    await viewer.waitForTimeout(400);
  }
  // By keyboard, as the marker is a button: a failed run's garage stands at the same place, on top of it.
  await viewer.getByTitle(name).press('Enter');
  const summary = viewer.getByTestId('map-summary');
  await expect(summary.getByRole('link', { name })).toBeVisible();
  const directions = summary.getByRole('link', { name: 'Directions' });
  await expect(directions).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=53\.9921/,
  );
  await expect(directions).toHaveAttribute('target', '_blank');
  expect(await garages.count()).toBeGreaterThan(0);
  await snap(viewer, `garages-map-summary-${testInfo.project.name}`);

  expect(csp).toEqual([]);
  expect(errors).toEqual([]);
});

// Imports into the shared database, so it runs once (desktop project only); into a bodyshop the journey above never counts.
test('a super admin imports garages from a CSV file: bad lines are listed and nothing is imported, then all are', async ({
  page,
}) => {
  // Garage names are unique within an organisation: this run's, so CI's retry imports them anew.
  const mark = runMark();
  await signIn(page, 'superadmin@fixline.test');
  await page.goto('/createGarage');
  const form = page.getByRole('form', { name: 'Import garages' });
  await form.getByLabel('Organisation (required)').selectOption({ label: 'Crown Body Repairs' });
  const upload = (text: string) =>
    form
      .locator('input[type=file]')
      .setInputFiles({ name: 'crown.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await upload(
    `name,postcode,latitude,longitude\nCrown York ${mark},YO1 7HH,53.96,-1.08\nCrown Nowhere,NOPE,53.9,-1.1\n`,
  );
  await expect(page.getByTestId('import-file-name')).toHaveText('crown.csv');
  await form.getByRole('button', { name: 'Import garages' }).click();
  const problems = page.getByTestId('import-problems');
  await expect(problems).toContainText(GARAGE_MESSAGES.csvBadRows(1));
  await expect(problems).toContainText(`Line 3: postcode: ${GARAGE_MESSAGES.postcode}`);
  await snap(page, 'garages-import-refused');
  await upload(
    `name,postcode,latitude,longitude\nCrown York ${mark},YO1 7HH,53.96,-1.08\nCrown Selby ${mark},YO8 4AA,53.78,-1.07\n`,
  );
  await form.getByRole('button', { name: 'Import garages' }).click();
  await expect(form.getByRole('alert').filter({ hasText: GARAGE_MESSAGES.imported(2) })).toBeVisible();
  await page.goto(`/garages?search=crown%20selby%20${mark}`);
  await expect(page.getByTestId('garage-row')).toHaveText(new RegExp(`Crown Selby ${mark}`));
});
