import { expect, type Page } from '@playwright/test';
import { snap } from './app.ts';
import { seriousViolations } from './axe.ts';
import { takeAction } from './claims.ts';

/** What the itemised quote below asks of the driver, after its coupon, as the driver's pages show it. */
export const QUOTE_TO_PAY = '£450.00';

/**
 * On the claim page, as a super admin: an itemised retail quote of two lines (£500) with the test provider's
 * 10% coupon, so the driver pays £450 and the repairer is paid £380. The claim then waits for the driver.
 */
export async function addItemisedRetailQuote(page: Page): Promise<void> {
  await takeAction(page, 'Add itemised retail quote');
  const dialog = page.getByRole('dialog', { name: 'Add itemised retail quote' });
  await dialog.getByLabel('Line 1 (required)').fill('Rear bumper');
  await dialog.getByLabel('Line 1 amount (required)').fill('300');
  await dialog.getByRole('button', { name: 'Add a line' }).click();
  await dialog.getByLabel('Line 2 (required)').fill('Paint and labour');
  await dialog.getByLabel('Line 2 amount (required)').fill('200');
  await dialog.getByLabel('Coupon code', { exact: true }).fill('TEST10');
  await dialog.getByLabel('Driver pays (after the coupon) (required)').fill('450');
  await dialog.getByLabel('Repairer cost (required)').fill('380');
  await dialog.getByRole('button', { name: 'Add itemised retail quote' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('claim-status')).toHaveText('Awaiting Authorisation');
}

/**
 * The driver, on the quote link: the lines, the coupon and the total, axe, a screenshot
 * `quote-accept-{shot}`; accepting opens the preferred-dates page with the dates link the acceptance
 * issued (decision 0051).
 */
export async function acceptQuote(page: Page, linkPath: string, shot: string): Promise<void> {
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Your repair quote' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'The quote’s lines' })).toContainText('Rear bumper');
  await expect(page.getByRole('table', { name: 'The quote’s lines' })).toContainText('−£50.00');
  await expect(page.getByRole('row', { name: /Total to pay/ })).toContainText(QUOTE_TO_PAY);
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, `quote-accept-${shot}`);
  await page.getByRole('button', { name: 'Accept quote' }).click();
  await expect(page).toHaveURL(/\/preferred-dates\/[0-9a-f-]{36}\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your repair dates' })).toBeVisible();
}
