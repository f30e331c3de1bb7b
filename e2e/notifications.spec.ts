import { formatRegistration, type TNotification } from '@fixline/domain';
import { apiCall, apiToken } from './support/api.ts';
import { liveFeedRegistered, personAt, signIn, snap, toast } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { claimTakenOnTo } from './support/bids.ts';
import { createClaim, expectStatus, takeAction } from './support/claims.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';
import { runMark } from './support/unique.ts';

/** The page's own API session, as its token in local storage. */
async function bearer(page: Page): Promise<{ Authorization: string }> {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  expect(token).toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

function notificationsButton(page: Page) {
  return page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Notifications' });
}

/** The badge: the number of groups, read to assistive technology as the button's description. */
async function badgeCount(page: Page): Promise<number> {
  const description = await notificationsButton(page).evaluate((button) => {
    const id = button.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? '') : '';
  });
  return Number.parseInt(description, 10) || 0;
}

/** Waits for MUI's grow transition to end: mid-way the menu is scaled and every size reads a little short. */
async function grownIn(menu: Locator): Promise<void> {
  await expect
    .poll(() => menu.evaluate((el) => getComputedStyle(el).transform))
    .toMatch(/^(none|matrix\(1, 0, 0, 1, )/);
}

/** The users of the browser DB of spec 3, as the service worker reads them. */
function browserDbUsers(page: Page): Promise<{ id: string; browserId: string }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('Fixline', 2);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('users').objectStore('users').getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

test('a client hears at once that the repair is finished, opens the claim and marks all read', async ({
  browser,
  request,
}) => {
  test.slow();
  // A claim of its own in repair at Acme Motors: one a failed run finished cannot be finished again. Its
  // plate is this run's, as notifications are grouped by plate and a failed run's may be left unread.
  const registration = `DL${runMark().toUpperCase()}`;
  const plate = formatRegistration(registration);
  const { id: repairedClaim, client: clientToken } = await claimTakenOnTo(
    request,
    {
      details: {
        type: 'assessment',
        registration,
        customerName: 'Ruth Palmer',
        damageDescription: 'Assessed as a total loss; archived while the settlement is agreed.',
      },
      cost: 30000,
      costRepairer: 24000,
      bidder: 'repairer@fixline.test',
      bid: { amount: 23000, repairDays: 1 },
    },
    'in-repair',
  );
  // What the claim's way to the repair told the client is read before they sign in: the badge is to
  // count what comes now.
  const told = await apiCall<TNotification[]>(request, 'GET', '/api/notifications', clientToken);
  for (const notification of told.filter((n) => n.claimId === repairedClaim)) {
    await apiCall(request, 'POST', `/api/notifications/${notification.id}/mark-as-read`, clientToken);
  }
  const client = await personAt(browser, 'client@fixline.test');
  const repairer = await personAt(browser, 'repairer@fixline.test');

  // The push flow ran after sign-in: the worker is registered and knows the user. Headless Chromium
  // has no push service, so the subscription failed, silently.
  await expect
    .poll(() => client.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL))
    .toMatch(/\/sw\.js$/);
  await expect.poll(async () => (await browserDbUsers(client)).length).toBe(1);
  const browserId = await client.evaluate(() => localStorage.getItem('browserId'));
  expect((await browserDbUsers(client))[0]?.browserId).toBe(browserId);

  const before = await badgeCount(client);
  await repairer.goto(`/marketplace/claims/${repairedClaim}`);
  await expectStatus(repairer, 'In Repair');
  // A toast hides itself after 5 s (spec 9), sooner than a loaded machine takes to check it, photograph it
  // and click its View: the client's clock stands still from before the news comes until View is clicked.
  // The socket, the toast and the badge need no timer; the claim page's reads do, so the clock then runs.
  await client.clock.install();
  await client.clock.pauseAt((await client.evaluate(() => Date.now())) + 1_000);
  await takeAction(repairer, 'Finish repair');
  await expectStatus(repairer, 'Finished');

  // No reload: the socket brings it, a toast says it and the badge counts its group.
  const text = `${plate} — Claim status changed to Finished`;
  await expect(toast(client, text)).toBeVisible();
  await expect.poll(() => badgeCount(client)).toBeGreaterThan(before);
  await snap(client, 'notifications-toast-desktop');
  await client.getByRole('alert').filter({ hasText: text }).getByRole('button', { name: 'View' }).click();
  await client.clock.resume();
  await expect(client).toHaveURL(new RegExp(`/dashboardClaim/${repairedClaim}$`));
  await expectStatus(client, 'Finished');

  await notificationsButton(client).click();
  const menu = client.getByRole('dialog', { name: 'Notifications' });
  const group = menu.getByRole('listitem').filter({ hasText: plate });
  await expect(group).toContainText('Claim status changed to Finished');
  await expect(group).toContainText(/now|minute ago|minutes ago/);
  await expect(group.getByRole('button', { name: `Mark as read: ${plate}, Claim status changed` })).toBeVisible();
  await grownIn(menu);
  expect((await menu.boundingBox())?.width).toBe(500);
  await snap(client, 'notifications-menu-desktop');
  expect(await seriousViolations(client)).toEqual([]);

  // The keyboard reaches Mark all as read, then each group and its own Mark as read; Escape closes.
  const focused = client.locator(':focus');
  await client.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'Mark all as read' })).toBeFocused();
  await client.keyboard.press('Tab');
  await expect(focused).toHaveAttribute('data-notification-group', /\|/);
  await client.keyboard.press('Tab');
  await expect(focused).toHaveAccessibleName(/^Mark as read: /);

  await menu.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(menu).toContainText('There are no new notifications');
  await client.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(notificationsButton(client).locator('.MuiBadge-invisible')).toHaveCount(1);
  const unread = await client.request.get('/api/notifications', { headers: await bearer(client) });
  const claims = ((await unread.json()) as { claimId: string }[]).map((n) => n.claimId);
  expect(claims).not.toContain(repairedClaim);

  // Logout: the browser DB forgets the user.
  await client.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(client, 'Logged out')).toBeVisible();
  await expect.poll(async () => (await browserDbUsers(client)).length).toBe(0);
});

