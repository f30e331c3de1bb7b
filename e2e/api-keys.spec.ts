import { API_KEY_MESSAGES } from '@fixline/domain';
import type { APIRequestContext } from '@playwright/test';
import { pageErrors, signIn, snap, toast } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/** The status GET /api/claims answers a system calling with this key's secret. */
async function claimsListWith(request: APIRequestContext, secret: string): Promise<number> {
  const answer = await request.get('/api/claims', { headers: { Authorization: `Bearer ${secret}` } });
  return answer.status();
}

test('a client’s admin creates an API key, its system makes a claim with it, then the key is rotated and revoked @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const project = test.info().project.name;
  // Desktop and phone run side by side against one database: each run's key is its own.
  const name = `Premia production ${project} ${Date.now().toString(36)}`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'client.admin@fixline.test');
  await page.goto('/organizations');
  await page.getByRole('link', { name: 'Northwind Insurance' }).click();
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('Authorization: Bearer <key>')).toBeVisible();
  const errors = pageErrors(page);

  const form = section.getByRole('form', { name: 'Create an API key' });
  await form.getByLabel('Name (required)').fill(name);
  await form.getByRole('checkbox', { name: /\(claims:read\)/ }).check();
  await form.getByRole('checkbox', { name: /\(claims:create\)/ }).check();
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(toast(page, API_KEY_MESSAGES.created)).toBeVisible();
  await expect(section.getByText(`Secret of ${name}`)).toBeVisible();
  const shown = section.getByTestId('api-key-secret');
  await expect(shown).toHaveText(/^fxk_\S{20,}$/);
  const secret = (await shown.textContent()) ?? '';
  // Copied as the admin would, into their system: the clipboard holds the whole secret.
  await section.getByRole('button', { name: `Copy the secret of ${name}` }).click();
  await expect(toast(page, 'Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  const key = section.getByTestId('api-key').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(key).toContainText('Never used');
  await expect(key).toContainText(secret.slice(0, 12));
  await snap(page, `api-keys-created-${project}`);
  expect(await seriousViolations(page)).toEqual([]);

  // The client's own claims system creates a claim with the key instead of a person's sign-in.
  const created = await request.post('/api/claims', {
    headers: { Authorization: `Bearer ${secret}` },
    data: {
      type: 'repair',
      registration: 'AP27KEY',
      customerName: 'Pat Premia',
      damageDescription: 'Rear bumper cracked in a car park.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  // The key's last use is written after the call answers: reloaded until it shows. Each reload draws the
  // whole page again (session, organisation, keys), seconds on a loaded machine.
  await expect(async () => {
    await page.reload();
    await expect(key).toContainText(/Last used \d{1,2} \w+ \d{4}, \d{2}:\d{2}/, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  // The secret was shown once: after a reload it is nowhere on the page.
  await expect(section.getByTestId('api-key-secret')).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  // It leaked: a new secret, and the old one stops at once.
  await key.getByRole('button', { name: `Rotate ${name}` }).click();
  const rotate = page.getByRole('dialog', { name: `Rotate ${name}` });
  await rotate.getByRole('radio', { name: 'Now' }).check();
  await snap(page, `api-keys-rotate-${project}`);
  expect(await seriousViolations(page)).toEqual([]);
  await rotate.getByRole('button', { name: 'Rotate' }).click();
  await expect(toast(page, API_KEY_MESSAGES.rotated)).toBeVisible();
  await expect(rotate).toBeHidden();
  await expect(section.getByText(`New secret of ${name}`)).toBeVisible();
  await expect(shown).toHaveText(/^fxk_\S{20,}$/);
  const rotated = (await shown.textContent()) ?? '';
  expect(rotated).not.toBe(secret);
  await expect(key).not.toContainText('Old secret works until');
  expect(await claimsListWith(request, secret)).toBe(401);
  expect(await claimsListWith(request, rotated)).toBe(200);

  await key.getByRole('button', { name: `Revoke ${name}` }).click();
  const revoke = page.getByRole('dialog', { name: `Revoke ${name}?` });
  await expect(revoke).toContainText('Systems using it are refused at once.');
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, API_KEY_MESSAGES.revoked)).toBeVisible();
  await expect(key).toContainText(/Revoked \d{1,2} \w+ \d{4}/);
  await expect(key.getByRole('button')).toHaveCount(0);
  // A keyboard's place is kept: the focus is on the key's name, not lost to the page's top.
  await expect(key.getByRole('heading', { name, exact: true })).toBeFocused();
  // The new secret, no longer worth copying, is gone from the page.
  await expect(section.getByTestId('api-key-secret')).toHaveCount(0);
  expect(await claimsListWith(request, rotated)).toBe(401);
  await snap(page, `api-keys-revoked-${project}`);
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
