import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { createAccount, latestMail, logIn, logOut, PASSWORD, screenshot } from './support';

/** Issue 23, item 3 (decision 109): ask for a copy of one's data in settings, get it from the mailed link. */
const FOLDER = 'data-export';

test('a person asks for their data in settings, follows the mailed link after signing in, and gets a ZIP', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'freelancer', 'Dana Export');
  await logIn(page, account.email);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);
  await page.goto('/freelancer/settings');

  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section.getByText(/Download a copy of everything Talentport holds about you/)).toBeVisible();
  await section.getByRole('button', { name: 'Ask for my data' }).click();
  await expect(section.getByText(/We are preparing your data and will email you/)).toBeVisible();

  // The mail links to the settings screen with the export's token.
  const mail = await latestMail(request, account.email, /data is ready to download/);
  const link = /https?:\/\/\S+\/freelancer\/settings\?export=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  // The link alone is no credential: without the session the API refuses it.
  const token = new URL(link as string).searchParams.get('export');
  expect((await request.get(`/api/v1/user/data-export/download?token=${token}`)).status()).toBe(401);

  await page.reload();
  await expect(section.getByText(/Your data is ready\. The download works until/)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-your-data-ready', FOLDER);

  // Signed out, the link asks to log in first, then comes back and downloads.
  await logOut(page);
  const { pathname, search } = new URL(link as string);
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { name: 'Log in to open the page you followed' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in and continue' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Log in' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^talentport-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const zip = unzipSync(new Uint8Array(bytes));
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'messages.json']));
  expect(JSON.parse(strFromU8(zip['profile.json'] as Uint8Array)).email).toBe(account.email);
  await expect(page).toHaveURL(/\/freelancer\/settings\?export=/);
  await expect(section.getByText('Your download has started.')).toBeVisible();
});
