import AxeBuilder from '@axe-core/playwright';
import { SUPPORT_MESSAGES, SUPPORT_NEED_LABELS, type TFnolClaimResponse } from '@fixline/domain';
import { sampleJpeg } from '../apps/server/test/sample-files.ts';
import { AXE_TAGS } from '../verify/budgets/budgets.ts';
import { pageErrors, signIn, snap } from './support/app.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

/** Presses Tab until the element has the focus: proof it is reachable by keyboard alone, in order. */
async function tabTo(page: Page, target: Locator, presses = 40): Promise<void> {
  for (let i = 0; i < presses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function typeInto(page: Page, label: string | RegExp, text: string): Promise<void> {
  await tabTo(page, page.getByLabel(label));
  await page.keyboard.type(text);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html).join(', ')}`);
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('a driver reports a claim from a phone by keyboard, loses the signal mid-way, and it arrives once @phone-only', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.slow();
  const errors = pageErrors(page);
  const reports: { status: number; id: string | null }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/claims/fnol') || response.request().method() !== 'POST') return;
    const body = (await response.json().catch(() => null)) as TFnolClaimResponse | null;
    reports.push({ status: response.status(), id: body?.id ?? null });
  });
  const plate = 'AB12CDE';

  // 1. Insurer: a wrong code is refused, the link's code is taken.
  await page.goto('/fnol?code=NOPE');
  await expect(page.getByRole('heading', { level: 1, name: 'Report a claim' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await tabTo(page, page.getByLabel('Insurer code (required)'));
  await page.keyboard.press('Enter');
  await expect(page.getByText('This code is not valid. Please check it with your insurer.')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('northwind');
  await page.keyboard.press('Enter');

  // 2. Vehicle: the plate is looked up (the demo vehicles), the model typed.
  await expect(stepHeading(page, 'Your vehicle')).toBeFocused();
  await typeInto(page, 'Registration plate (required)', 'ab12 cde');
  await tabTo(page, page.getByRole('button', { name: 'Find vehicle' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('We found your vehicle.')).toBeVisible();
  await expect(page.getByLabel('Make (required)')).toHaveValue('Ford');
  await expect(page.getByLabel('Colour')).toHaveValue('Blue');
  await expect(page.getByLabel('Year')).toHaveValue('2019');
  expect(await axeViolations(page)).toEqual([]);
  // Continue without the model: one message for the one field missing.
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Model (required)')).toBeFocused();
  await expect(page.getByText('This field is required')).toHaveCount(1);
  await page.keyboard.type('Focus');
  await page.keyboard.press('Enter');

  // A reload loses nothing: the wizard opens where the driver was.
  await expect(stepHeading(page, 'What happened')).toBeFocused();
  await page.reload();
  await expect(stepHeading(page, 'What happened')).toBeVisible();

  // 3. Incident, with a postcode.
  await page.keyboard.press('Tab');
  // Native date and time fields take typed digits in the browser's own locale order: set as values.
  await tabTo(page, page.getByLabel('Date (required)'));
  await page.getByLabel('Date (required)').fill('2026-11-20');
  await tabTo(page, page.getByLabel('Time'));
  await page.getByLabel('Time').fill('08:45');
  await typeInto(page, 'What happened (required)', 'A van reversed into my rear bumper at the lights.');
  await typeInto(page, 'Postcode (required)', 'ls1 4ap');
  // Where the vehicle is now: at home, which is not where it happened.
  await tabTo(page, page.getByRole('radio', { name: 'Still where it happened' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'At my home' })).toBeChecked();
  await typeInto(page, 'Your home postcode (required)', 'ls6 3hn');
  await tabTo(page, page.getByRole('radio', { name: 'Yes' }).first());
  await page.keyboard.press('ArrowRight'); // No one injured
  await tabTo(page, page.getByRole('radio', { name: 'Yes' }).nth(1));
  await page.keyboard.press('Space'); // another vehicle involved
  await expect(page.getByRole('radio', { name: 'No' }).first()).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Yes' }).nth(1)).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await snap(page, `fnol-incident-${testInfo.project.name}`);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // The signal goes: the driver carries on.
  await expect(stepHeading(page, 'Photos and videos')).toBeFocused();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline. Carry on' })).toBeVisible();

  // 4. A photo, chosen with the keyboard, queued with its thumbnail.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, page.getByRole('button', { name: 'Add photos or files' }));
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({
    name: 'rear-bumper.jpg',
    mimeType: 'image/jpeg',
    buffer: await sampleJpeg(1200, 900),
  });
  const queued = page.getByRole('list', { name: 'Photos and videos to send' });
  await expect(queued.getByRole('img', { name: 'rear-bumper.jpg' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // A reload without signal: the wizard's worker serves the page, and the draft and the photo are still there.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(stepHeading(page, 'Photos and videos')).toBeVisible();
  await expect(queued.getByRole('img', { name: 'rear-bumper.jpg' })).toBeVisible();
  await snap(page, `fnol-photos-${testInfo.project.name}`);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // 5. Contact details and support needs.
  await expect(stepHeading(page, 'Your details')).toBeFocused();
  await typeInto(page, 'Your name (required)', 'Dana Whitfield');
  await typeInto(page, 'Phone', '07700 900101');
  await tabTo(page, page.getByRole('checkbox', { name: /I may need extra support/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(SUPPORT_MESSAGES.whatSupport)).toBeVisible();
  await tabTo(page, page.getByRole('checkbox', { name: SUPPORT_NEED_LABELS['calls-not-mail'] }));
  await page.keyboard.press('Space');
  await typeInto(page, /Anything else we should know/, 'Please call after 5pm.');
  expect(await axeViolations(page)).toEqual([]);
  await snap(page, `fnol-contact-${testInfo.project.name}`);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // 6. Review, and send while offline: it waits on the phone.
  await expect(stepHeading(page, 'Check and send')).toBeFocused();
  await expect(page.getByRole('region', { name: 'Your vehicle' })).toContainText('Blue Ford Focus 2019 Petrol');
  await expect(page.getByRole('region', { name: 'What happened' })).toContainText('20 Nov 2026 at 08:45');
  await tabTo(page, page.getByRole('button', { name: 'Send my report' }));
  await page.keyboard.press('Enter');
  // Chromium has Background Sync: the service worker will send it even if the page is closed.
  await expect(page.getByText('You are offline. Your report is saved on this phone')).toContainText(
    'even if you close this page',
  );
  // A second tap while waiting: still the one report.
  await page.keyboard.press('Enter');
  expect(await axeViolations(page)).toEqual([]);
  await snap(page, `fnol-waiting-${testInfo.project.name}`);

  // The signal returns: the report goes, then the photo, then the page says what happens next.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/fnol\/complete$/, { timeout: 30_000 });
  const reference = page.getByText(/^FX-\d{6}$/);
  await expect(reference).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
  // The tracking link the report was answered with (and mailed, decision 0054).
  await expect(page.getByRole('link', { name: 'Follow your claim' })).toHaveAttribute('href', /\/track\/[\w.%-]+$/);
  expect(await axeViolations(page)).toEqual([]);
  await snap(page, `fnol-complete-${testInfo.project.name}`);

  // One claim, however many times it was sent (page retry, background sync): every answer names it.
  const made = reports.filter((r) => r.status === 201);
  expect(made.length).toBeGreaterThanOrEqual(1);
  expect(new Set(made.map((r) => r.id)).size).toBe(1);
  const claimId = made[0]?.id as string;

  // The insurer sees it as Fnol, with the photo and the support the driver asked for.
  const staff = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const staffPage = await staff.newPage();
  await signIn(staffPage, 'client@fixline.test');
  await staffPage.goto(`/home?search=${plate}`);
  await staffPage.goto(`/dashboardClaim/${claimId}`);
  await expect(staffPage.getByTestId('claim-status')).toHaveText('Fnol');
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(`Claim ${await reference.textContent()}`);
  const notice = staffPage.getByRole('alert', { name: SUPPORT_MESSAGES.notice });
  await expect(notice).toContainText(SUPPORT_NEED_LABELS['calls-not-mail']);
  await expect(notice).toContainText('Please call after 5pm.');
  const damage = staffPage.getByRole('region', { name: 'Damage' });
  await expect(damage).toContainText('A van reversed');
  await expect(damage).toContainText('20 Nov 2026');
  await expect(damage).toContainText('08:45');
  // Where it happened, apart from the driver's address; the vehicle is at home, where a garage collects it.
  await expect(damage).toContainText('LS1 4AP');
  await expect(damage).toContainText('At the customer’s address');
  await expect(staffPage.getByRole('region', { name: 'Customer' })).toContainText('LS6 3HN');
  await snap(staffPage, 'fnol-claim-for-staff');
  await staff.close();

  // The browser's own lines: the wrong code's 404 (asked for), and requests while the network was off.
  const expected = ['status of 404 (Not Found)', 'ERR_INTERNET_DISCONNECTED', 'Failed to fetch'];
  expect(errors.filter((e) => !expected.some((line) => e.includes(line)))).toEqual([]);
});

test('the wizard at 1366×900, with nothing reported yet, and installable from /fnol @phone-only', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/fnol?code=NORTHWIND');
  await expect(page.getByLabel('Insurer code (required)')).toHaveValue('NORTHWIND');
  await snap(page, 'fnol-insurer-desktop');
  // With nothing reported from this browser, the complete page says so and leads back to the wizard.
  await page.goto('/fnol/complete');
  await expect(page.getByText('No report has been sent from this phone yet.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/fnol?code=NORTHWIND');
  await expect(page.getByLabel('Insurer code (required)')).toHaveValue('NORTHWIND');
  const cdp = await context.newCDPSession(page);
  // The page links its manifest once drawn: asked until the browser has it.
  const manifest = async () => (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  await expect.poll(async () => (await manifest()).url).toMatch(/\/fnol\.webmanifest$/);
  expect((await manifest()).errors).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
