import { apiCall, apiToken } from './support/api.ts';
import { signIn, snap } from './support/app.ts';
import { acmeChosenByPlatform } from './support/bids.ts';
import { issuedLinkPath, linkAddress, pathOf } from './support/driver-links.ts';
import { reportClaim } from './support/fnol.ts';
import { acceptQuote, addItemisedRetailQuote } from './support/retail-quote.ts';
import { expect, test } from './support/test.ts';
import { payWithTip } from './support/test-checkout.ts';

test('the driver accepts the retail quote from its link, and later pays with a tip on the test checkout @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const size = test.info().project.name;
  const plate = size === 'phone' ? 'RQ26PHN' : 'RQ26DSK';
  const claimId = await reportClaim(request, plate);

  // The platform makes an itemised quote with a coupon; the claim shows the provider's id for it.
  await signIn(page, 'superadmin@fixline.test');
  await page.goto(`/dashboardClaim/${claimId}`);
  await addItemisedRetailQuote(page);
  await expect(page.getByRole('region', { name: 'Costs' })).toContainText(/price_test_45000_/);
  const quoteLink = await linkAddress(page, 'accept the quote');
  expect(quoteLink).toContain('/quote-accept/');
  await page.getByRole('button', { name: 'Logout' }).click();

  // The driver, on the link mailed to them: the lines, the coupon, the total; accept.
  await acceptQuote(page, pathOf(quoteLink), size);
  await snap(page, `quote-accepted-${size}`);

  // Meanwhile a garage bids, the platform chooses it, the repair is done.
  await acmeChosenByPlatform(request, claimId);
  const superAdmin = await apiToken(request, 'superadmin@fixline.test');
  for (const action of ['start-repair', 'finish-repair']) {
    await apiCall(request, 'POST', `/api/claims/${claimId}/${action}`, superAdmin);
  }

  // The driver pays what is owed with a £5 tip, on the test checkout, and sees that it went through.
  await payWithTip(page, await issuedLinkPath(request, claimId, 'payment'), size);

  // Staff see the claim paid, and the payment with its tip.
  await page.goto('/login');
  await signIn(page, 'superadmin@fixline.test');
  await page.goto(`/dashboardClaim/${claimId}`);
  await expect(page.getByTestId('claim-status')).toHaveText('Paid');
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('£455.00 (tip £5.00) · Card (test mode)');
});
