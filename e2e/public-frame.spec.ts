import { TRACKING_MESSAGES } from '@fixline/domain';
import { holdBack, pageErrors, snap } from './support/app.ts';
import { expect, test } from './support/test.ts';

test('a driver’s report page arrives drawn with its first step, which waits for the scripts and then works @phone', async ({
  page,
}) => {
  const errors = pageErrors(page);

  // Before any script has run (apps/web/src/public-frame/frames.tsx): the heading and a new report's first step,
  // as the scripts draw it before the browser's database answers.
  const releaseScripts = await holdBack(page, '**/assets/index-*.js');
  await page.goto('/fnol', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Report a claim' })).toBeVisible();
  await expect(page.getByText('The code is on your insurance documents', { exact: false })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  // Waiting for the scripts, visibly: what is typed now would be lost when they draw the step anew.
  await expect(page.getByLabel('Insurer code (required)')).toBeDisabled();
  await snap(page, `fnol-frame-${test.info().project.name}`);

  // The scripts draw the same step in the frame's place; it works, and nothing was refused on the way.
  releaseScripts();
  const code = page.getByLabel('Insurer code (required)');
  await expect(code).toBeEditable();
  await code.fill('NORTHWIND');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your vehicle' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Report a claim' })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a tracking link’s page arrives drawn as its frame, without a word about a broken link @phone', async ({
  page,
}) => {
  const releaseScripts = await holdBack(page, '**/assets/index-*.js');
  await page.goto('/track/not-a-real-token', { waitUntil: 'commit' });
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect(page.getByText(TRACKING_MESSAGES.about)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  releaseScripts();
  // The scripts ask, and the answer is the page's own word for a forged link.
  await expect(page.getByRole('alert')).toBeVisible();
});
