import { formatDay } from '@fixline/domain';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses days in the driver's day picker (pickup and preferred-dates pages) and closes it with Done.
 * `whileOpen` looks at the page with the picker open (its scroll lock, axe) before any day is tapped.
 */
export async function chooseDays(
  page: Page,
  days: readonly string[],
  whileOpen: (picker: Locator) => Promise<void> = async () => undefined,
): Promise<void> {
  await page.getByRole('button', { name: 'Choose days' }).click();
  const picker = page.getByRole('dialog', { name: 'Days that suit you' });
  await expect(picker).toBeVisible();
  await whileOpen(picker);
  for (const day of days) await picker.getByRole('button', { name: formatDay(day) }).click();
  await picker.getByRole('button', { name: `Done (${days.length})` }).click();
  await expect(picker).toBeHidden();
}
