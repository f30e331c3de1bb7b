import { pageErrors, signIn, snap, toast } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { claimTakenOnTo } from './support/bids.ts';
import { demoClaimId } from './support/claims.ts';
import { expect, type Page, test } from './support/test.ts';

const INVITATION = 'You are invited to join Northwind Insurance on Fixline';
/**
 * The demo's completed claim, with a rating link in each state (seed-demo-links.ts): an expired one only
 * the seed's clock can make. Read here, not rated: a rated claim's links only say thanks.
 */
const COMPLETED = demoClaimId(8);

async function openSentMail(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
  }
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sent mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sent mail' })).toBeVisible();
}

/**
 * A mail's row, paging on as a person would until it shows: the list is newest first, and the other
 * journeys (the phone runs after the desktop) send mail of their own meanwhile.
 */
async function mailRow(page: Page, recipient: string) {
  const rows = page.getByTestId('mail-row');
  const row = rows.filter({ hasText: recipient });
  const next = page.getByRole('button', { name: 'Go to next page' });
  await expect(rows.first()).toBeVisible();
  for (let shown = 2; (await row.count()) === 0 && (await next.isEnabled()); shown++) {
    await next.click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${shown}\\b`));
    await expect(rows.first()).toBeVisible();
  }
  return row;
}

/**
 * The page's errors, less the sandbox refusing scripts inside the mail's frame: Playwright's and axe's
 * own, which they try to run in every frame. That refusal is the sandbox doing its work.
 */
function appErrors(page: Page): () => string[] {
  const errors = pageErrors(page);
  return () => errors.filter((e) => !(e.startsWith('Blocked script execution in') && e.includes('/api/mail/')));
}

test('a super admin reads an invitation on the Sent mail page @phone', async ({ page }) => {
  test.slow();
  const phone = test.info().project.name === 'phone';
  const errors = appErrors(page);
  await signIn(page, 'superadmin@fixline.test');
  await openSentMail(page, phone);
  const row = await mailRow(page, 'new.adjuster@fixline.test');
  await expect(row).toContainText(INVITATION);
  await expect(row).toContainText('Sent');
  await snap(page, `sent-mail-${test.info().project.name}`);
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Read “${INVITATION}” to new.adjuster@fixline.test` }).click();
  const dialog = page.getByRole('dialog', { name: INVITATION });
  await expect(dialog).toContainText('Kept in the outbox (no SMTP server set), 1 attempt');
  // The HTML part, in its sandboxed frame, as a mail reader would show it.
  const frame = page.frameLocator(`iframe[title="The mail “${INVITATION}” as HTML"]`);
  await expect(frame.getByRole('heading', { level: 1, name: 'Join Northwind Insurance on Fixline' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Create your Fixline account' })).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('sandbox', '');
  // Nothing the page did was refused by its policy: a mail's styles stay in its own frame.
  expect(errors()).toEqual([]);
  await snap(page, `sent-mail-invitation-${test.info().project.name}`);
  // The mail itself is checked by its templates' tests; axe cannot run inside a frame without scripts.
  expect(await seriousViolations(page, 'iframe[sandbox]')).toEqual([]);

  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  const text = await dialog.getByLabel(`The mail “${INVITATION}” as plain text`).innerText();
  const link = /http\S+\/register\?token=\S+/.exec(text)?.[0] as string;
  expect(link).toBeTruthy();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The mailed link opens the invitation (not accepted here: the journey on the other size reads it too).
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expect(page.getByText('new.adjuster@fixline.test')).toBeVisible();
});

test('the driver rates the repair from the link on the completed claim; the link then says thanks', async ({
  page,
  request,
}) => {
  // Two claim pages and two of the driver's pages in a second browser.
  test.slow();
  // The claim rated here is its own, completed by the client's request for feedback, which mailed its
  // driver the rating link: once rated, a claim cannot be rated again, so CI's retry needs a new one.
  const { id } = await claimTakenOnTo(
    request,
    {
      details: {
        type: 'repair',
        registration: 'EO26HUM',
        customerName: 'Martin Shaw',
        customerEmail: 'martin.shaw@example.com',
        damageDescription: 'Rear bumper cracked by a following car at traffic lights.',
      },
      cost: 64000,
      costRepairer: 51200,
      bidder: 'repairer2@fixline.test',
      bid: { amount: 50000, repairDays: 1 },
    },
    'completed',
  );
  await signIn(page, 'client@fixline.test');
  await page.goto(`/dashboardClaim/${COMPLETED}`);
  const section = page.getByRole('region', { name: 'Driver links' });
  const links = section.getByTestId('driver-link');
  await expect(links).toHaveCount(3);
  await expect(links.nth(0)).toContainText('Active');
  await expect(links.nth(1)).toContainText('Revoked');
  await expect(links.nth(2)).toContainText('Expired');
  await section.screenshot({ path: 'e2e/artifacts/driver-links-desktop.png', scale: 'css' });

  // Beside the tracking link its driver was mailed on the claim's first move, the rating link works.
  await page.goto(`/dashboardClaim/${id}`);
  const rating = links.filter({ hasText: 'Rate the repair' });
  await expect(rating).toHaveCount(1);
  await expect(rating).toContainText('Active');
  const address = await rating.getByLabel('Address of the rate the repair link').innerText();

  await section.getByRole('button', { name: 'Send the rate the repair link again' }).click();
  await expect(toast(page, 'Link sent to martin.shaw@example.com')).toBeVisible();

  // The driver has no account: a fresh browser context, as their phone would be.
  const driver = await page
    .context()
    .browser()
    ?.newContext({ baseURL: new URL(page.url()).origin });
  const phone = await driver?.newPage();
  if (!phone) throw new Error('No browser for the driver');
  await phone.goto(new URL(address).pathname);
  await expect(phone.getByRole('heading', { level: 1, name: 'Rate your repair' })).toBeVisible();
  await expect(phone.getByText('repaired by Riverside Autos')).toBeVisible();
  await snap(phone, 'rate-repair-desktop');
  expect(await seriousViolations(phone)).toEqual([]);
  // The fifth star, as a driver taps it (the radio itself is visually hidden under its star).
  await phone.locator('label', { hasText: '5 stars: Excellent' }).click();
  await expect(phone.getByRole('radio', { name: '5 stars: Excellent' })).toBeChecked();
  await phone.getByLabel('Comment').fill('Done a day early, and the car was cleaned.');
  await phone.getByRole('button', { name: 'Send rating' }).click();
  await expect(phone.getByText('Thank you for rating your repair.')).toBeVisible();
  await phone.reload();
  await expect(phone.getByText('You gave Riverside Autos 5 stars: excellent')).toBeVisible();
  await driver?.close();
});

test('a rating link issued on the claim page opens the rating form on a phone @phone-only', async ({
  page,
  request,
}) => {
  test.slow();
  // A paid claim of its own, repaired by Acme Motors: the links each run issues stay with it.
  const { id } = await claimTakenOnTo(
    request,
    {
      details: {
        type: 'repair',
        registration: 'HF26VAN',
        customerName: 'Harbour Fleet Desk',
        damageDescription: 'Side step and lower door skin damaged on a kerb.',
      },
      cost: 76000,
      costRepairer: 60800,
      bidder: 'repairer@fixline.test',
      bid: { amount: 58000, repairDays: 1 },
    },
    'paid',
  );
  await signIn(page, 'client@fixline.test');
  await page.goto(`/dashboardClaim/${id}`);
  const section = page.getByRole('region', { name: 'Driver links' });
  await section.getByRole('button', { name: 'New link: Rate the repair' }).click();
  await expect(toast(page, 'Link created')).toBeVisible();
  const address = await section
    .getByTestId('driver-link')
    .first()
    .getByLabel('Address of the rate the repair link')
    .innerText();
  await section.screenshot({ path: 'e2e/artifacts/driver-links-phone.png', scale: 'css' });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(new URL(address).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Rate your repair' })).toBeVisible();
  await expect(page.getByText('repaired by Acme Motors')).toBeVisible();
  await snap(page, 'rate-repair-phone');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Choose from 1 to 5 stars')).toBeVisible();
});
