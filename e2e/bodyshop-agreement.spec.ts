import { expect, test } from '@playwright/test';
import { pageErrors, signIn, snap, toast } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { demoClaimId, SEEDED, timeline } from './support/claims.ts';

/**
 * Each project signs its own seeded bodyshop claim, as one acceptance per claim is allowed: the desktop
 * Precision Bodyworks' MA21 BOD, the phone Crown Body Repairs' CX67 HBR (awaiting pickup).
 */
const CLAIMS = {
  desktop: { id: SEEDED.inRepairAtBodyshop, plate: 'MA21 BOD', bodyshop: 'Precision Bodyworks' },
  phone: { id: demoClaimId(14), plate: 'CX67 HBR', bodyshop: 'Crown Body Repairs' },
} as const;

test('a super admin issues an agreement link; the driver reads the terms and signs by typing their name @phone', async ({
  page,
}) => {
  test.slow();
  const project = test.info().project.name as keyof typeof CLAIMS;
  const claim = CLAIMS[project];
  await signIn(page, 'superadmin@fixline.test');
  await page.goto(`/dashboardClaim/${claim.id}`);
  // The demo mailed the driver the agreement when the bodyshop was chosen; nobody has signed it.
  const notice = page.getByTestId('bodyshop-agreement-notice');
  await expect(notice).toContainText('Bodyshop agreement not signed yet');
  await expect(notice).toContainText(claim.bodyshop);
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
});
