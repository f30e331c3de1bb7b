import { PAYMENT_MESSAGES } from '@fixline/domain';
import { apiToken } from './support/api.ts';
import { signIn, snap } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { claimTakenOnTo } from './support/bids.ts';
import { issuedLinkPath } from './support/driver-links.ts';
import { expect, test } from './support/test.ts';

/**
 * An insured claim (decision 0082): the insurer pays the £850 repair, so its driver owes nothing and is
 * offered no payment link until the client records the policy's £250 excess; the driver then pays the
 * excess alone, line by line, with a tip.
 */
test('the client records the excess of an insured claim, and its driver pays that excess, not the repair', async ({
  page,
  request,
}) => {
  test.slow();
  const { id } = await claimTakenOnTo(
    request,
    {
      details: {
        type: 'repair',
        registration: 'XS26INS',
        customerName: 'Grace Lee',
        damageDescription: 'Windscreen and bonnet damaged by a fallen branch.',
      },
      cost: 85000,
      costRepairer: 65500,
      bidder: 'repairer@fixline.test',
      bid: { amount: 65500, repairDays: 2 },
    },
    'finished',
  );

  await signIn(page, 'client@fixline.test');
  await page.goto(`/dashboardClaim/${id}`);
  const policy = page.getByRole('region', { name: 'Payment and policy' });
  await expect(policy).toContainText('PayerInsurer');
  await expect(policy).toContainText('ExcessNone');
  // Nothing to pay: no payment link is offered, and the server refuses one asked for.
  const links = page.getByRole('region', { name: 'Driver links' });
  await expect(links).toContainText('There is no payment link: the driver has nothing to pay on this claim.');
  await expect(links.getByRole('button', { name: 'New link: Pay for the repair' })).toHaveCount(0);
  const admin = await apiToken(request, 'superadmin@fixline.test');
  const refused = await request.post(`/api/claims/${id}/driver-links`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { purpose: 'payment' },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ message: PAYMENT_MESSAGES.noPaymentLink });

  // The client records the policy's excess; the timeline says so.
  await page.goto(`/modifyclaim/${id}`);
  await page.getByLabel('Excess in pounds').fill('250');
  await page.getByLabel('Policy number').fill('POL-778812');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboardClaim/${id}$`));
  await expect(policy).toContainText('Excess£250.00');
  await expect(policy).toContainText('Policy numberPOL-778812');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Changed policy number, excess');
  await expect(links.getByRole('button', { name: 'New link: Pay for the repair' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  // The driver, from the payment link staff send: the excess, nothing of the repair.
  await page.goto(await issuedLinkPath(request, id, 'payment'));
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your repair' })).toBeVisible();
  await expect(page.getByText('Policy excess')).toBeVisible();
  await expect(page.getByText('Already paid')).toBeVisible();
  await expect(page.getByText('To pay: £250.00')).toBeVisible();
  await expect(page.getByText('£850.00')).toHaveCount(0);
  await page.getByRole('radio', { name: '£2.00' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, 'payment-excess-desktop');
  await page.getByRole('button', { name: 'Pay £252.00' }).click();
  await page.getByRole('button', { name: 'Pay £252.00 with the test card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(page.getByText('including your tip of £2.00')).toBeVisible();
});
