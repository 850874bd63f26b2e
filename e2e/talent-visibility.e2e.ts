import { expect, test } from '@playwright/test';
import { createAccount, logIn, screenshot } from './support';

/** Issue 18, item 2: the freelancer chooses who may see her profile (decision 100), in settings. */
const FOLDER = 'talent-visibility';

test('a freelancer makes her profile public, then hides it; guests follow her choice', async ({
  page,
  request,
  browser,
}) => {
  const account = await createAccount(request, 'freelancer', 'Vera Visible');
  const guestProfile = () => request.get(`/api/v1/user/public-profile/${account.code}`);
  // The default: signed-in employers and agencies only, so a guest is told there is no such profile.
  expect((await guestProfile()).status()).toBe(404);

  await logIn(page, account.email);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);
  await page.goto('/freelancer/settings');
  const section = page.getByRole('region', { name: 'Profile visibility' });
  await expect(section.getByLabel('Signed-in employers and agencies')).toBeChecked();
  await section.getByLabel('Everyone').check();
  await section.getByLabel('Available from').fill('2027-01-04');
  await section.getByLabel('I am open to offers').check();
  await section.getByRole('button', { name: 'Save visibility' }).click();
  await expect(section.getByRole('status')).toHaveText('Saved. Your profile is shown as you chose.');
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-visibility', FOLDER);
  expect((await guestProfile()).status()).toBe(200);

  // A guest opens the public profile in the browser.
  const guest = await browser.newPage();
  await guest.goto(`/talent/${account.code}`);
  await expect(guest.getByRole('heading', { name: 'Vera Visible' })).toBeVisible();
  await guest.close();

  await section.getByLabel('Nobody').check();
  await section.getByRole('button', { name: 'Save visibility' }).click();
  await expect(section.getByRole('status')).toBeVisible();
  expect((await guestProfile()).status()).toBe(404);
  const search = await request.get('/api/v1/talent?jobName=vera');
  expect((await search.json()).result.items).toEqual([]);
});
