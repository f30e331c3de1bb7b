import { signIn, snap, toast } from './support/app.ts';
import { expect, test } from './support/test.ts';

test('Help & Feedback validates on blur and sends @phone', async ({ page }) => {
  await signIn(page, 'bodyshop@fixline.test');
  await page.getByRole('button', { name: 'Help & Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Help & Feedback' });
  const email = dialog.getByLabel('Email (required)');
  const message = dialog.getByLabel('Message (required)');
  await expect(email).toHaveValue('bodyshop@fixline.test');

  await email.fill('');
  await email.blur();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await email.fill('not-an-email');
  await email.blur();
  await expect(dialog.getByText('Please provide a valid email address')).toBeVisible();
  await message.focus();
  await message.blur();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await snap(page, `feedback-validation-${test.info().project.name}`);

  await email.fill('bodyshop@fixline.test');
  await message.fill('The claim list would be easier to read with bigger plates.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Thank you for your feedback')).toBeVisible();
  await expect(dialog).toBeHidden();
});
