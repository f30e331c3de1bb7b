import type { TCheckout, TDriverLink, TFnolClaimResponse } from '@fixline/domain';
import { apiCall, apiToken } from './support/api.ts';
import { signIn } from './support/app.ts';
import { acmeChosenByPlatform } from './support/bids.ts';
import { createClaim } from './support/claims.ts';
import { dayAhead } from './support/days.ts';
import { issuedLinkPath } from './support/driver-links.ts';
import { type APIRequestContext, expect, type Page, test } from './support/test.ts';
import { runMark } from './support/unique.ts';

/**
 * The pages a person lands on when something is done, and every link on them: each link is followed from a
 * fresh visit and its destination must draw its heading, with no uncaught error on the way. A garage's
 * "View claim" after bidding once left a blank page (issue 42): the page's clean-up crashed as it was left.
 * Links are read from the page itself, so a link added later without a destination here fails the test.
 */

/** The accessible names of the links in the page's own content (the shell's navigation is tested elsewhere). */
async function linkNames(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim() ?? ''));
  return names.toSorted();
}

/**
 * Opens the done page with `open`, which must leave it showing `heading`, then follows each of its links
 * (named as `destinations`' keys) to a page whose level-1 heading is the key's value.
 */
async function followEveryLink(
  page: Page,
  { open, heading, destinations }: { open: () => Promise<void>; heading: string; destinations: Record<string, RegExp> },
): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const doneHeading = page.getByRole('heading', { level: 1, name: heading });
  await open();
  await expect(doneHeading).toBeVisible();
  expect(await linkNames(page)).toEqual(Object.keys(destinations).toSorted());
  for (const [index, [name, destination]] of Object.entries(destinations).entries()) {
    if (index > 0) {
      await open();
      await expect(doneHeading).toBeVisible();
    }
    await page.getByRole('main').getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: destination }), `after "${name}"`).toBeVisible();
    expect(errors, `after "${name}"`).toEqual([]);
  }
  expect(errors).toEqual([]);
}

/** The token of a driver link's path. */
const tokenOf = (path: string) => new URL(path, 'http://fixline.test').searchParams.get('token') ?? '';

const platform = (request: APIRequestContext) => apiToken(request, 'superadmin@fixline.test');

