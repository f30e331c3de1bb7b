import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { pageErrors, signIn, toast } from './support/app.ts';
import { SEEDED, timeline } from './support/claims.ts';

test('a client makes a claim’s evidence pack and downloads one ZIP of its record and originals @phone', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await signIn(page, 'client@fixline.test');
  await page.goto(`/dashboardClaim/${SEEDED.inRepairAtBodyshop}`);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Evidence pack (ZIP)' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^FX-\d{6}-evidence\.zip$/);
  await expect(toast(page, /^Evidence pack made: FX-\d{6}-evidence\.zip, \d+ files?$/)).toBeVisible();

  const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(entries)).toEqual(expect.arrayContaining(['evidence.pdf', 'SHA256SUMS']));
  const sums = new TextDecoder().decode(entries.SHA256SUMS).trim().split('\n').filter(Boolean);
  expect(sums.length).toBe(Object.keys(entries).filter((name) => name.startsWith('originals/')).length);
  // Its making is on the claim's timeline, by who made it.
  await expect(timeline(page).filter({ hasText: 'Evidence pack made' }).last()).toContainText('Chris Hughes');
  expect(errors).toEqual([]);
});
