import { type APIRequestContext, expect, test } from '@playwright/test';
import { createAccount, logIn, PASSWORD, screenshot } from './support';

/** Issue 23, item 2: the account's signed-in devices, seen and signed out from settings. */
const FOLDER = 'devices';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function logInFrom(request: APIRequestContext, email: string, userAgent: string) {
  const res = await request.post('/api/v1/user/login', {
    data: { email, password: PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).result.token as string;
}

const stillSignedIn = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/v1/user/sessions', { headers: { token } })).status() === 200;

test('settings list the signed-in devices; one can be signed out, then every other one', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'freelancer', 'Dev Ices');
  const phone = await logInFrom(request, account.email, PHONE);
  const tablet = await logInFrom(request, account.email, TABLET);
  await logIn(page, account.email);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);
  await page.goto('/freelancer/settings');

  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByText('This device', { exact: true })).toBeVisible();
  await expect(devices.getByText('Safari 18 on iOS')).toBeVisible();
  await expect(devices.getByText('Chrome 131 on Android')).toBeVisible();
  await devices.getByText('Safari 18 on iOS').scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-devices', FOLDER);

  await devices.getByRole('button', { name: /^Sign out Safari 18 on iOS/ }).click();
  await expect(devices.getByText('Safari 18 on iOS is signed out.')).toBeVisible();
  await expect(devices.getByText('Safari 18 on iOS', { exact: true })).toHaveCount(0);
  expect(await stillSignedIn(request, phone)).toBe(false);
  expect(await stillSignedIn(request, tablet)).toBe(true);

  // The account's first session (from sign-up) and the tablet end together; this one stays.
  await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(devices.getByText('2 other devices are signed out.')).toBeVisible();
  await expect(devices.getByText('You are signed in on this device only.')).toBeVisible();
  expect(await stillSignedIn(request, tablet)).toBe(false);
  expect(await stillSignedIn(request, account.token)).toBe(false);
  await page.reload();
  await expect(devices.getByText('This device', { exact: true })).toBeVisible();
});
