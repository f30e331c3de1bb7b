import { personAt, snap, toast } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { expectStatus, takeAction } from './support/claims.ts';
import { QUOTE_DOCUMENT } from './support/quote-document.ts';
import { expect, type Page, test } from './support/test.ts';

/** The claim's reference from its page's heading ('Claim FX-000123'), once the claim page has drawn it. */
async function referenceOf(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1, name: /^Claim FX-\d+$/ });
  await expect(heading).toBeVisible();
  return (await heading.innerText()).replace(/^Claim /, '').trim();
}

/** Places a bid through the claim's bid form, with the garage's quote if named, and waits for its confirmation page. */
async function placeBid(page: Page, pounds: string, days: string, quote?: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Place a bid' });
  await form.getByLabel('Amount (required)').fill(pounds);
  await form.getByLabel('Repair days (required)').fill(days);
  if (quote) {
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: quote, mimeType: 'application/pdf', buffer: QUOTE_DOCUMENT });
    await expect(form).toContainText(quote);
  }
  await form.getByRole('button', { name: 'Place bid' }).click();
  await expect(page).toHaveURL(/\/marketplace\/bid\/created$/);
  await expect(page.getByRole('heading', { name: 'Bid placed', level: 1 })).toBeVisible();
}

test('two repairers bid, the client compares the bids and chooses one, the loser is told, the winner gets the claim @phone', async ({
  browser,
}, testInfo) => {
  // Three people in three browsers through a dozen steps and four accessibility checks.
  test.slow();
  const size = testInfo.project.name;
  // Each size works on a claim of its own: the two run side by side on one server.
  const registration = size === 'phone' ? 'MP24 BID' : 'MD24 BID';

  const client = await personAt(browser, 'client@fixline.test');
  await client.goto('/claim');
  await client.getByLabel('Claim type (required)').selectOption({ label: 'Repair' });
  await client.getByLabel('Registration (required)').fill(registration);
  await client.getByLabel('Make').fill('Skoda');
  await client.getByLabel('Model').fill('Fabia');
  await client.getByLabel('Customer name').fill('Nadia Brooks');
  await client.getByRole('group', { name: 'Repair needs' }).getByRole('checkbox', { name: 'Mechanical' }).check();
  await client.getByLabel('Damage description').fill('Clutch slipping and a cracked front bumper.');
  await client.getByRole('button', { name: 'Create claim' }).click();
  await expect(client).toHaveURL(/\/dashboardClaim\/[0-9a-f-]{36}$/);
  const claimId = new URL(client.url()).pathname.split('/').at(-1) ?? '';
  const reference = await referenceOf(client);
  await takeAction(client, 'Approve for marketplace');
  await expectStatus(client, 'In Marketplace');

  // Acme Motors lands on Repair home, finds the claim in the marketplace (newest first) and bids.
  const acme = await personAt(browser, 'repairer@fixline.test');
  await expect(acme).toHaveURL(/\/repairerHome$/);
  await expect(acme.getByRole('heading', { name: 'Repair home', level: 1 })).toBeVisible();
  await expect(acme.getByRole('list', { name: 'Marketplace near me' })).toBeVisible();
  await snap(acme, `marketplace-repair-home-${size}`);
  expect(await seriousViolations(acme)).toEqual([]);
  await acme.goto('/marketplace/in-marketplace?sort=newest');
  await acme.getByRole('link', { name: reference, exact: true }).click();
  await expect(acme).toHaveURL(new RegExp(`/marketplace/claims/${claimId}$`));
  await expect(acme.getByRole('heading', { name: `Claim ${reference}`, level: 1 })).toBeVisible();
  // The redacted view: the vehicle and the damage, never the customer.
  await expect(acme.getByRole('region', { name: 'Damage' })).toContainText('Mechanical');
  await expect(acme.getByRole('region', { name: 'Customer' })).toHaveCount(0);
  await expect(acme.getByText('Nadia Brooks')).toHaveCount(0);
  await snap(acme, `marketplace-claim-redacted-${size}`);
  expect(await seriousViolations(acme)).toEqual([]);
  // Acme's own quote goes with its bid: for the client's eyes, not its rival's (decision 0062).
  await placeBid(acme, '450', '3', 'acme-quote.pdf');
  await snap(acme, `marketplace-bid-created-${size}`);
  expect(await seriousViolations(acme)).toEqual([]);

  // Riverside Autos bids too, after the form has told it what is wrong with its first amount.
  const riverside = await personAt(browser, 'repairer2@fixline.test');
  await riverside.goto(`/marketplace/claims/${claimId}`);
  const form = riverside.getByRole('form', { name: 'Place a bid' });
  await form.getByLabel('Amount (required)').fill('five hundred');
  await form.getByRole('button', { name: 'Place bid' }).click();
  await expect(form).toContainText('This field must be a number');
  await expect(riverside.getByRole('region', { name: 'Where and when' })).toContainText('Bids so far1');
  await placeBid(riverside, '520', '2');

  // The client compares the two bids and chooses Acme's.
  await client.reload();
  const bids = client.getByRole('list', { name: 'Bids, best score first' });
  await expect(bids.getByRole('listitem')).toHaveCount(2);
  const acmeBid = bids.getByRole('listitem', { name: 'Bid of Acme Motors' });
  await expect(acmeBid).toContainText('£450.00');
  await expect(bids.getByRole('listitem', { name: 'Bid of Riverside Autos' })).toContainText('£520.00');
  await expect(acmeBid).toContainText('Score');
  await expect(acmeBid.getByRole('link', { name: 'Open acme-quote.pdf' })).toHaveAttribute('href', /.+/);
  await snap(client, `marketplace-bids-compared-${size}`);
  expect(await seriousViolations(client)).toEqual([]);
  await acmeBid.getByRole('button', { name: 'Choose this bid' }).click();
  const dialog = client.getByRole('dialog', { name: 'Choose this bid' });
  await expect(dialog).toContainText('Acme Motors for £450.00');
  await dialog.getByRole('button', { name: 'Choose this bid' }).click();
  await expect(toast(client, 'Claim is now Awaiting Repair')).toBeVisible();
  await expectStatus(client, 'Awaiting Repair');

  // The loser sees the claim is no longer open to it, and its bid not chosen.
  await riverside.goto(`/marketplace/claims/${claimId}`);
  await expect(riverside.getByText('Another bid was chosen for this claim.', { exact: false })).toBeVisible();
  await expect(riverside.getByRole('form')).toHaveCount(0);
  await expect(riverside.getByText('Nadia Brooks')).toHaveCount(0);
  await snap(riverside, `marketplace-claim-lost-${size}`);

  // The winner sees the whole claim, the customer's details with it, as one of its jobs.
  await acme.goto(`/marketplace/claims/${claimId}`);
  await expectStatus(acme, 'Awaiting Repair');
  await expect(acme.getByRole('region', { name: 'Customer' })).toContainText('Nadia Brooks');
  await snap(acme, `marketplace-claim-won-${size}`);
  await acme.goto('/repairerHome');
  await expect(acme.getByRole('list', { name: 'Awaiting repair' })).toContainText(reference);
});
