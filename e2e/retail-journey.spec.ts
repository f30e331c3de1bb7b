import { formatDay } from '@fixline/domain';
import { DESK_VIEWPORT, personAt, snap } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { acmeChosenByPlatform } from './support/bids.ts';
import { expectStatus, takeAction } from './support/claims.ts';
import { chooseDays } from './support/day-picker.ts';
import { openDayAhead } from './support/days.ts';
import { issuedLinkPath, linkAddress, mailedLinkPath, pathOf } from './support/driver-links.ts';
import { reportClaim } from './support/fnol.ts';
import { acceptRepairDate, bookRepairDate, repairDateSection } from './support/repair-date.ts';
import { acceptQuote, addItemisedRetailQuote } from './support/retail-quote.ts';
import { test as base, expect, type Page } from './support/test.ts';
import { payWithTip } from './support/test-checkout.ts';

/** Staff at desks of their own, signed in with the live feed registered; their browsers closed after the test. */
const test = base.extend<{ deskFor: (email: string) => Promise<Page> }>({
  deskFor: async ({ browser }, use) => {
    const desks: Page[] = [];
    await use(async (email) => {
      const desk = await personAt(browser, email, DESK_VIEWPORT);
      desks.push(desk);
      return desk;
    });
    await Promise.all(desks.map((desk) => desk.context().close()));
  },
});

/**
 * Issue 25's journey: the whole retail path with the driver on this project's phone (390×844) and staff at
 * desks of their own, from the FNOL report to the payment, the insurer and the repairer watching the claim.
 * Tagged @phone-only: it changes data and the phone is the point; the desktop runs its parts in the specs
 * retail-quote-and-payment and repair-dates.
 */
test('a retail claim from FNOL to paid, the driver on a phone and staff watching live @phone-only', async ({
  page,
  deskFor,
  request,
}) => {
  // Four browsers and the server on two cores: 1.2 min on a quiet machine, 3.1 min on stop 41's loaded CI
  // run; a slow test's limit is three times the journeys' 120 s.
  test.slow();
  const shot = 'journey';
  const claimId = await reportClaim(request, 'RJ26PHN');

  // The insurer's claim page, opened now and never reloaded: what it shows later came to it live.
  const insurer = await deskFor('client@fixline.test');
  await insurer.goto(`/dashboardClaim/${claimId}`);
  await expectStatus(insurer, 'Fnol');

  // The platform quotes the repair, itemised, from its own desk.
  const admin = await deskFor('superadmin@fixline.test');
  await admin.goto(`/dashboardClaim/${claimId}`);
  await addItemisedRetailQuote(admin);
  const quoteLink = await linkAddress(admin, 'accept the quote');

  // The driver accepts the quote and offers the days that suit them.
  await acceptQuote(page, pathOf(quoteLink), shot);
  // Days Acme Motors Leeds, the garage chosen later, is open: it books one of them.
  const first = openDayAhead(3);
  const second = openDayAhead(2, first);
  await chooseDays(page, [first, second]);
  await page.getByLabel('How to reach you').fill('07700 900777, afternoons');
  await page.getByRole('button', { name: 'Send my dates' }).click();
  await expect(page.getByText('Thank you. We will send you the date your garage books.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, `preferred-dates-${shot}`);

  // Acme Motors becomes the repairer: a bid the platform chooses, not a step of the retail path itself.
  await acmeChosenByPlatform(request, claimId);

  // The repairer's claim page, also never reloaded: the driver's preferred dates are the ones to book from.
  const repairer = await deskFor('repairer@fixline.test');
  await repairer.goto(`/marketplace/claims/${claimId}`);
  await expectStatus(repairer, 'Awaiting Repair');
  // The claim's sections draw deferred, after its header (claim-page.tsx): on a busy machine, a while later.
  await expect(repairDateSection(repairer)).toContainText('07700 900777, afternoons', { timeout: 20_000 });
  await expect(repairDateSection(repairer)).toContainText(formatDay(first));
  await bookRepairDate(repairer, second);
  await snap(repairer, `repair-date-booked-${shot}`);

  // The driver follows the mailed pickup link and accepts the booked day.
  await page.goto(await mailedLinkPath(request, claimId, 'repair-date'));
  await acceptRepairDate(page, second, 'Acme Motors Leeds', shot);

  // The repairer does the work, with the claim page's own buttons.
  await takeAction(repairer, 'Start repair');
  await expectStatus(repairer, 'In Repair');
  await takeAction(repairer, 'Finish repair');
  await expectStatus(repairer, 'Finished');
  await snap(repairer, `repair-finished-${shot}`);

  // The platform sends the driver the payment link; the driver pays with a tip on the test checkout.
  await payWithTip(page, await issuedLinkPath(request, claimId, 'payment'), shot);

  // Both staff pages, open all along and never reloaded, show the claim paid (issue 25, step 9): the
  // notification of the payment makes each ask for the claim again (notifications-feed.tsx).
  await expectStatus(insurer, 'Paid');
  await expectStatus(repairer, 'Paid');
  await expect(insurer.getByRole('region', { name: 'Payments' })).toContainText('£455.00 (tip £5.00)');
  await snap(insurer, `insurer-after-payment-${shot}`);
  await snap(repairer, `repairer-after-payment-${shot}`);
});
