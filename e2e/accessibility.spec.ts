import AxeBuilder from '@axe-core/playwright';
import { signIn, snap } from './support/app.ts';
import { expect, type Page, test } from './support/test.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('landing, login and a signed-in page have no serious accessibility violations @phone', async ({ page }) => {
  const project = test.info().project.name;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(page, `landing-${project}`);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The page arrives drawn with Sign in disabled until its scripts take over; checked once its colour
  // has finished turning teal (a colour mid-transition is neither the one before nor the one after).
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS('background-color', 'rgb(0, 105, 92)');
  await snap(page, `login-${project}`);
  expect(await seriousViolations(page)).toEqual([]);

  await signIn(page, 'repairer.admin@fixline.test');
  await page.goto('/user');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await snap(page, `profile-${project}`);
  expect(await seriousViolations(page)).toEqual([]);
});
