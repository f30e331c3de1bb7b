import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts.ts';
import { signIn, snap } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { takeAction } from './support/claims.ts';

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function token(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/users/login', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

async function call<T>(
  request: APIRequestContext,
  method: 'POST' | 'PUT',
  path: string,
  bearer: string,
  data?: unknown,
) {
  const answer = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${bearer}` } });
  expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** A driver's report through the insurer's FNOL link: this journey's own claim. */
async function reportClaim(request: APIRequestContext, plate: string): Promise<string> {
  const answer = await request.post('/api/claims/fnol', {
    data: {
      fnolCode: 'NORTHWIND',
      type: 'repair',
      registration: plate,
      customerName: 'Robin Driver',
      customerEmail: 'robin.driver@example.com',
      incidentDate: isoDay(-2),
      damageDescription: 'Rear bumper cracked in a car park.',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/** A driver link's address on the claim page's Driver links section, as staff copy it. */
async function linkAddress(page: Page, purposeWords: string): Promise<string> {
  const section = page.getByRole('region', { name: 'Driver links' });
  return section.getByTestId('driver-link').first().getByLabel(`Address of the ${purposeWords} link`).innerText();
}

const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

test('the driver accepts the retail quote from its link, and later pays with a tip on the test checkout @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const size = test.info().project.name;
  const plate = size === 'phone' ? 'RQ26PHN' : 'RQ26DSK';
  const claimId = await reportClaim(request, plate);
  expect(claimId).toMatch(/^[0-9a-f-]{36}$/);

  // The platform makes an itemised quote with a coupon; the claim shows the provider's id for it.
  await signIn(page, 'superadmin@fixline.test');
  await page.goto(`/dashboardClaim/${claimId}`);
  await takeAction(page, 'Add itemised retail quote');
  const dialog = page.getByRole('dialog', { name: 'Add itemised retail quote' });
  await dialog.getByLabel('Line 1 (required)').fill('Rear bumper');
  await dialog.getByLabel('Line 1 amount (required)').fill('300');
  await dialog.getByRole('button', { name: 'Add a line' }).click();
  await dialog.getByLabel('Line 2 (required)').fill('Paint and labour');
  await dialog.getByLabel('Line 2 amount (required)').fill('200');
  await dialog.getByLabel('Coupon code', { exact: true }).fill('TEST10');
  await dialog.getByLabel('Driver pays (after the coupon) (required)').fill('450');
  await dialog.getByLabel('Repairer cost (required)').fill('380');
  await dialog.getByRole('button', { name: 'Add itemised retail quote' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('claim-status')).toHaveText('Awaiting Authorisation');
  await expect(page.getByRole('region', { name: 'Costs' })).toContainText(/price_test_45000_/);
  const quoteLink = await linkAddress(page, 'accept the quote');
  expect(quoteLink).toContain('/quote-accept/');
  await page.getByRole('button', { name: 'Logout' }).click();

  // The driver, on the link mailed to them: the lines, the coupon, the total; accept.
  await page.goto(pathOf(quoteLink));
  await expect(page.getByRole('heading', { level: 1, name: 'Your repair quote' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'The quote’s lines' })).toContainText('Rear bumper');
  await expect(page.getByRole('table', { name: 'The quote’s lines' })).toContainText('−£50.00');
  await expect(page.getByRole('row', { name: /Total to pay/ })).toContainText('£450.00');
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, `quote-accept-${size}`);
  await page.getByRole('button', { name: 'Accept quote' }).click();
  // Accepting opens the preferred-dates page with the dates link the acceptance issued (decision 0051).
  await expect(page).toHaveURL(/\/preferred-dates\/[0-9a-f-]{36}\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your repair dates' })).toBeVisible();
  await snap(page, `quote-accepted-${size}`);

  // Meanwhile a garage bids, the platform chooses it, the repair is done.
  const repairer = await token(request, 'repairer@fixline.test');
  const superAdmin = await token(request, 'superadmin@fixline.test');
  const bid = await call<{ id: string }>(request, 'PUT', `/api/claims/${claimId}/bid`, repairer, {
    amount: 38000,
    earliestStartDate: isoDay(2),
    repairDays: 2,
    validUntil: isoDay(20),
  });
  for (const [action, body] of [
    ['approve-for-repair', { bidId: bid.id }],
    ['start-repair', undefined],
    ['finish-repair', undefined],
  ] as const) {
    await call(request, 'POST', `/api/claims/${claimId}/${action}`, superAdmin, body);
  }
  const payment = await call<{ url: string }>(request, 'POST', `/api/claims/${claimId}/driver-links`, superAdmin, {
    purpose: 'payment',
  });

  // The driver pays what is owed with a £5 tip, on the test checkout, and sees that it went through.
  await page.goto(pathOf(payment.url));
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your repair' })).toBeVisible();
  await expect(page.getByText('TEST MODE: no real card is charged')).toBeVisible();
  await expect(page.getByText('To pay: £450.00')).toBeVisible();
  await page.getByRole('radio', { name: '£5.00' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, `payment-${size}`);
  await page.getByRole('button', { name: 'Pay £455.00' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText('TEST MODE: no real card is charged')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pay £455.00 with the test card' }).click();
  await expect(page).toHaveURL(/\/payment-status\?checkout=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(page.getByText('including your tip of £5.00')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, `payment-status-${size}`);

  // Staff see the claim paid, and the payment with its tip.
  await page.goto('/login');
  await signIn(page, 'superadmin@fixline.test');
  await page.goto(`/dashboardClaim/${claimId}`);
  await expect(page.getByTestId('claim-status')).toHaveText('Paid');
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('£455.00 (tip £5.00) · Card (test mode)');
});
