import { apiToken } from './support/api.ts';
import { signIn, snap, toast } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { createClaim, takeAction, timeline } from './support/claims.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 27's bodyshop journey (decision 0055): the platform offers a claim to the bodyshop network as a
 * lead, the network's answer lands on the timeline, the platform asks the client to approve the
 * bodyshop's repair, and the client's admin approves it. A claim of its own, so a retry starts afresh.
 */
test('a super admin sends a bodyshop lead, asks for approval, and the client’s admin approves the bodyshop repair', async ({
  page,
  request,
}) => {
  test.slow();
  const claimId = await createClaim(request, await apiToken(request, 'client@fixline.test'), {
    type: 'bodyshop',
    registration: 'BL24 EAD',
    make: 'Skoda',
    model: 'Octavia',
    customerName: 'Dana Whitfield',
    damageDescription: 'Nearside doors and sill crushed in a side impact.',
  });

  await signIn(page, 'superadmin@fixline.test');
  await page.goto(`/dashboardClaim/${claimId}`);
  await takeAction(page, 'Send bodyshop lead');
  await expect(toast(page, 'Bodyshop lead sent')).toBeVisible();
  // The outbox sends it after the action commits; the page follows the call until the network answers.
  const calls = page.getByRole('region', { name: 'Partner calls' });
  await expect(calls).toContainText('Answered', { timeout: 20_000 });
  await expect(calls).toContainText(/Leeds Accident Repair Centre accepted the lead \(BL-\d+\)/);

  await takeAction(page, 'Request bodyshop approval');
  await expect(toast(page, 'Bodyshop approval requested')).toBeVisible();
  // Approving is the client's decision: the platform is asked nothing more here.
  const entries = timeline(page);
  await expect(entries.filter({ hasText: 'Bodyshop approval requested' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, 'client.admin@fixline.test');
  await page.goto(`/dashboardClaim/${claimId}`);
  await takeAction(page, 'Approve bodyshop repair');
  await expect(toast(page, 'Bodyshop repair approved')).toBeVisible();

  // The timeline shows the lead, the network's answer, the request and the approval, each by whom.
  await expect(entries.filter({ hasText: 'Bodyshop lead sent' })).toContainText('Sam Patel');
  await expect(entries.filter({ hasText: 'Partner answered' })).toContainText('Leeds Accident Repair Centre');
  await expect(entries.filter({ hasText: 'Bodyshop approval requested' })).toContainText('Sam Patel');
  await expect(entries.filter({ hasText: 'Bodyshop repair approved' })).toContainText('Claire Adams');
  // Approved once: the button is gone, and the claim waits where it was for its repair to be arranged.
  await expect(
    page.getByRole('region', { name: 'Claim actions' }).getByRole('button', { name: 'Approve bodyshop repair' }),
  ).toHaveCount(0);
  await expect(page.getByTestId('claim-status')).toHaveText('Registered');
  await snap(page, 'bodyshop-lead-approved');
  expect(await seriousViolations(page)).toEqual([]);
});
