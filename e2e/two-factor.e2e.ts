import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { staffSecret, staffSignIn } from './staff-sign-in';
import { createAccount, DEMO_PASSWORD, logIn, logOut, PASSWORD, screenshot } from './support';

/** Issue 23, item 1: two-factor sign-in, set up from settings with a code computed here, then used to log in. */
const FOLDER = 'two-factor';
/** The code an authenticator app shows `offsetSteps` 30-second steps from now (one step either way is accepted). */
const codeAt = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

async function readKey(page: Page) {
  return (await page.getByTestId('two-factor-key').innerText()).replace(/\s/g, '');
}

test('a freelancer turns two-factor on, logs in with a code and with a recovery code, and turns it off', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'freelancer', 'Tova Factor');
  await logIn(page, account.email);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);
  await page.goto('/freelancer/settings');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByTestId('two-factor-status')).toContainText('Off.');
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  const secret = await readKey(page);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-setup', FOLDER);

  await section.getByLabel('Code from your app').fill('000000');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('That code is not correct.')).toBeVisible();
  await section.getByLabel('Code from your app').fill(await codeAt(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  await screenshot(page, 'settings-recovery-codes', FOLDER);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByTestId('two-factor-status')).toContainText('Recovery codes left: 10.');
  // The session made at sign-up (through the API) never passed a code: it is offered to end it.
  const offer = section.getByRole('region', { name: 'Other sessions' });
  await expect(offer).toContainText('signed in before two-factor sign-in was on');
  await screenshot(page, 'settings-sign-out-others', FOLDER);
  await offer.getByRole('button', { name: 'Sign out every other session' }).click();
  await expect(section.getByText(/other sessions? (is|are) signed out\./)).toBeVisible();
  const oldSession = await request.get('/api/v1/user/profile', { headers: { token: account.token } });
  expect(oldSession.status()).toBe(401);

  // Log out, log in: the password step asks for the code before any session exists.
  await logOut(page);
  await logIn(page, account.email);
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await screenshot(page, 'login-second-step', FOLDER);
  await page.getByLabel('Code from your app').fill('123456');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/^The code is not correct, or the password was not/)).toBeVisible();
  await page.getByLabel('Code from your app').fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);

  // A recovery code works once.
  await logOut(page);
  await logIn(page, account.email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await screenshot(page, 'login-recovery-code', FOLDER);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);

  // Turning off needs the password and a current code (here a recovery code).
  await page.goto('/freelancer/settings');
  await expect(section.getByTestId('two-factor-status')).toContainText('Recovery codes left: 9.');
  await section.getByRole('button', { name: 'Turn off' }).click();
  await section.getByLabel('Password').fill('not my password');
  await section.getByLabel('Code from your app').fill(recoveryCodes[1] ?? '');
  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByText('This password is not correct.')).toBeVisible();
  await screenshot(page, 'settings-turn-off', FOLDER);
  await section.getByLabel('Password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByText('Two-factor sign-in is off.')).toBeVisible();
  await logOut(page);
  await logIn(page, account.email);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);
});

test('staff: two-factor is set up on the first sign-in, then asked every time', async ({ page }) => {
  test.setTimeout(120_000);
  const email = 'staff@demo.talentport.dev';
  await page.goto('/staff/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (staffSecret(email) === null) {
    // First staff sign-in of this run: nothing else opens before the set-up.
    await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await screenshot(page, 'staff-setup', FOLDER);
    await page.reload();
  } else {
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await screenshot(page, 'staff-second-step', FOLDER);
    await page.reload();
  }
  await staffSignIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await staffSignIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();
});
