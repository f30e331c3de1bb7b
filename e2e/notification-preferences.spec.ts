import { pageErrors, signIn, snap, toast } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { newAccount } from './support/new-account.ts';
import { expect, test } from './support/test.ts';
import { runMark } from './support/unique.ts';

test('a person chooses on their profile how each kind of event reaches them, and the choice stays @phone', async ({
  page,
  request,
}) => {
  const errors = pageErrors(page);
  // Each run chooses for a person of its own, with the defaults: the choices stay, so a demo account
  // would meet CI's retry with them made, and both projects share one server's data.
  const email = `preferences.${test.info().project.name}.${runMark()}@example.test`;
  const password = 'Choosing-person-6';
  await newAccount(request, { email, name: 'Pat Chooser', password });
  await signIn(page, email, password);
  await page.goto('/user');
  const table = page.getByRole('table', { name: 'Notification preferences' });
  // Rare events for this person, so no other journey's notifications change.
  const mailForTips = table.getByRole('checkbox', { name: 'Mail: Tip received' });
  const pushForRevived = table.getByRole('checkbox', { name: 'Web push: Claim revived' });
  await expect(mailForTips).not.toBeChecked();
  await expect(pushForRevived).toBeChecked();
  await expect(table.getByRole('checkbox', { name: 'In the app: New comment added' })).toBeChecked();
  const save = page.getByRole('button', { name: 'Save notification preferences' });
  await expect(save).toBeDisabled();

  await mailForTips.check();
  await pushForRevived.uncheck();
  await snap(page, `notification-preferences-${test.info().project.name}`);
  expect(await seriousViolations(page)).toEqual([]);
  await save.click();
  await expect(toast(page, 'Notification preferences saved')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(mailForTips).toBeChecked();
  await expect(pushForRevived).not.toBeChecked();
  expect(errors).toEqual([]);
});