test('a session ended elsewhere logs the page out at once with Logged out', async ({ page }) => {
  await signIn(page, 'client2@fixline.test');
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/'))))
    .toBe(true);
  // As if the user logged out in another browser: that session ends, and its socket is told.
  const ended = await page.request.post('/api/users/logout', { headers: await bearer(page) });
  expect(ended.status()).toBe(204);
  await expect(toast(page, 'Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();

  // Signing in again on the same page opens a socket with the new session's token, which hears its end
  // too: the page leaves for /login by itself, with no call of its own to get a 401 from. The socket
  // opens once the first page is drawn: the session ends only once it has (a socket refused at its
  // opening is only logged, and the next call's 401 logs out).
  const registered = liveFeedRegistered(page);
  await signIn(page, 'client2@fixline.test');
  await expect(page).not.toHaveURL(/\/login$/);
  await registered;
  const again = await page.request.post('/api/users/logout', { headers: await bearer(page) });
  expect(again.status()).toBe(204);
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Logged out').first()).toBeVisible();
  await expect(toast(page, 'You have been logged out due to inactivity')).toHaveCount(0);
});

test('on a phone the notifications menu fits the screen with large targets @phone-only', async ({ page, request }) => {
  // A claim of its own to comment on, made by the admin who hears of the comment (so not of the claim).
  const commentedClaim = await createClaim(request, await apiToken(request, 'client.admin@fixline.test'), {
    type: 'repair',
    registration: 'YX26ABC',
    customerName: 'Priya Nair',
    damageDescription: 'Nearside front wing and headlamp damaged by a reversing van.',
  });
  const registered = liveFeedRegistered(page);
  await signIn(page, 'client.admin@fixline.test');
  await registered;
  const commenter = await page.context().browser()?.newContext();
  if (!commenter) throw new Error('No browser');
  // A colleague comments; the long text shows how a summary wraps.
  const login = await commenter.request.post('/api/users/login', {
    data: { email: 'client@fixline.test', password: 'Fixline-demo-1' },
  });
  const { token } = (await login.json()) as { token: string };
  const comment =
    'Parts for the nearside wing arrive on Monday; the garage will confirm the repair date with the driver then.';
  const posted = await commenter.request.post(`/api/claims/${commentedClaim}/comment`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { comment },
  });
  expect(posted.status()).toBe(201);
  await expect(toast(page, `YX26 ABC — New comment added: ${comment}`)).toBeVisible();
  await commenter.close();

  await notificationsButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  const group = menu.getByRole('listitem').filter({ hasText: 'YX26 ABC' });
  await expect(group).toContainText(comment);
  await grownIn(menu);
  const box = await menu.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
  for (const height of await menu
    .getByRole('button')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) {
    expect(height).toBeGreaterThanOrEqual(44);
  }
  await snap(page, 'notifications-menu-phone');
  expect(await seriousViolations(page)).toEqual([]);

  await group.getByRole('button', { name: 'Mark as read: YX26 ABC, New comment added' }).click();
  await expect(menu.getByRole('listitem').filter({ hasText: 'YX26 ABC' })).toHaveCount(0);
});