/** A call as the driver, who has no account: the link's token in the path is the key. */
async function driverCall<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const answer = await request.post(path, { data });
  expect(answer.status(), `POST ${path}: ${await answer.text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** A driver's report of the test's own through the demo insurer's FNOL code, on the retail track. */
async function reportedClaim(request: APIRequestContext, mark: string): Promise<TFnolClaimResponse> {
  return driverCall<TFnolClaimResponse>(request, '/api/claims/fnol', {
    fnolCode: 'NORTHWIND',
    type: 'repair',
    registration: `${mark}${runMark()}`.toUpperCase(),
    customerName: 'Robin Driver',
    customerEmail: 'robin.driver@example.com',
    incidentDate: dayAhead(-1),
    damageDescription: 'Wing mirror knocked off.',
  });
}

/** A claim of the test's own on the marketplace, open to every repairer: its id and reference. */
async function claimInMarketplace(request: APIRequestContext): Promise<{ id: string; reference: string }> {
  const client = await apiToken(request, 'client@fixline.test');
  const id = await createClaim(request, client, {
    type: 'repair',
    registration: `DP${runMark()}`.toUpperCase(),
    customerName: 'Dana Page',
    postcode: 'LS1 4AP',
    damageDescription: 'Offside door dented.',
  });
  await apiCall(request, 'POST', `/api/claims/${id}/request-quote-authorisation`, await platform(request), {
    cost: 90000,
    costRepairer: 70000,
  });
  await apiCall(request, 'POST', `/api/claims/${id}/approve-for-marketplace`, client);
  const claim = await apiCall<{ reference: string }>(request, 'GET', `/api/claims/${id}`, client);
  return { id, reference: claim.reference };
}

test('after a bid, each link on /marketplace/bid/created opens its page', async ({ page, request }) => {
  const { id, reference } = await claimInMarketplace(request);
  await signIn(page, 'repairer@fixline.test');
  let placed = false;
  await followEveryLink(page, {
    heading: 'Bid placed',
    // The bid form hands the claim to the page as it leads there; Back, as a person would, brings it again.
    open: async () => {
      if (placed) return void (await page.goBack());
      await page.goto(`/marketplace/claims/${id}`);
      const form = page.getByRole('form', { name: 'Place a bid' });
      await form.getByLabel('Amount (required)').fill('450');
      await form.getByLabel('Repair days (required)').fill('3');
      await form.getByRole('button', { name: 'Place bid' }).click();
      await expect(page).toHaveURL(/\/marketplace\/bid\/created$/);
      placed = true;
    },
    destinations: {
      'Back to Repair home': /^Repair home$/,
      [`View claim ${reference}`]: new RegExp(`^Claim ${reference}$`),
    },
  });
});

/** What the FNOL wizard keeps in the phone's browser once a report is in (fnol-store.ts's finishReport). */
async function keepCompletedReport(page: Page, made: TFnolClaimResponse): Promise<void> {
  // The page opens (and makes) the wizard's database before it can say nothing was reported.
  await page.goto('/fnol/complete');
  await expect(page.getByText('No report has been sent from this phone yet.')).toBeVisible();
  const completed = {
    reference: made.reference,
    insurerName: 'Northwind Insurance',
    filesLeft: 0,
    submittedAt: new Date().toISOString(),
    trackingUrl: made.trackingUrl,
  };
  await page.evaluate(async (record) => {
    const opening = indexedDB.open('Fixline FNOL', 1);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    const transaction = db.transaction('state', 'readwrite');
    transaction.objectStore('state').put(record, 'completed');
    await new Promise((resolve) => {
      transaction.oncomplete = resolve;
    });
    db.close();
  }, completed);
}

test('after an FNOL report, each link on /fnol/complete opens its page @phone', async ({ page, request }) => {
  const made = await reportedClaim(request, 'FC');
  await keepCompletedReport(page, made);
  await followEveryLink(page, {
    heading: 'Claim reported',
    open: async () => {
      await page.goto('/fnol/complete');
      await expect(page.getByText(made.reference)).toBeVisible();
    },
    destinations: {
      'Follow your claim': /^Your claim$/,
      'Report another claim': /^Report a claim$/,
    },
  });
});

test('after a failed payment, each link on /payment-status opens its page @phone', async ({ page, request }) => {
  // A retail claim: the platform quotes it, the driver accepts from the quote's link, a garage is chosen;
  // from then on the driver may pay the quote ahead of the repair.
  const { id } = await reportedClaim(request, 'PS');
  await apiCall(request, 'POST', `/api/claims/${id}/add-retail-quote`, await platform(request), {
    cost: 45000,
    costRepairer: 38000,
  });
  // The quote's link, as staff copy it from the claim's driver links.
  const links = await apiCall<TDriverLink[]>(request, 'GET', `/api/claims/${id}/driver-links`, await platform(request));
  const quoteToken = tokenOf(links.find((link) => link.purpose === 'quote')?.url ?? '');
  await driverCall(request, `/api/driver/quotes/${quoteToken}/accept`, {});
  await acmeChosenByPlatform(request, id);
  const token = tokenOf(await issuedLinkPath(request, id, 'payment'));
  const checkout = await driverCall<TCheckout>(request, `/api/driver/payment/${token}/checkout`, { tip: 0 });
  await driverCall(request, `/api/driver/payment/${token}/checkouts/${checkout.checkoutId}/embedded`, {
    outcome: 'fail',
  });
  await followEveryLink(page, {
    heading: 'Payment failed',
    open: async () => {
      await page.goto(`/payment-status?checkout=${checkout.checkoutId}&token=${token}`);
    },
    destinations: { 'Try again': /^Pay for your repair$/ },
  });
});

// The driver's answer to the garage's date: pages of words and no links (the repair-dates journey reaches
// them from the pickup page); opened as from an old tab, they still draw.
for (const [path, heading] of [
  ['/repairDateSelected', 'Repair date confirmed'],
  ['/repairDateRejected', 'Repair date declined'],
] as const) {
  test(`${path} draws, with no links to follow @phone`, async ({ page }) => {
    await followEveryLink(page, { heading, open: async () => void (await page.goto(path)), destinations: {} });
  });
}
