import { expect, test } from '@playwright/test';
import { signIn, toast } from './support/app.ts';

test('a revoked token logs out with the inactivity message on the next call', async ({ page }) => {
  // Without its notifications socket, the page learns of the revoked session only from the next call's
  // 401; with it, the server says the session ended and the page logs out with 'Logged out' at once
  // (notifications.spec.ts).
  await page.routeWebSocket(/\/socket\.io\//, () => {});
  await signIn(page, 'client2@fixline.test');
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  expect(token).toBeTruthy();
  // Revoke the session on the server, as an expiry or an admin would, behind the page's back.
  const revoked = await page.request.post('/api/users/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(204);

  await page.goto('/user');
  await expect(toast(page, 'You have been logged out due to inactivity')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});

test('an expired stored token is cleared on start @phone', async ({ page }) => {
  await page.goto('/login');
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const expired = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'x', exp: 1_600_000_000 })}.sig`;
  await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), expired);

  await page.goto('/dashboard');
  await expect(toast(page, 'Authorization expired, logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});
