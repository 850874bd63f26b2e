import { expect, type Page, test } from '@playwright/test';
import { fillFreelancerSteps, screenshot } from './support';

let counter = 0;
const uniqueLogin = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++counter}@example.test`;

/** The local provider's development screens: any login and password, then consent. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password at the provider');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('“Continue with Google” on /signup creates the account and lands on the account type page', async ({
  page,
}) => {
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with LinkedIn' })).toBeVisible();
  await screenshot(page, 'signup-social');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, uniqueLogin('google'));
  await expect(page).toHaveURL(/\/onboard\/account-type$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{43}$/);

  // Finish onboarding, then the account page lists Google, without an Unlink (no password).
  await page.getByText('Freelancer', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboard\/freelancer$/);
  await fillFreelancerSteps(page);
  await page.getByRole('button', { name: /finish|complete|save|submit/i }).click();
  await expect(page).toHaveURL(/\/freelancer\/opportunities\?tab=Job$/);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/freelancer\/settings$/);
  await expect(page.getByText(/Linked since/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlink' })).toHaveCount(0);
  await screenshot(page, 'account-linked');
});

test('“Continue with LinkedIn” on /login, then Cancel at the provider, comes back with a plain message', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continue with LinkedIn' })).toBeVisible();
  await screenshot(page, 'login-social');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByRole('link', { name: /Cancel/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText(
    'did not allow Talentport to use your LinkedIn account',
  );
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a social login with the email of a password account asks for that password, then links', async ({
  page,
}) => {
  const email = uniqueLogin('linker');
  const password = 'e2e correct horse battery';
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Lin Ker');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /create/i }).click();
  await expect(page).toHaveURL(/\/onboard\/account-type$/);
  await page.getByRole('button', { name: 'Log out' }).click();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The provider says the same email; our account's email is not verified, so: password first.
  await signInAtProvider(page, email);
  await expect(page.getByRole('heading', { name: 'Link your account' })).toBeVisible();
  await expect(page.getByText(`An account with ${email} already exists`)).toBeVisible();
  await screenshot(page, 'login-link');
  await page.getByLabel('Password').fill('wrong password here');
  await page.getByRole('button', { name: 'Link Google and log in' }).click();
  await expect(page.getByText('The password is incorrect.')).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Link Google and log in' }).click();
  await expect(page).toHaveURL(/\/onboard\/account-type$/);
});
