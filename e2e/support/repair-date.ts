import { formatDay } from '@fixline/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { snap } from './app.ts';
import { seriousViolations } from './axe.ts';

/** The claim page's Repair date section, where the repairer sees the driver's days and books one. */
export const repairDateSection = (page: Page): Locator => page.getByRole('region', { name: 'Repair date' });

/** The repairer books one of the days the driver offered; the driver is mailed it to accept. */
export async function bookRepairDate(page: Page, day: string): Promise<void> {
  const form = repairDateSection(page).getByRole('form', { name: 'Book the repair date' });
  await form.getByRole('button', { name: formatDay(day) }).click();
  await form.getByRole('button', { name: 'Book repair date' }).click();
  await expect(repairDateSection(page)).toContainText('Waiting for the driver');
}

/**
 * The driver, on the pickup page with the booked date on it, accepts it and lands on /repairDateSelected.
 * axe on both pages; screenshots `pickup-page-{shot}` and `repair-date-selected-{shot}`.
 */
export async function acceptRepairDate(page: Page, day: string, garage: string, shot: string): Promise<void> {
  await expect(page.getByText('Your garage has booked your repair for')).toBeVisible();
  await expect(
    page
      .getByRole('paragraph')
      .filter({ hasText: formatDay(day) })
      .first(),
  ).toBeVisible();
  await snap(page, `pickup-page-${shot}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Accept this date' }).click();
  await expect(page).toHaveURL(/\/repairDateSelected$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Repair date confirmed' })).toBeVisible();
  await expect(page.getByText(`You accepted ${formatDay(day)} at ${garage}`)).toBeVisible();
  await snap(page, `repair-date-selected-${shot}`);
  expect(await seriousViolations(page)).toEqual([]);
}
