import AxeBuilder from '@axe-core/playwright';
import { signIn, snap } from './support/app.ts';
import { expectStatus, SEEDED } from './support/claims.ts';
import { expect, type Page, test } from './support/test.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a claim page reads well on a desk and on a phone, with no serious accessibility violations @phone', async ({
  page,
}) => {
  const project = test.info().project.name;
  await signIn(page, 'client.admin@fixline.test');
  await page.goto(`/dashboardClaim/${SEEDED.inRepairWithIssue}`);
  await expectStatus(page, 'In Repair');
  await expect(page.getByRole('alert').filter({ hasText: 'Issue raised' })).toContainText(
    'Replacement light cluster is on back order',
  );
  for (const region of ['Vehicle', 'Customer', 'Damage', 'Costs', 'Timeline', 'Comments']) {
    await expect(page.getByRole('region', { name: region })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Comments' }).getByRole('listitem')).toHaveCount(2);
  await snap(page, `claim-page-${project}`);
  expect(await seriousViolations(page)).toEqual([]);

  const buttons = page.getByRole('region', { name: 'Claim actions' }).locator('a, button');
  for (const height of await buttons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) {
    expect(height).toBeGreaterThanOrEqual(project === 'phone' ? 44 : 30);
  }

  await page.goto('/claim');
  await expect(page.getByRole('heading', { name: 'New claim' })).toBeVisible();
  await page.getByRole('button', { name: 'Create claim' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await snap(page, `claim-new-${project}`);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a repairer cannot open a claim of another garage, nor the client view of its own', async ({ page }) => {
  // A claim it never bid on (a losing bidder keeps its own bid's record: marketplace.spec.ts).
  await signIn(page, 'repairer2@fixline.test');
  await page.goto(`/marketplace/claims/${SEEDED.inRepairAtBodyshop}`);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await page.goto(`/dashboardClaim/${SEEDED.finishedAtRiverside}`);
  await expect(page.getByText('Not permitted')).toBeVisible();
});
