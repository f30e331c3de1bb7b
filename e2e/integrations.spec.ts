import { DEMO_CLICKMECHANIC_CLAIM } from '../apps/server/src/demo/seed-demo-partners.ts';
import { pageErrors, signIn, snap } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/test.ts';

async function openIntegrations(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Integrations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
}

/**
 * The embedded partners always answer, and the journey may not write a failed call into the database, so
 * no call can be made to fail end to end here: the retry of a failed call is covered by the API tests
 * (modules/integrations/integrations.test.ts, against a partner over HTTP that falls over).
 */
test('a super admin reads the demo’s call to ClickMechanic on the Integrations page @phone', async ({ page }) => {
  const phone = test.info().project.name === 'phone';
  const errors = pageErrors(page);
  await signIn(page, 'superadmin@fixline.test');
  await openIntegrations(page, phone);

  // As a person would find it: ClickMechanic's calls only; the demo's is answered by the queue on start.
  await page.getByRole('combobox', { name: 'Partner' }).selectOption('clickmechanic');
  await expect(page).toHaveURL(/[?&]partner=clickmechanic\b/);
  const row = page
    .getByTestId('partner-call-row')
    .filter({ has: page.locator(`a[href="/dashboardClaim/${DEMO_CLICKMECHANIC_CLAIM}"]`) });
  await expect(row).toContainText('Send to ClickMechanic');
  await expect(row).toContainText('Answered');
  await expect(row).toContainText('1 of 5');
  await expect(row).toContainText(/Accepted: £\d+\.\d\d, a mechanic on/);
  // An answered call is not sent again.
  await expect(row.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  const reference = (await row.getByRole('link', { name: /^Open claim / }).textContent()) ?? '';
  expect(reference).toMatch(/^FX-\d{6}$/);
  await snap(page, `integrations-${test.info().project.name}`);
  expect(await seriousViolations(page)).toEqual([]);

  await row
    .getByRole('button', { name: `Show the request and answer of Send to ClickMechanic for ${reference}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Send to ClickMechanic · ${reference}` });
  await expect(dialog.getByLabel('Request')).toContainText(`"reference": "${reference}"`);
  await expect(dialog.getByLabel('Answer')).toContainText('"status": "accepted"');
  await snap(page, `integrations-call-${test.info().project.name}`);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The claim's reference leads to its page.
  await row.getByRole('link', { name: `Open claim ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboardClaim/${DEMO_CLICKMECHANIC_CLAIM}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Claim ${reference}` })).toBeVisible();
  expect(errors).toEqual([]);
});
