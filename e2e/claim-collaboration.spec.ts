import { apiCall, apiToken } from './support/api.ts';
import { signIn, snap, toast } from './support/app.ts';
import { createClaim, expectStatus, takeAction, timeline } from './support/claims.ts';
import { expect, test } from './support/test.ts';

test('a client admin labels, comments on, edits, raises and resolves an issue on a claim, then deletes it', async ({
  page,
  request,
}) => {
  const claimId = await createClaim(request, await apiToken(request, 'client.admin@fixline.test'), {
    type: 'repair',
    registration: 'CO11ABS',
    customerName: 'Sam Colleague',
    damageDescription: 'Offside door dented.',
  });
  // A colleague's comment first: its author's own to delete, not this admin's.
  await apiCall(request, 'POST', `/api/claims/${claimId}/comment`, await apiToken(request, 'client@fixline.test'), {
    comment: 'Driver called to ask for an update.',
  });
  await signIn(page, 'client.admin@fixline.test');
  await page.goto(`/dashboardClaim/${claimId}`);
  await expectStatus(page, 'Registered');

  const labels = page.getByRole('region', { name: 'Labels' });
  await labels.getByLabel('New label (required)').fill('Priority');
  await labels.getByRole('button', { name: 'Add label' }).click();
  await expect(toast(page, 'Label added')).toBeVisible();
  await expect(labels.getByRole('button', { name: 'Remove label Priority' })).toBeVisible();

  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByLabel('New comment (required)').fill('Courtesy car booked until Friday.');
  await comments.getByRole('button', { name: 'Add comment' }).click();
  const mine = comments.getByRole('listitem').filter({ hasText: 'Courtesy car booked until Friday.' });
  await expect(mine).toContainText('Claire Adams');
  await expect(comments.getByRole('listitem').first().getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
  await mine.getByRole('button', { name: 'Delete comment' }).click();
  await page.getByRole('dialog', { name: 'Delete comment' }).getByRole('button', { name: 'Delete comment' }).click();
  await expect(toast(page, 'Comment deleted')).toBeVisible();
  await expect(mine).toHaveCount(0);

  await page.getByRole('region', { name: 'Claim actions' }).getByRole('button', { name: 'Raise issue' }).click();
  const raise = page.getByRole('dialog', { name: 'Raise issue' });
  await raise.getByLabel('Issue (required)').fill('Driver disputes the damage description.');
  await raise.getByRole('button', { name: 'Raise issue' }).click();
  // The banner, not the toast that says the same title.
  const banner = page.getByRole('alert').filter({ hasText: 'Driver disputes the damage description.' });
  await expect(banner).toContainText('Issue raised');
  await snap(page, 'claim-issue-raised');
  await banner.getByRole('button', { name: 'Resolve issue' }).click();
  await expect(banner).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: /^Edit claim FX-/ })).toBeVisible();
  await page.getByLabel('Colour').fill('Midnight blue');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('region', { name: 'Vehicle' })).toContainText('Midnight blue');
  await expect(timeline(page).last()).toContainText('Changed colour');

  await takeAction(page, 'Delete');
  await expect(toast(page, 'Claim deleted')).toBeVisible();
  await page.goto(`/dashboardClaim/${claimId}`);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});

test('a super admin sees a deleted claim and revives it', async ({ page, request }) => {
  // A claim of its own, entered and deleted by the client's admin: revived at the end, a seeded one would
  // no longer be deleted for CI's retry.
  const admin = await apiToken(request, 'client.admin@fixline.test');
  const claimId = await createClaim(request, admin, {
    type: 'other',
    registration: 'TE26DUP',
    customerName: 'Test Entry',
    damageDescription: 'Entered twice by mistake.',
  });
  const deleted = await request.delete(`/api/claims/${claimId}`, { headers: { Authorization: `Bearer ${admin}` } });
  expect(deleted.status(), await deleted.text()).toBe(204);
  await signIn(page, 'superadmin@fixline.test');
  await page.goto(`/dashboardClaim/${claimId}`);
  const banner = page.getByRole('alert').filter({ hasText: 'This claim is deleted' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('region', { name: 'Claim actions' }).getByRole('button')).toHaveCount(0);
  await snap(page, 'claim-deleted');
  await banner.getByRole('button', { name: 'Revive' }).click();
  await expect(toast(page, 'Claim revived')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expectStatus(page, 'Registered');
});
