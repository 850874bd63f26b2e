import { expect, test } from '@playwright/test';
import { fillFreelancerSteps, PASSWORD, screenshot, signUp, uniqueEmail } from './support';

test('sign up, choose a role, land on that role’s onboarding page, finish it, log out', async ({ page }) => {
  const email = uniqueEmail('freelancer');
  await page.goto('/');
  await screenshot(page, 'home');
  await signUp(page, 'Erin Ortega', email);
  await screenshot(page, 'account-type');

  await page.getByText('Freelancer', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboard\/freelancer$/);
  await screenshot(page, 'onboard-freelancer');

  await fillFreelancerSteps(page);
  // An unknown referrer keeps the account not onboarded and says why under the field.
  await page.getByLabel('Referrer email').fill('nobody-here@example.test');
  await page.getByRole('button', { name: /finish|complete|save|submit/i }).click();
  await expect(page.getByText('Invalid Referrer Email')).toBeVisible();
  await expect(page).toHaveURL(/\/onboard\/freelancer\?step=4$/);
  await expect(page.getByLabel('Referrer email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Referrer email').fill('');
  await page.getByRole('button', { name: /finish|complete|save|submit/i }).click();
  await expect(page).toHaveURL(/\/freelancer\/opportunities\?tab=Job$/);
  await expect(page.getByText('Welcome, Erin Ortega')).toBeVisible();
  await screenshot(page, 'freelancer-landing');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Logging back in lands on the role's default page.
  await page.goto('/login');
  await screenshot(page, 'login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/freelancer\/opportunities\?tab=Job$/);
});

test('a wrong password is refused with a plain message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('employer@demo.talentport.dev');
  await page.getByLabel('Password', { exact: true }).fill('not the right one');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
  await expect(page).toHaveURL(/\/login$/);
});

test('demo employer and agency land on their default pages', async ({ page }) => {
  for (const [email, landing] of [
    ['employer@demo.talentport.dev', /\/employer\/opportunities$/],
    ['agency@demo.talentport.dev', /\/agency\/opportunities\?tab=Project$/],
  ] as const) {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('talentport-demo-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(landing);
    // A logged-in user with a role cannot open the login page (the role rules).
    await page.goto('/login');
    await expect(page).toHaveURL(landing);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});

test('guests may open an opportunity detail page but not the saved list', async ({ page }) => {
  await page.goto('/freelancer/opportunities/123');
  await expect(page).toHaveURL(/\/freelancer\/opportunities\/123$/);
  await screenshot(page, 'opportunity-detail-guest');
  await page.goto('/freelancer/opportunities/saved');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/employer/opportunities');
  await expect(page).toHaveURL(/\/$/);
});

test('logging out in a second tab logs the first one out', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/login');
  await first.getByLabel('Email').fill('freelancer@demo.talentport.dev');
  await first.getByLabel('Password', { exact: true }).fill('talentport-demo-2026');
  await first.getByRole('button', { name: 'Log in' }).click();
  await expect(first).toHaveURL(/\/freelancer\/opportunities\?tab=Job$/);

  const second = await context.newPage();
  await second.goto('/freelancer/opportunities?tab=Job');
  await expect(second.getByRole('button', { name: 'Log out' })).toBeVisible();
  await second.getByRole('button', { name: 'Log out' }).click();
  await expect(second).toHaveURL(/\/$/);

  await expect(first).toHaveURL(/\/$/);
  await expect(first.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
});

test('the viewport allows zoom and the theme uses Raleway and #1bd2a4', async ({ page }) => {
  await page.goto('/');
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport).not.toMatch(/user-scalable\s*=\s*no|maximum-scale\s*=\s*1(\.0)?\b/);
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font).toContain('Raleway');
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase(),
  );
  expect(primary).toBe('#1bd2a4');
});

test('the API documentation renders under the content security policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByText('Talentport API').first()).toBeVisible();
  await expect(page.getByText('/api/v1/user/register').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the app shell loads with no content security policy violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(violations).toEqual([]);
});
