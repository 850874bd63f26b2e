import { expect, test } from '@playwright/test';
import { staffSignIn } from './staff-sign-in';
import { createAccount, DEMO_PASSWORD, latestMail, logIn, logOut, PASSWORD, screenshot } from './support';

/**
 * Issue 23, item 4: a person asks to delete their account in settings (password), sees the
 * pending state with its date, signs out, signs in again and finds it cancelled. The erasure itself
 * (after 14 days) is proved in the API tests (modules/account-deletion/account-deletion.test.ts).
 */
const FOLDER = 'account-deletion';

test('a freelancer asks to delete the account, staff see it pending, and signing in again cancels it', async ({
  page,
  request,
  browser,
}) => {
  const account = await createAccount(request, 'freelancer', 'Dara Leaving');
  await logIn(page, account.email);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);
  await page.goto('/freelancer/settings');
  const section = page.getByRole('region', { name: 'Delete account' });
  await expect(section.getByText(/You have 14 days to change your mind/)).toBeVisible();
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-form', FOLDER);

  // A wrong password is refused next to the field.
  await section.getByLabel('Your password').fill('not my password');
  await section.getByRole('button', { name: 'Delete my account in 14 days' }).click();
  await expect(section.getByText('This password is not correct.')).toBeVisible();
  await section.getByLabel('Your password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Delete my account in 14 days' }).click();
  const pending = section.getByTestId('deletion-pending');
  await expect(pending).toContainText('Your account is set to be deleted');
  const dueAt = Date.now() + 14 * 86_400_000;
  const due = new Date(dueAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  // The page writes the date in the viewer's locale (lib/format-date.ts); the mail in the server's.
  const dueOnPage = await page.evaluate(
    (at) => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(at),
    dueAt,
  );
  await expect(pending).toContainText(dueOnPage);
  await expect(pending.getByRole('button', { name: 'Cancel deletion' })).toBeVisible();
  await screenshot(page, 'settings-pending', FOLDER);
  const asked = await latestMail(request, account.email, /^Your Talentport account will be deleted$/);
  expect(asked.text).toContain(due);

  // Staff see it among the pending deletions (admins and support; the read is audit-logged).
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/staff/pending-deletions');
  await staffSignIn(staffPage, 'staff@demo.talentport.dev', DEMO_PASSWORD);
  await expect(staffPage.getByRole('heading', { name: 'Pending account deletions' })).toBeVisible();
  const row = staffPage.getByRole('row').filter({ hasText: account.email });
  await expect(row).toContainText('Dara Leaving');
  await screenshot(staffPage, 'staff-pending-deletions', FOLDER);
  await staffContext.close();

  // Signing out and in again cancels it, and says so by mail.
  await logOut(page);
  await logIn(page, account.email);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);
  await page.goto('/freelancer/settings');
  await expect(section.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  await expect(section.getByTestId('deletion-pending')).toHaveCount(0);
  const cancelled = await latestMail(request, account.email, /^Your Talentport account will not be deleted$/);
  expect(cancelled.text).toContain('You signed in');
});

test('a pending deletion hides the public profile at once, and cancelling it says so', async ({
  page,
  request,
  browser,
}) => {
  const account = await createAccount(request, 'freelancer', 'Noor Staying');
  const headers = { token: account.token };
  const visible = await request.put('/api/v1/user/visibility', {
    headers,
    data: { profileVisibility: 'public' },
  });
  expect(visible.ok()).toBe(true);
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(`/talent/${account.code}`);
  await expect(guestPage.getByRole('heading', { name: 'Noor Staying' })).toBeVisible();

  await logIn(page, account.email);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);
  await page.goto('/freelancer/settings');
  const section = page.getByRole('region', { name: 'Delete account' });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await section.getByLabel('Your password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Delete my account in 14 days' }).click();
  await expect(section.getByTestId('deletion-pending')).toContainText('Your public profile is hidden');

  await guestPage.reload();
  await expect(guestPage.getByRole('heading', { name: 'Noor Staying' })).toHaveCount(0);

  await section.getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(section.getByTestId('deletion-cancelled')).toHaveText(
    'Deletion cancelled. Your account stays, and your profile is shown again as before.',
  );
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-cancelled', FOLDER);
  await guestPage.reload();
  await expect(guestPage.getByRole('heading', { name: 'Noor Staying' })).toBeVisible();
  await guest.close();
});
