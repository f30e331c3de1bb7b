import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { pageErrors, signIn, toast } from './support/app.ts';
import { claimTakenOnTo } from './support/bids.ts';
import { timeline } from './support/claims.ts';
import { expect, test } from './support/test.ts';

test('a client makes a claim’s evidence pack and downloads one ZIP of its record and originals @phone', async ({
  page,
  request,
}) => {
  // A claim of its own, in repair at Precision Bodyworks: its record (quote, bid, timeline) is what the pack
  // holds, and making one is on the timeline, which a seeded claim would gain on every run.
  const { id } = await claimTakenOnTo(
    request,
    {
      details: {
        type: 'bodyshop',
        registration: 'MA26BOD',
        customerName: 'Ella Morris',
        postcode: 'LS2 7EY',
        latitude: 53.796,
        longitude: -1.547,
        damageDescription: 'Hail damage across the roof and bonnet.',
      },
      cost: 298000,
      costRepairer: 238400,
      bidder: 'bodyshop@fixline.test',
      bid: { amount: 230000, repairDays: 3 },
    },
    'in-repair',
  );
  const errors = pageErrors(page);
  await signIn(page, 'client@fixline.test');
  await page.goto(`/dashboardClaim/${id}`);
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
