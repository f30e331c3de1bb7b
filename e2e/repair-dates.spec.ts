import { formatDay, type TDriverLink, ukDay } from '@fixline/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts.ts';
import { signIn, snap } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';

const DAY = 24 * 3_600_000;
const dayAhead = (days: number) => ukDay(new Date(Date.now() + days * DAY));

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/users/login', { data: { email, password: DEMO_PASSWORD } });
  return ((await login.json()) as { token: string }).token;
}

/**
 * A claim of its own for each run (desktop and phone run side by side), taken to Awaiting Repair at
 * Acme Motors through the API as its people would: quoted, authorised, bid on, the bid chosen. Answers
 * the claim and the driver's pickup link issued on it by the client's staff.
 */
async function claimAwaitingRepair(request: APIRequestContext, registration: string) {
  const client = await tokenOf(request, 'client@fixline.test');
  const admin = await tokenOf(request, 'superadmin@fixline.test');
  const repairer = await tokenOf(request, 'repairer@fixline.test');
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const created = await request.post('/api/claims', {
    headers: as(client),
    data: {
      type: 'repair',
      registration,
      customerName: 'Jo Driver',
      customerEmail: 'jo.driver@example.com',
      postcode: 'LS1 4AP',
      latitude: 53.7965,
      longitude: -1.5478,
      damageDescription: 'Nearside wing scraped.',
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  const step = async (token: string, method: 'post' | 'put', path: string, data?: unknown) => {
    const answer = await request[method](`/api/claims/${id}/${path}`, { headers: as(token), data });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300);
    return answer.json();
  };
  await step(admin, 'post', 'request-quote-authorisation', { cost: 90000, costRepairer: 70000 });
  await step(client, 'post', 'approve-for-marketplace');
  const bid = (await step(repairer, 'put', 'bid/', {
    amount: 65000,
    earliestStartDate: dayAhead(1),
    repairDays: 2,
    validUntil: dayAhead(14),
  })) as { id: string };
  await step(client, 'post', 'approve-for-repair', { bidId: bid.id });
  const link = (await step(client, 'post', 'driver-links', { purpose: 'pickup' })) as TDriverLink;
  return { id, url: new URL(link.url as string) };
}

test('the driver gives availability, the repairer books a day of it, and the driver accepts it @phone', async ({
  page,
  browser,
}) => {
  test.slow();
  const project = test.info().project.name;
  const { id, url } = await claimAwaitingRepair(page.request, project === 'phone' ? 'PU26PHN' : 'PU26DSK');
  const first = dayAhead(3);
  const second = dayAhead(5);

  // The driver, on their phone (this project's size), from the link: no account.
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Your repair date' })).toBeVisible();
  await expect(page.getByText('Your garage has not booked a date yet')).toBeVisible();
  await expect(page.getByText('Acme Motors Leeds')).toBeVisible();
  await page.getByRole('button', { name: 'Choose days' }).click();
  const picker = page.getByRole('dialog', { name: 'Days that suit you' });
  await expect(picker).toBeVisible();
  if (project === 'phone') {
    // Spec 9's scroll lock holds the page while the picker is open.
    expect(await page.evaluate(() => document.body.style.position)).toBe('fixed');
  }
  expect(await seriousViolations(page)).toEqual([]);
  await picker.getByRole('button', { name: formatDay(first) }).click();
  await picker.getByRole('button', { name: formatDay(second) }).click();
  await picker.getByRole('button', { name: 'Done (2)' }).click();
  await expect(picker).toBeHidden();
  expect(await page.evaluate(() => document.body.style.position)).not.toBe('fixed');
  await page.getByLabel('How to reach you').fill('07700 900555, mornings');
  await page.getByRole('button', { name: 'Send my availability' }).click();
  await expect(page.getByText('Thank you. Your garage can see the days that suit you.')).toBeVisible();

  // The repairer, at a desk: the driver's days, and one of them booked with the driver told.
  const desk = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const repairer = await desk.newPage();
  await signIn(repairer, 'repairer@fixline.test');
  await repairer.goto(`/marketplace/claims/${id}`);
  const section = repairer.getByRole('region', { name: 'Repair date' });
  // The claim's sections draw deferred, after its header (claim-page.tsx): on a busy machine, a while later.
  await expect(section).toContainText('07700 900555, mornings', { timeout: 20_000 });
  await expect(section).toContainText(formatDay(first));
  const form = section.getByRole('form', { name: 'Book the repair date' });
  await form.getByRole('button', { name: formatDay(second) }).click();
  await form.getByRole('button', { name: 'Book repair date' }).click();
  await expect(section).toContainText('Waiting for the driver');
  await snap(repairer, `repair-date-booked-${project}`);
  expect(await seriousViolations(repairer)).toEqual([]);

  // The driver sees the date and accepts it.
  await page.reload();
  await expect(page.getByText('Your garage has booked your repair for')).toBeVisible();
  await expect(
    page
      .getByRole('paragraph')
      .filter({ hasText: formatDay(second) })
      .first(),
  ).toBeVisible();
  await snap(page, `pickup-page-${project}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Accept this date' }).click();
  await expect(page).toHaveURL(/\/repairDateSelected$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Repair date confirmed' })).toBeVisible();
  await expect(page.getByText(`You accepted ${formatDay(second)} at Acme Motors Leeds`)).toBeVisible();
  await snap(page, `repair-date-selected-${project}`);
  expect(await seriousViolations(page)).toEqual([]);

  await repairer.reload();
  await expect(section).toContainText('Accepted');
  await desk.close();
});

test('a forged pickup link says so in plain words @phone', async ({ page }: { page: Page }) => {
  await page.goto('/pickup/00000000-0000-4000-8000-000000000005?token=forged');
  await expect(page.getByText('This link is not valid')).toBeVisible();
});
