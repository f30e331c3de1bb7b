import { expect, type Page } from '@playwright/test';
import { snap } from './app.ts';
import { seriousViolations } from './axe.ts';
import { QUOTE_TO_PAY } from './retail-quote.ts';

/**
 * The driver, from a payment link for the itemised quote: pays what is owed with a £5 tip on the embedded
 * test checkout and lands on /payment-status. axe on each page; screenshots `payment-{shot}` and
 * `payment-status-{shot}`.
 */
export async function payWithTip(page: Page, linkPath: string, shot: string): Promise<void> {
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your repair' })).toBeVisible();
  await expect(page.getByText('TEST MODE: no real card is charged')).toBeVisible();
  await expect(page.getByText(`To pay: ${QUOTE_TO_PAY}`)).toBeVisible();
  await page.getByRole('radio', { name: '£5.00' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, `payment-${shot}`);
  await page.getByRole('button', { name: 'Pay £455.00' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText('TEST MODE: no real card is charged')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pay £455.00 with the test card' }).click();
  await expect(page).toHaveURL(/\/payment-status\?checkout=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(page.getByText('including your tip of £5.00')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, `payment-status-${shot}`);
}
