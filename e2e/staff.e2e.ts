import { expect, test } from '@playwright/test';
import { staffSignIn } from './staff-sign-in';
import { screenshot } from './support';

test('the staff console: log in, look a user up, read the audit log, log out', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/staff/users');
  await expect(page.getByRole('heading', { name: 'Staff console' })).toBeVisible();
  await page.getByLabel('Email').fill('staff@demo.talentport.dev');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  // A wrong password still gets a code step (decision 104); the code step then refuses without saying which.
  await page.getByLabel('Code from your app').fill('123456');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText(/^The code is not correct, or the password was not/)).toBeVisible();
  await page.getByRole('button', { name: 'Back to log in' }).click();
  await staffSignIn(page, 'staff@demo.talentport.dev', 'talentport-demo-2026');

  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.getByLabel('Email, name or code').fill('employer@demo');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: 'employer@demo.talentport.dev' })).toBeVisible();
  await expect(page.getByText('1 account')).toBeVisible();
  await screenshot(page, 'staff-users');

  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reported opportunities' })).toBeVisible();
  await screenshot(page, 'staff-reports');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/staff\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await page.getByRole('link', { name: 'Talentport Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Sam Tan' })).toBeVisible();
  await screenshot(page, 'staff-home');
  // Background jobs (decision 121): every job is listed, the mail outbox's passes already recorded.
  await page.getByRole('link', { name: /Background jobs/ }).click();
  await expect(page.getByRole('heading', { name: 'Background jobs' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Sending queued mail/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Erasing deleted accounts/ })).toBeVisible();
  await screenshot(page, 'staff-jobs');

  // The staff token is not a user session: the user app still sees a guest.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff console' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('staffToken'))).toBeNull();
  expect(violations).toEqual([]);
});
