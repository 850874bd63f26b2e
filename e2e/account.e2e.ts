import { expect, test } from '@playwright/test';
import { latestMail, logIn, PASSWORD, screenshot, uniqueEmail } from './support';

const NEW_PASSWORD = 'e2e brand new passphrase';

test('sign up, open the verification link from the dev outbox, and come back verified', async ({ page }) => {
  const email = uniqueEmail('verify');
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Vera Verify');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /create/i }).click();
  await expect(page).toHaveURL(/\/onboard\/account-type$/);
  const banner = page.getByRole('region', { name: 'Verify your email' });
  await expect(banner).toContainText(email);
  await page.getByText('Freelancer', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboard\/freelancer$/);
  await screenshot(page, 'verify-banner');

  const mail = await latestMail(page.request, email, /Verify your email/);
  const link = mail.links.find((href) => href.includes('/verify-email?token='));
  expect(link).toBeTruthy();
  await page.goto(link ?? '');

  // The pending verification logs the session out and hands over to the login page (the guard rules).
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(`Confirm that ${email} belongs to Vera Verify.`)).toBeVisible();
  await screenshot(page, 'verify-link');
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await expect(page.getByText(`Your email ${email} is verified. Log in to continue.`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('verifyToken'))).toBeNull();

  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/onboard\/freelancer$/);
  await expect(page.getByRole('region', { name: 'Verify your email' })).toHaveCount(0);
});

test('forgot password: reset from the mailed link, then log in with the new password; old sessions are gone', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  const registered = await page.request.post('/api/v1/user/register', {
    data: { fullname: 'Remy Reset', email, password: PASSWORD },
  });
  const oldToken: string = (await registered.json()).result.token;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password\/sent$/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await screenshot(page, 'forgot-password-sent');

  const mail = await latestMail(page.request, email, /Reset your Talentport password/);
  const link = mail.links.find((href) => href.includes('/reset-password?token='));
  await page.goto(link ?? '');
  await expect(page.getByText(`Choose a new password for ${email}`)).toBeVisible();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Type it again').fill('something else entirely');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await page.getByLabel('Type it again').fill(NEW_PASSWORD);
  await screenshot(page, 'reset-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/reset-password\/success$/);

  const oldSession = await page.request.post('/api/v1/user/me', { headers: { token: oldToken } });
  expect(oldSession.status()).toBe(401);

  await page.getByRole('link', { name: 'Log in' }).last().click();
  await logIn(page, email, PASSWORD);
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/onboard\/account-type$/);

  // The same link cannot be used twice.
  await page.goto('/');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto(link ?? '');
  await expect(page.getByText(/This link is not valid/)).toBeVisible();
});

test('settings: invite a colleague who joins and changes their password; verify a new account by code', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await logIn(page, 'employer@demo.talentport.dev', 'talentport-demo-2026');
  await expect(page).toHaveURL(/\/employer\/opportunities$/);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/employer\/settings$/);
  // The account's own address (the team list may show it too when another journey added a teammate).
  await expect(page.getByRole('paragraph').filter({ hasText: 'employer@demo.talentport.dev' })).toBeVisible();

  const colleague = uniqueEmail('colleague');
  await page.getByLabel('Invite a colleague').fill(colleague);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague}, to join as a member.`)).toBeVisible();
  await expect(page.locator('.invite-list')).toContainText(colleague);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByLabel('New email')).toBeVisible();
  await screenshot(page, 'settings-employer');

  const invitation = await latestMail(page.request, colleague, /invited you/);
  const inviteLink = invitation.links.find((href) => href.includes('/signup?invite=')) ?? '';
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(inviteLink);
  await expect(guestPage.getByText(/invited you to join/)).toBeVisible();
  await expect(guestPage.getByLabel('Email')).toHaveValue(colleague);
  await guestPage.getByLabel('Full name').fill('Cole League');
  await guestPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await guestPage.getByLabel('Type it again').fill(PASSWORD);
  await guestPage.getByRole('button', { name: /^Join / }).click();
  await expect(guestPage).toHaveURL(/\/employer\/opportunities$/);

  // The new member changes their password: a wrong current one is refused, then success.
  await guestPage.getByRole('link', { name: 'Settings' }).click();
  await guestPage.getByRole('link', { name: 'Change password' }).click();
  await expect(guestPage).toHaveURL(/\/change-password$/);
  await guestPage.getByLabel('Current password').fill('not the password');
  await guestPage.getByLabel('New password').fill(NEW_PASSWORD);
  await guestPage.getByLabel('Type it again').fill(NEW_PASSWORD);
  await guestPage.getByRole('button', { name: 'Change password' }).click();
  await expect(guestPage.getByText('Your current password is not correct.')).toBeVisible();
  await screenshot(guestPage, 'change-password');
  await guestPage.getByLabel('Current password').fill(PASSWORD);
  await guestPage.getByRole('button', { name: 'Change password' }).click();
  await expect(guestPage).toHaveURL(/\/change-password\/success$/);
  await expect(guestPage.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();
  await guest.close();

  // A new account verifies with the code from the mail, then changes its password.
  const email = uniqueEmail('code');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Cody Code');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /create/i }).click();
  await expect(page).toHaveURL(/\/onboard\/account-type$/);
  const mail = await latestMail(page.request, email, /Verify your email/);
  const code = mail.text.match(/Your code: (\d{6})/)?.[1] ?? '';
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('That code is not correct. 4 attempts left.')).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Verify your email' })).toHaveCount(0);

  // With a role, change-password is open even before onboarding ends (the route rules allows the role).
  await page.getByText('Agency', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboard\/agency$/);
  await page.goto('/change-password');
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
});
