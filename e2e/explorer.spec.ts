import { signIn, snap } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/** PK19 FLE and HF66 VAN: Harbour Fleet claims no other journey changes. */
test('a super admin looks up a vehicle and reads its claims with their timelines @phone', async ({ page }) => {
  const project = test.info().project.name;
  await signIn(page, 'superadmin@fixline.test');
  await page.goto('/explorer');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle explorer' })).toBeVisible();
  await page.getByLabel('Registration plate').fill('pk19 fle');
  await page.getByRole('button', { name: 'Look up' }).click();

  await expect(page).toHaveURL(/\/explorer\/PK19FLE$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle PK19 FLE' })).toBeVisible();
  const claims = page.getByRole('article');
  await expect(claims).toHaveCount(1);
  const claim = claims.first();
  await expect(claim).toContainText('In Marketplace');
  await expect(claim).toContainText('Harbour Fleet Leasing');
  await expect(claim).toContainText('Ford Fiesta');
  const timeline = claim.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem').first()).toContainText('Claim created');
  await snap(page, `explorer-${project}`);
  expect(await seriousViolations(page)).toEqual([]);

  // Part of a plate finds no vehicle of its own, but offers the plates it is part of.
  await page.getByLabel('Registration plate').fill('HF66');
  await page.getByLabel('Registration plate').press('Enter');
  await expect(page.getByRole('heading', { name: 'No claims for HF66' })).toBeVisible();
  await snap(page, `explorer-did-you-mean-${project}`);
  await page.getByRole('navigation', { name: 'Did you mean' }).getByRole('link', { name: 'HF66 VAN' }).click();
  await expect(page).toHaveURL(/\/explorer\/HF66VAN$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByRole('region', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(
    8,
  );

  await page.getByRole('link', { name: /^Open claim FX-/ }).click();
  await expect(page).toHaveURL(/\/dashboardClaim\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('claim-plate')).toContainText('HF66 VAN');
});
