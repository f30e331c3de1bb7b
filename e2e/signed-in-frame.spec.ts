import { expect, test } from '@playwright/test';
import { holdBack, pageErrors, signIn, snap } from './support/app.ts';

test('a signed-in page arrives drawn as its frame, title included, and the scripts replace it without an error @phone', async ({
  page,
}) => {
  await signIn(page, 'client@fixline.test');
  const errors = pageErrors(page);

  // Before any script has run (apps/web/src/prerender.tsx, decision 0037): the top bar, the list's
  // heading and the skeleton of what is loading, never the sign-in form.
  const releaseScripts = await holdBack(page, '**/assets/index-*.js');
  await page.goto('/home', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect(page.getByText('Fixline', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Password (required)')).toHaveCount(0);
  await snap(page, `home-frame-${test.info().project.name}`);

  // The scripts restore the session and draw the list in the frame's place.
  releaseScripts();
  await expect(page.getByTestId('claim-count')).toHaveText(/\d+ claims?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await snap(page, `home-after-frame-${test.info().project.name}`);
});

test('a claim page’s frame shows the claim’s reference as soon as the claim arrives, then the page whole @phone', async ({
  page,
}) => {
  await signIn(page, 'client@fixline.test');
  await page.getByRole('link', { name: /^FX-/ }).first().click();
  const heading = page.getByRole('heading', { level: 1, name: /^Claim FX-/ });
  await expect(heading).toBeVisible();
  const reference = (await heading.textContent()) ?? '';
  const claimRead = new URL(page.url()).pathname.replace('/dashboardClaim/', '/api/claims/');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const errors = pageErrors(page);
  const releaseScripts = await holdBack(page, '**/assets/index-*.js');
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  // The frame's own script read the claim and wrote its reference into the heading: on screen before
  // any of the app's scripts has run.
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await snap(page, `claim-frame-${test.info().project.name}`);
  releaseScripts();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Progress' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The frame started the session's restore, the claim and the page's chunk before the scripts ran
  // (apps/web/src/early-start-script.ts); the scripts took them over instead of asking again.
  const times = (path: string | RegExp) =>
    asked.filter((seen) => (typeof path === 'string' ? seen === path : path.test(seen))).length;
  expect(times('/api/users/current')).toBe(1);
  expect(times(claimRead)).toBe(1);
  expect(times(/^\/assets\/claim-page-[\w-]+\.js$/)).toBe(1);
  // Its script ran under the page's policy, with the page's nonce: no error, no refused script.
  expect(errors).toEqual([]);
});
