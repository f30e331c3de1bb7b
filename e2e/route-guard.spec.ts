import { signIn, snap } from './support/app.ts';
import { expect, test } from './support/test.ts';

test('a signed-out visit to /dashboard goes to /login and returns there after sign-in @phone', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(page, 'client@fixline.test');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('repairer@ visiting /labels sees Not permitted inside the shell', async ({ page }) => {
  await signIn(page, 'repairer@fixline.test');
  await page.goto('/labels');
  await expect(page.getByRole('heading', { name: 'Not permitted' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await snap(page, 'not-permitted');
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email (required)').fill('bodyshop2@fixline.test');
  await page.getByLabel('Password (required)').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
});

test('the login form validates required fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await snap(page, 'login-validation');
});
