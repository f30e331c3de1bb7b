import AxeBuilder from '@axe-core/playwright';
import { apiToken } from './support/api.ts';
import { signIn, snap, toast } from './support/app.ts';
import { createClaim, demoClaimId } from './support/claims.ts';
import { expect, type Page, test } from './support/test.ts';
import { runMark } from './support/unique.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a super admin creates a label, edits it, puts it on a claim and deletes it', async ({ page, request }) => {
  // Five pages and a claim in one journey: more than the time of a one-page journey.
  test.slow();
  // Unique per run, so reruns against one server and other journeys never meet this label.
  const name = `Journey ${runMark()}`;
  const renamed = `${name} checked`;
  // A claim of its own to label: one a failed run left labelled would not be as the retry expects.
  const claimToLabel = await createClaim(request, await apiToken(request, 'client@fixline.test'), {
    type: 'repair',
    registration: 'FL26LBL',
    customerName: 'James O’Neill',
    damageDescription: 'Alloy wheel and tyre damaged by a pothole; tracking pulls left.',
  });
  await signIn(page, 'superadmin@fixline.test');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Labels' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Labels' })).toBeVisible();
  await expect(page.getByTestId('label-row').filter({ hasText: 'Priority' })).toBeVisible();

  await page.getByRole('link', { name: 'Create label' }).click();
  await expect(page).toHaveURL(/\/createLabel$/);
  await page.getByLabel('Name (required)').fill(name);
  // The presets are a radio group: arrows move the choice, as in any radio group.
  await page.getByRole('radio', { name: 'Blue #1E88E5' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Purple #6A1B9A' })).toBeChecked();
  await expect(page.getByLabel('Colour (required)')).toHaveValue('#6A1B9A');
  await page.getByLabel('Description').fill('Made by the labels journey');
  await expect(page.getByText('White text, contrast')).toBeVisible();
  await snap(page, 'label-create-desktop');
  await page.getByRole('button', { name: 'Create label' }).click();
  await expect(toast(page, 'Label created')).toBeVisible();
  await expect(page).toHaveURL(/\/labels$/);
  const row = page.getByTestId('label-row').filter({ hasText: name });
  await expect(row).toContainText('Made by the labels journey');
  await expect(row.getByTestId('label-claims')).toHaveText('0');

  // The same name again, case aside, is refused beside the name field.
  await page.getByRole('link', { name: 'Create label' }).click();
  await page.getByLabel('Name (required)').fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Create label' }).click();
  await expect(page.getByLabel('Name (required)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('A label with this name already exists')).toBeVisible();
  await snap(page, 'label-create-taken-desktop');
  await page.getByRole('link', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: `Edit label ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit label ${name}` })).toBeVisible();
  await page.getByLabel('Name (required)').fill(renamed);
  await page.getByLabel('Colour (required)').fill('#ffb300');
  await page.getByLabel('Colour (required)').blur();
  await expect(page.getByRole('radio', { name: 'Amber #FFB300' })).toBeChecked();
  await expect(page.getByText('Black text, contrast')).toBeVisible();
  await page.getByRole('button', { name: 'Save label' }).click();
  await expect(toast(page, 'Label saved')).toBeVisible();
  await expect(page.getByTestId('label-row').filter({ hasText: renamed })).toBeVisible();

  await page.goto(`/dashboardClaim/${claimToLabel}`);
  const labels = page.getByRole('region', { name: 'Labels' });
  const picker = labels.getByRole('combobox', { name: 'New label (required)' });
  await picker.click();
  await picker.fill(renamed.slice(0, 12));
  await page.getByRole('option', { name: renamed }).click();
  await labels.getByRole('button', { name: 'Add label' }).click();
  await expect(toast(page, 'Label added')).toBeVisible();
  await expect(labels.getByRole('button', { name: `Remove label ${renamed}` })).toBeVisible();
  const chip = labels.locator('.MuiChip-root').filter({ hasText: renamed });
  await expect(chip).toHaveCSS('background-color', 'rgb(255, 179, 0)');
  await expect(chip).toHaveCSS('color', 'rgb(0, 0, 0)');
  // A label on the claim is not offered again.
  await picker.click();
  await expect(page.getByRole('option', { name: renamed })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await snap(page, 'label-on-claim-desktop');

  await page.goto('/labels');
  const labelled = page.getByTestId('label-row').filter({ hasText: renamed });
  await expect(labelled.getByTestId('label-claims')).toHaveText('1');
  await labelled.getByRole('button', { name: `Delete label ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete label ${renamed}` });
  await expect(dialog).toContainText(`“${renamed}” is on 1 claim. Deleting it removes it from that claim too.`);
  await snap(page, 'label-delete-desktop');
  await dialog.getByRole('button', { name: 'Delete label' }).click();
  await expect(toast(page, 'Label deleted')).toBeVisible();
  await expect(page.getByTestId('label-row').filter({ hasText: renamed })).toHaveCount(0);

  await page.goto(`/dashboardClaim/${claimToLabel}`);
  await expect(page.getByRole('region', { name: 'Labels' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Labels' })).not.toContainText(renamed);
});

test('the labels list, the label form and the claim picker read well, with no serious violations @phone', async ({
  page,
}) => {
  const project = test.info().project.name;
  await signIn(page, 'superadmin@fixline.test');
  await page.goto('/labels');
  await expect(page.getByTestId('label-row').filter({ hasText: 'Priority' })).toBeVisible();
  await snap(page, `labels-${project}`);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Edit label Fleet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit label Fleet' })).toBeVisible();
  await expect(page.getByLabel('Name (required)')).toHaveValue('Fleet');
  await snap(page, `label-edit-${project}`);
  expect(await seriousViolations(page)).toEqual([]);
  for (const height of await page
    .getByRole('radio')
    .evaluateAll((els) => els.map((el) => el.parentElement?.getBoundingClientRect().height ?? 0))) {
    expect(height).toBeGreaterThanOrEqual(44);
  }

  await page.goto('/updateLabel/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Label not found' })).toBeVisible();

  // Claim 13 carries Fleet and EV: their chips take the labels' colours.
  await page.goto(`/dashboardClaim/${demoClaimId(13)}`);
  const labels = page.getByRole('region', { name: 'Labels' });
  await expect(labels.locator('.MuiChip-root').filter({ hasText: 'Fleet' })).toHaveAttribute('data-colour', /^#/);
  await labels.getByRole('combobox', { name: 'New label (required)' }).click();
  await expect(page.getByRole('option', { name: 'Priority' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Fleet' })).toHaveCount(0);
  await snap(page, `label-picker-${project}`);
});
