import { holdBack, pageErrors, signIn, snap } from './support/app.ts';
import { expect, test } from './support/test.ts';

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
  // The same page again in a new tab of the same session: what is asked for there is its load's alone.
  const claimPage = await page.context().newPage();
  const claimRead = new URL(page.url()).pathname.replace('/dashboardClaim/', '/api/claims/');
  const asked: string[] = [];
  claimPage.on('request', (request) => asked.push(new URL(request.url()).pathname));
  claimPage.on('response', (response) => {
    if (new URL(response.url()).pathname === claimRead) asked.push('the claim arrived');
  });
  const errors = pageErrors(claimPage);
  const releaseScripts = await holdBack(claimPage, '**/assets/index-*.js');
  await claimPage.goto(page.url(), { waitUntil: 'commit' });
  await expect(claimPage.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  // The frame's own script read the claim and wrote its reference into the heading: on screen before
  // any of the app's scripts has run.
  await expect(claimPage.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await snap(claimPage, `claim-frame-${test.info().project.name}`);
  releaseScripts();
  await expect(claimPage.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await expect(claimPage.getByRole('region', { name: 'Progress' })).toBeVisible();
  await claimPage.waitForLoadState('networkidle');
  // The frame started the session's restore, the claim and the page's chunk before the scripts ran
  // (apps/web/src/early-start-script.ts); the scripts took them over instead of asking again.
  const times = (path: string | RegExp) =>
    asked.filter((seen) => (typeof path === 'string' ? seen === path : path.test(seen))).length;
  expect(times('/api/users/current')).toBe(1);
  expect(times(claimRead)).toBe(1);
  expect(times(/^\/assets\/claim-page-[\w-]+\.js$/)).toBe(1);
  // The entry came with the page, once; none of the page's chunks before the heading could be drawn
  // (decision 0039).
  expect(times(/^\/assets\/index-[\w-]+\.js$/)).toBe(1);
  // The bundler's helpers (rolldown-runtime) are the entry's own import, preloaded with it: not a page chunk.
  const firstChunk = asked.findIndex((seen) => /^\/assets\/(?!index-|rolldown-runtime-).*\.js$/.test(seen));
  expect(asked.indexOf('the claim arrived')).toBeGreaterThan(0);
  expect(firstChunk).toBeGreaterThan(asked.indexOf('the claim arrived'));
  // Its script ran under the page's policy, with the page's nonce: no error, no refused script.
  expect(errors).toEqual([]);
});
