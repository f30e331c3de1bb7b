import { personAt, signIn, snap, toast } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { takeAction, timeline } from './support/claims.ts';
import { expect, test } from './support/test.ts';

test('a super admin sends a claim to ClickMechanic and sees its answer on the timeline @phone', async ({
  browser,
  page,
}, testInfo) => {
  test.slow();
  const size = testInfo.project.name;
  // Each size works on a claim of its own: the two run side by side on one server.
  const registration = size === 'phone' ? 'CP24 MEC' : 'CD24 MEC';

  const client = await personAt(browser, 'client@fixline.test');
  await client.goto('/claim');
  await client.getByLabel('Claim type (required)').selectOption({ label: 'Repair' });
  await client.getByLabel('Registration (required)').fill(registration);
  await client.getByLabel('Make').fill('Vauxhall');
  await client.getByLabel('Model').fill('Corsa');
  await client.getByLabel('Customer name').fill('Priya Shah');
  await client.getByLabel('Damage description').fill('Flat battery and a warning light on the dashboard.');
  await client.getByRole('button', { name: 'Create claim' }).click();
  await expect(client).toHaveURL(/\/dashboardClaim\/[0-9a-f-]{36}$/);
  const claimId = new URL(client.url()).pathname.split('/').at(-1) ?? '';
  // The client may not send its claims to partners: the page offers only what the server allows.
  await expect(
    client.getByRole('region', { name: 'Claim actions' }).getByRole('button', { name: 'Send to ClickMechanic' }),
  ).toHaveCount(0);

  await signIn(page, 'superadmin@fixline.test');
  await page.goto(`/dashboardClaim/${claimId}`);
  await takeAction(page, 'Send to ClickMechanic');
  await expect(toast(page, 'Sent to ClickMechanic')).toBeVisible();

  // The outbox sends it after the action commits; the page reads the claim again until the answer is in.
  const calls = page.getByRole('region', { name: 'Partner calls' });
  await expect(calls.getByRole('listitem')).toHaveCount(1);
  await expect(calls).toContainText('ClickMechanic: Send to ClickMechanic');
  await expect(calls).toContainText('Answered', { timeout: 20_000 });
  await expect(calls).toContainText(/Accepted: £\d+\.\d\d, a mechanic on \w{3}, \d{1,2} \w{3} \d{4}/);
  const entries = timeline(page);
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('Claim created');
  await expect(entries.nth(1)).toContainText('Sent to ClickMechanic');
  await expect(entries.nth(1)).toContainText('Sam Patel');
  await expect(entries.nth(2)).toContainText('Partner answered');
  await expect(entries.nth(2)).toContainText('ClickMechanic · ');
  await expect(entries.nth(2)).toContainText(/ClickMechanic: Accepted: £\d+\.\d\d/);
  // Sent once: the claim stays where it was, and the action is still there for a second job if needed.
  await expect(page.getByTestId('claim-status')).toHaveText('Registered');
  await snap(page, `partners-clickmechanic-answered-${size}`);
  expect(await seriousViolations(page)).toEqual([]);

  // The client sees the timeline's rows, not the platform's partner calls.
  await client.reload();
  await expect(timeline(client).nth(2)).toContainText('Partner answered');
  await expect(client.getByRole('region', { name: 'Partner calls' })).toHaveCount(0);
});
