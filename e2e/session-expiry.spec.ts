import { signIn, toast } from './support/app.ts';
import { expect, test } from './support/test.ts';

test('a revoked token logs out with the inactivity message on the next call', async ({ page }) => {
  // Without its notifications socket, the page learns of the revoked session only from the next call's
  // 401; with it, the server says the session ended and the page logs out with 'Logged out' at once
  // (notifications.spec.ts).
  await page.routeWebSocket(/\/socket\.io\//, () => {});
  await signIn(page, 'client2@fixline.test');
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  expect(token).toBeTruthy();
  // Leave the app for a same-origin page that runs none of it (the local storage stays): an app page still
  // open would meet the revoked token itself with one of its own calls and log out before the visit below.
  await page.goto('/api/health');
  // Revoke the session on the server, as an expiry or an admin would, behind the page's back.
  const revoked = await page.request.post('/api/users/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(204);

  await page.goto('/user');
  await expect(toast(page, 'You have been logged out due to inactivity')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});

test('an expired stored token is cleared on start @phone', async ({ page }) => {
  // The token is planted from a same-origin page that runs none of the app: the app's first render yields
  // to the browser (main.tsx), so a page of it could still be starting, find the token and clear it itself.
  await page.goto('/api/health');
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const expired = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'x', exp: 1_600_000_000 })}.sig`;
  await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), expired);

  await page.goto('/dashboard');
  await expect(toast(page, 'Authorization expired, logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});
