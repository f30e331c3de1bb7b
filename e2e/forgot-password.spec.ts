import { apiToken } from './support/api.ts';
import { signIn, snap, toast } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { newAccount } from './support/new-account.ts';
import { type APIRequestContext, expect, test } from './support/test.ts';
import { runMark } from './support/unique.ts';

/**
 * The reset link mailed to `to`, read as a super admin reads the Sent mail page. A job writes the mail
 * just after the answer (issue 46), so it is waited for.
 */
async function mailedLink(request: APIRequestContext, to: string): Promise<URL> {
  const token = await apiToken(request, 'superadmin@fixline.test');
  const headers = { authorization: `Bearer ${token}` };
  const resetMail = async () => {
    const list = (await (await request.get('/api/mail?limit=50', { headers })).json()) as {
      items: { id: string; to: string; kind: string }[];
    };
    return list.items.find((item) => item.to === to && item.kind === 'password-reset');
  };
  await expect.poll(resetMail, { message: `a reset mail to ${to}` }).toBeTruthy();
  const mail = await resetMail();
  const { text } = (await (await request.get(`/api/mail/${mail?.id}`, { headers })).json()) as { text: string };
  return new URL(/http\S+\/reset-password#token=\S+/.exec(text)?.[0] as string);
}

test('a person who forgot their password asks for a link, chooses a new one and signs in with it @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const project = test.info().project.name;
  // An account of the journey's own, so no other journey's sessions end; of this run's, as its
  // password is changed for good.
  const email = `forgot.${project}.${runMark()}@example.test`;
  await newAccount(request, { email, name: 'Forgetful Handler', password: 'Old-password-41' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email (required)').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses that address, we have sent it a link');
  await snap(page, `forgot-password-${project}`);
  expect(await seriousViolations(page)).toEqual([]);

  const link = await mailedLink(request, email);
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password (required)').fill('New-password-42');
  await page.getByLabel('Confirm password (required)').fill('New-password-43');
  await page.getByLabel('New password (required)').focus();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password (required)').fill('New-password-42');
  await snap(page, `reset-password-${project}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Your password has been changed. Sign in with the new one.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, 'New-password-42');
  await expect(page).not.toHaveURL(/\/login$/);

  // The link worked once.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(`${link.pathname}${link.hash}`);
  await page.getByLabel('New password (required)').fill('Third-password-44');
  await page.getByLabel('Confirm password (required)').fill('Third-password-44');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is not valid or has already been used');
});
