import { apiToken } from './support/api.ts';
import { pageErrors, signIn, snap, toast } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { createClaim } from './support/claims.ts';
import { expect, test } from './support/test.ts';
import { runMark } from './support/unique.ts';

test('an insurer’s admin adds a webhook endpoint, sees its secret once, and reads and replays its deliveries @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const project = test.info().project.name;
  // A closed port on loopback, which this server may call (OUTBOUND_ALLOWED_RANGES in playwright.config.ts):
  // every send is refused by the machine, and the delivery log says so. The address is this run's: a
  // failed run's endpoint stays, and CI's retry must find only its own.
  const url = `https://127.0.0.1:9/fixline-${project}-${runMark()}`;
  // One of Northwind's claims, of its own: a failed run's comment on it would be a second one to find.
  const claimId = await createClaim(request, await apiToken(request, 'client.admin@fixline.test'), {
    type: 'repair',
    registration: 'BD26WHK',
    customerName: 'Aisha Khan',
    damageDescription: 'Front bumper and grille damaged; parking sensor hanging loose.',
  });
  await signIn(page, 'client.admin@fixline.test');
  await page.goto('/organizations');
  await page.getByRole('link', { name: 'Northwind Insurance' }).click();
  const section = page.getByRole('region', { name: 'Webhooks' });
  const form = section.getByRole('form', { name: 'Add a webhook endpoint' });
  await form.getByLabel(/Endpoint address/).fill(url.replace('https', 'http'));
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByText('Please provide an https:// address')).toBeVisible();
  // An address on a private network is refused when it is given, and the form says why.
  await form.getByLabel(/Endpoint address/).fill('https://10.0.0.1/fixline');
  await form.getByRole('checkbox', { name: /A comment is added/ }).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByText('This address is on a private network: Fixline does not call it')).toBeVisible();
  // From here on, nothing the browser logs is expected (the refusal above logged its 400).
  const errors = pageErrors(page);
  await form.getByLabel(/Endpoint address/).fill(url);
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(toast(page, 'Endpoint added: copy its signing secret now, it is not shown again')).toBeVisible();
  await expect(section.getByTestId('webhook-secret')).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
  const endpoint = section.getByTestId('webhook-endpoint').filter({ hasText: url });
  await expect(endpoint.getByText('claim.comment_added')).toBeVisible();
  await snap(page, `webhooks-${project}`);
  expect(await seriousViolations(page)).toEqual([]);

  // A comment on one of Northwind's claims is a message for the endpoint.
  const organisationPage = page.url();
  await page.goto(`/dashboardClaim/${claimId}`);
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByLabel('New comment (required)').fill(`Webhook check from the ${project}`);
  await comments.getByRole('button', { name: 'Add comment' }).click();
  await expect(comments.getByText(`Webhook check from the ${project}`)).toBeVisible();

  await page.goto(organisationPage);
  await endpoint.getByRole('button', { name: 'Deliveries' }).click();
  // The comment's delivery, wherever it stands: the endpoint also hears Northwind's status changes, which
  // journeys running beside this one make at any moment.
  const first = endpoint
    .getByRole('table', { name: 'Deliveries' })
    .getByRole('row')
    .filter({ hasText: 'claim.comment_added' })
    .first();
  // The first attempt is made by the job queue after the comment: reloaded until it shows. Each reload
  // draws the whole page again, seconds on a loaded machine.
  await expect(async () => {
    await page.reload();
    await endpoint.getByRole('button', { name: 'Deliveries' }).click();
    await expect(first).toContainText('ECONNREFUSED', { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  // Retried with back-off: still queued after its first attempts.
  await expect(first.getByRole('cell').nth(2)).toHaveText('Queued');
  await snap(page, `webhook-deliveries-${project}`);
  expect(await seriousViolations(page)).toEqual([]);
  await first.getByRole('button', { name: /^Replay the claim.comment_added delivery/ }).click();
  await expect(toast(page, 'Delivery queued again')).toBeVisible();
  expect(errors).toEqual([]);
});
