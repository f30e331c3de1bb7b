import { ORGANISATION_MESSAGES, SESSION_MESSAGES, USER_MESSAGES } from '@fixline/domain';
import { signIn, snap, toast } from './support/app.ts';
import { type Browser, expect, type Page, test } from './support/test.ts';
import { runMark } from './support/unique.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Both sizes of the page as it is now, for people to look at. */
async function snapBoth(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await snap(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await snap(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** The link the invitation form answered, as a path on this server. */
async function invitationLink(page: Page): Promise<string> {
  const url = new URL(await page.getByLabel('Invitation link').inputValue());
  return `${url.pathname}${url.search}`;
}

/** Registers through an invitation link in a browser of its own, then signs in there. */
async function registerThrough(browser: Browser, link: string, email: string, name: string, password: string) {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await page.goto(link);
  await expect(page.getByRole('list', { name: 'Invitation' })).toContainText(email);
  await page.getByLabel('Name (required)').fill(name);
  await page.getByLabel('Password (required)', { exact: true }).fill(password);
  await page.getByLabel('Confirm password (required)').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, password);
  return page;
}

// Creates an organisation and people in the shared database, so it runs once (desktop project only).
test('a super admin creates an organisation and invites its admin, who runs its people', async ({ page, browser }) => {
  test.slow();
  // The organisation's name and its people's addresses are unique, and a failed run's stay: this run's.
  const mark = runMark();
  const organisation = `Quayside ${mark.toUpperCase()} Motor Repairs`;
  const ownerEmail = `owner.${mark}@quayside.test`;
  const fitterEmail = `fitter.${mark}@quayside.test`;
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'superadmin@fixline.test');

  // The organisation: a name, a type and that type's capabilities; a taken name is said beside the field.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Create Organization' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create organisation' })).toBeVisible();
  await page.getByLabel('Name (required)').fill('acme motors');
  await page.getByLabel('Type (required)').selectOption({ label: 'Repairer' });
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByText(ORGANISATION_MESSAGES.taken)).toBeVisible();
  await page.getByLabel('Name (required)').fill(organisation);
  await page.getByLabel('Mechanical').check();
  await page.getByLabel('Electric vehicles').check();
  await snapBoth(page, 'new-organisation');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(toast(page, ORGANISATION_MESSAGES.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: organisation })).toBeVisible();
  await expect(page.getByLabel('Electric vehicles')).toBeChecked();
  await expect(page.getByLabel('Default service radius (km) (required)')).toHaveValue('40');

  // Its first admin, by the link staff copy and send on.
  await page.goto('/inviteAdmin');
  await page.getByLabel('Organisation (required)').selectOption({ label: `${organisation} (Repairer)` });
  await page.getByLabel('Email (required)').fill(ownerEmail);
  await page.getByRole('button', { name: 'Invite admin' }).click();
  await expect(page.getByLabel('Invitation link')).toBeVisible();
  await snapBoth(page, 'invite-admin');
  const adminLink = await invitationLink(page);

  // The admin registers, sets the organisation's bidding window and invites a fitter.
  const admin = await registerThrough(browser, adminLink, ownerEmail, 'Olive Owner', 'Quayside-owner-1');
  await admin.goto('/organizations');
  await admin.getByRole('link', { name: organisation }).click();
  await admin.getByLabel('Marketplace bidding window (hours) (required)').fill('0');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Please provide a number of at least 1')).toBeVisible();
  await admin.getByLabel('Marketplace bidding window (hours) (required)').fill('24');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(admin, ORGANISATION_MESSAGES.settingsSaved)).toBeVisible();

  await admin.goto('/users');
  await admin.getByRole('button', { name: 'Invite someone' }).click();
  await admin.getByLabel('Email (required)').fill(fitterEmail);
  await admin.getByLabel('Role (required)').selectOption({ label: 'User' });
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(admin, USER_MESSAGES.invited)).toBeVisible();
  const fitterLink = await invitationLink(admin);
  await expect(admin.getByRole('table', { name: 'Pending invitations' })).toContainText(fitterEmail);

  // The fitter registers and works; the same link a second time registers nobody.
  const fitter = await registerThrough(browser, fitterLink, fitterEmail, 'Finn Fitter', 'Quayside-fitter-1');
  const again = await (await browser.newContext()).newPage();
  await again.goto(fitterLink);
  await expect(again.getByText('This invitation link is not valid or has expired')).toBeVisible();

  // The admin is the organisation's only one: they cannot be left out. The fitter is disabled and is
  // signed out at once, without touching the page.
  await admin.reload();
  const rows = admin.getByTestId('user-row');
  await expect(rows).toHaveCount(2);
  await expect(admin.getByRole('table', { name: 'Pending invitations' })).toHaveCount(0);
  await snapBoth(admin, 'users');
  await admin.getByRole('button', { name: 'Actions for Finn Fitter' }).click();
  await admin.getByRole('menuitem', { name: 'Disable' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(toast(admin, 'User disabled')).toBeVisible();
  await expect(rows.filter({ hasText: 'Finn Fitter' })).toContainText('Disabled');
  await expect(fitter).toHaveURL(/\/login$/);
  await expect(toast(fitter, SESSION_MESSAGES.loggedOut)).toBeVisible();

  // The super admin sees the organisation with its two people, and its details.
  await page.goto(`/organizations?search=quayside%20${mark}`);
  await expect(page.getByTestId('organisation-row')).toHaveCount(1);
  await expect(page.getByTestId('organisation-users')).toHaveText('2 people');
  await snapBoth(page, 'organisations');
  await page.getByRole('link', { name: organisation }).click();
  await expect(page.getByRole('table', { name: 'People' })).toContainText('Olive Owner');
  await snapBoth(page, 'organisation');
});
