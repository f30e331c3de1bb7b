import { apiToken } from './support/api.ts';
import { pageErrors, signIn, snap, toast } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { claimChosenInMarketplace } from './support/bids.ts';
import { timeline } from './support/claims.ts';
import { type APIRequestContext, expect, test } from './support/test.ts';

/**
 * A bodyshop claim of its own for each project (desktop and phone share one server, and a claim takes
 * one acceptance per bodyshop), taken through the API as its people would: quoted, put to the
 * marketplace, Precision Bodyworks' bid chosen by the client, which mails the driver the agreement. The
 * demo's own bodyshop claims are left as the demo has them (MA21 BOD signed, CX67 HBR not).
 */
async function claimAtBodyshop(request: APIRequestContext, registration: string) {
  const { id } = await claimChosenInMarketplace(request, {
    details: {
      type: 'bodyshop',
      registration,
      customerName: 'Ella Morris',
      customerEmail: 'ella.morris@example.com',
      postcode: 'LS2 7EY',
      latitude: 53.796,
      longitude: -1.547,
      damageDescription: 'Hail damage across the roof and bonnet.',
    },
    cost: 180000,
    costRepairer: 150000,
    bidder: 'bodyshop@fixline.test',
    bid: { amount: 140000, repairDays: 3 },
  });
  return { id, plate: `${registration.slice(0, 4)} ${registration.slice(4)}`, bodyshop: 'Precision Bodyworks' };
}

/** The platform moves the claim to another bodyshop, as Change repairer does. */
async function changeBodyshop(request: APIRequestContext, claimId: string, name: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'superadmin@fixline.test')}` };
  const bodyshops = await request.get('/api/organisations?type=bodyshop', { headers });
  const bodyshop = ((await bodyshops.json()) as { id: string; name: string }[]).find((org) => org.name === name);
  const changed = await request.put(`/api/claims/${claimId}/change-repairer`, {
    headers,
    data: { repairerOrganisationId: bodyshop?.id, reason: 'Closer to the driver' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
}

test('the driver signs the agreement from its link, staff download the signed copy, and a new bodyshop needs its own @phone', async ({
  page,
}) => {
  test.slow();
  const project = test.info().project.name;
  const claim = await claimAtBodyshop(page.request, project === 'phone' ? 'BA26PHN' : 'BA26DSK');
  await signIn(page, 'superadmin@fixline.test');
  await page.goto(`/dashboardClaim/${claim.id}`);
  // The driver was mailed the agreement when the bodyshop's bid was chosen; nobody has signed it.
  const notice = page.getByTestId('bodyshop-agreement-notice');
  await expect(notice).toContainText('Bodyshop agreement not signed yet');
  await expect(notice).toContainText(claim.bodyshop);
  await expect(notice.getByRole('button', { name: 'Download signed agreement (PDF)' })).toHaveCount(0);
  const section = page.getByRole('region', { name: 'Driver links' });
  await section.getByRole('button', { name: 'New link: Sign the bodyshop agreement' }).click();
  await expect(toast(page, 'Link created')).toBeVisible();
  const address = await section
    .getByTestId('driver-link')
    .first()
    .getByLabel('Address of the sign the bodyshop agreement link')
    .innerText();
  expect(new URL(address).pathname).toBe(`/bodyshop/${claim.id}`);

  // The driver has no account: a fresh browser context, as their phone would be.
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const driverContext = await page
    .context()
    .browser()
    ?.newContext({
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      baseURL: new URL(page.url()).origin,
    });
  const driver = await driverContext?.newPage();
  if (!driver) throw new Error('No browser for the driver');
  const errors = pageErrors(driver);
  await driver.goto(new URL(address).pathname + new URL(address).search);
  await expect(driver.getByRole('heading', { level: 1, name: 'Bodyshop agreement' })).toBeVisible();
  await expect(driver.getByText(claim.plate, { exact: true })).toBeVisible();
  await expect(driver.getByText(claim.bodyshop, { exact: true })).toBeVisible();
  await expect(driver.getByRole('heading', { level: 3, name: /Workmanship warranty/ })).toBeVisible();
  // A driver's page: no top bar, no drawer.
  await expect(driver.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
  await expect(driver.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await snap(driver, `bodyshop-agreement-${project}`);
  expect(await seriousViolations(driver)).toEqual([]);

  await driver.getByRole('button', { name: 'I accept the agreement' }).click();
  await expect(driver.getByText('Type your full name to sign', { exact: true })).toBeVisible();
  await driver.getByLabel(/Type your full name to sign/).fill('Ella Morris');
  await driver.getByRole('button', { name: 'I accept the agreement' }).click();
  await expect(driver.getByText(/Accepted by Ella Morris on \d+ \w+ \d{4}, \d\d:\d\d\./)).toBeVisible();
  await expect(driver.getByText(/A copy has been emailed to you as a PDF/)).toBeVisible();
  await expect(driver.getByRole('button', { name: 'I accept the agreement' })).toHaveCount(0);
  await snap(driver, `bodyshop-agreement-accepted-${project}`);
  expect(await seriousViolations(driver)).toEqual([]);
  // Read again, the link shows the acceptance.
  await driver.reload();
  await expect(driver.getByText(/Accepted by Ella Morris/)).toBeVisible();
  expect(errors).toEqual([]);
  await driverContext?.close();

  // The claim's page says who signed, and its timeline records it by the name signed.
  await page.reload();
  await expect(notice).toContainText(`Ella Morris accepted the agreement with ${claim.bodyshop} on`);
  await expect(timeline(page).filter({ hasText: 'Bodyshop agreement accepted by the driver' })).toContainText(
    'Ella Morris',
  );
  await snap(page, `bodyshop-agreement-signed-claim-${project}`);

  // Staff open the signed copy, as the driver was mailed it.
  const popup = page.waitForEvent('popup');
  await notice.getByRole('button', { name: 'Download signed agreement (PDF)' }).click();
  const pdfUrl = (await popup).url();
  expect(pdfUrl).toContain('/bodyshop-agreements/');
  const pdf = await page.request.get(pdfUrl);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The claim moves to Crown Body Repairs: its agreement is a new one, not signed yet (decision 0061);
  // Precision Bodyworks' signature stays on the timeline.
  await changeBodyshop(page.request, claim.id, 'Crown Body Repairs');
  await page.reload();
  await expect(notice).toContainText('Bodyshop agreement not signed yet');
  await expect(notice).toContainText('Crown Body Repairs');
  await expect(notice.getByRole('button', { name: 'Download signed agreement (PDF)' })).toHaveCount(0);
  await expect(timeline(page).filter({ hasText: 'Bodyshop agreement accepted by the driver' })).toHaveCount(1);
});
