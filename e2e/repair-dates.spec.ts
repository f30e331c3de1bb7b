import { formatDay, isoWeekdayOf, type TDriverLink } from '@fixline/domain';
import { apiCall } from './support/api.ts';
import { DESK_VIEWPORT, signIn, snap } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { claimChosenInMarketplace } from './support/bids.ts';
import { chooseDays } from './support/day-picker.ts';
import { dayAhead, openDayAhead } from './support/days.ts';
import { acceptRepairDate, bookRepairDate, repairDateSection } from './support/repair-date.ts';
import { type APIRequestContext, expect, type Page, test } from './support/test.ts';

/**
 * A claim of its own for each run (desktop and phone run side by side), at Awaiting Repair at Acme
 * Motors, and the driver's pickup link issued on it by the client's staff.
 */
async function claimAwaitingRepair(request: APIRequestContext, registration: string) {
  const { id, client } = await claimChosenInMarketplace(request, {
    details: {
      type: 'repair',
      registration,
      customerName: 'Jo Driver',
      customerEmail: 'jo.driver@example.com',
      postcode: 'LS1 4AP',
      latitude: 53.7965,
      longitude: -1.5478,
      damageDescription: 'Nearside wing scraped.',
    },
    cost: 90000,
    costRepairer: 70000,
    bidder: 'repairer@fixline.test',
    bid: { amount: 65000, repairDays: 2 },
  });
  const link = await apiCall<TDriverLink>(request, 'POST', `/api/claims/${id}/driver-links`, client, {
    purpose: 'pickup',
  });
  return { id, url: new URL(link.url as string) };
}

test('the driver gives availability, the repairer books a day of it, and the driver accepts it @phone', async ({
  page,
  browser,
}) => {
  test.slow();
  const project = test.info().project.name;
  const { id, url } = await claimAwaitingRepair(page.request, project === 'phone' ? 'PU26PHN' : 'PU26DSK');
  // Days Acme Motors Leeds is open (Monday to Friday, no bank holiday), whatever day this runs.
  const first = openDayAhead(3);
  const second = openDayAhead(2, first);
  // The first Sunday from tomorrow: Acme Motors Leeds is closed on it.
  const sunday = [1, 2, 3, 4, 5, 6, 7].map(dayAhead).find((day) => isoWeekdayOf(day) === 7) as string;

  // The driver, on their phone (this project's size), from the link: no account.
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Your repair date' })).toBeVisible();
  await expect(page.getByText('Your garage has not booked a date yet')).toBeVisible();
  await expect(page.getByText('Acme Motors Leeds')).toBeVisible();
  await expect(page.getByText('Open Monday to Friday, until 17:30')).toBeVisible();
  await chooseDays(page, [first, second], async (picker) => {
    // The garage is shut on Sundays: the day is there, read out as closed, and cannot be chosen (issue 41).
    await expect(picker.getByRole('button', { name: `${formatDay(sunday)}, closed` })).toBeDisabled();
    if (project === 'phone') {
      // Spec 9's scroll lock holds the page while the picker is open.
      expect(await page.evaluate(() => document.body.style.position)).toBe('fixed');
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
  expect(await page.evaluate(() => document.body.style.position)).not.toBe('fixed');
  await page.getByLabel('How to reach you').fill('07700 900555, mornings');
  await page.getByRole('button', { name: 'Send my availability' }).click();
  await expect(page.getByText('Thank you. Your garage can see the days that suit you.')).toBeVisible();

  // The repairer, at a desk: the driver's days, and one of them booked with the driver told.
  const desk = await browser.newContext({ viewport: DESK_VIEWPORT });
  const repairer = await desk.newPage();
  await signIn(repairer, 'repairer@fixline.test');
  await repairer.goto(`/marketplace/claims/${id}`);
  const section = repairDateSection(repairer);
  // The claim's sections draw deferred, after its header (claim-page.tsx): on a busy machine, a while later.
  await expect(section).toContainText('07700 900555, mornings', { timeout: 20_000 });
  await expect(section).toContainText(formatDay(first));
  await bookRepairDate(repairer, second);
  await snap(repairer, `repair-date-booked-${project}`);
  expect(await seriousViolations(repairer)).toEqual([]);

  // The driver sees the date and accepts it.
  await page.reload();
  await acceptRepairDate(page, second, 'Acme Motors Leeds', project);

  await repairer.reload();
  await expect(section).toContainText('Accepted');
  await desk.close();
});

test('a forged pickup link says so in plain words @phone', async ({ page }: { page: Page }) => {
  await page.goto('/pickup/00000000-0000-4000-8000-000000000005?token=forged');
  await expect(page.getByText('This link is not valid')).toBeVisible();
});
