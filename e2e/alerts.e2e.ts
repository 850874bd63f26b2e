import { expect, test } from '@playwright/test';
import { createAccount, latestMail, logIn, postOpportunity, screenshot, uniqueEmail } from './support';

/** Issue 19 items 4 and 5: saved searches, job alerts, one-click unsubscribe, email preferences. */
const FOLDER = 'alerts';

test('a freelancer saves a search, a matching listing arrives as an alert, the mail link unsubscribes', async ({
  browser,
  page,
  request,
}) => {
  // The alert has been seen to take up to about 25 s to arrive in a CI run: room for it.
  test.setTimeout(120_000);
  const employer = await createAccount(request, 'employer', 'Alma Employer');
  const freelancer = await createAccount(request, 'freelancer', 'Faye Freelancer');
  await logIn(page, freelancer.email);
  await expect(page).toHaveURL(/\/freelancer\//);

  await page.goto('/freelancer/opportunities?tab=Job&jobName=quokka&workingMode=Remote');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const form = page.getByRole('form', { name: 'Save this search' });
  await form.getByLabel('Name').fill('Quokka jobs');
  await form.getByLabel('How often').selectOption({ label: 'As soon as they are posted' });
  await screenshot(page, 'save-search-form', FOLDER);
  await form.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText(/Saved\. We will email you new matches/)).toBeVisible();
  await screenshot(page, 'search-saved', FOLDER);

  // A matching listing and one that does not match (on site).
  await postOpportunity(request, employer.token, { title: 'Quokka platform engineer' });
  await postOpportunity(request, employer.token, { title: 'Quokka office manager', workingMode: 'Onsite' });

  // The alert job runs every second in e2e (ALERT_INTERVAL_MS): the notification arrives.
  await expect
    .poll(
      async () => {
        await page.goto('/freelancer/notifications');
        // The list renders after the page loads: wait for it (briefly) before counting.
        const alert = page.getByText('A new opportunity matches your saved search');
        return alert
          .first()
          .waitFor({ timeout: 3_000 })
          .then(
            () => alert.count(),
            () => 0,
          );
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  await expect(page.getByText(/Quokka platform engineer/)).toBeVisible();
  await expect(page.getByText(/office manager/)).toHaveCount(0);
  await screenshot(page, 'alert-notification', FOLDER);

  await page.goto('/freelancer/settings');
  const saved = page.getByRole('region', { name: 'Saved searches and job alerts' });
  await expect(saved.getByRole('link', { name: 'Quokka jobs' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Job alerts/ })).toBeChecked();
  await screenshot(page, 'settings', FOLDER);

  // The alert mail's unsubscribe link works without a session: a page, then one button.
  const mail = await latestMail(request, freelancer.email, /matches your search/);
  expect(mail.text).toContain('Quokka platform engineer');
  const link = mail.links.find((url) => url.includes('/api/v1/saved-searches/unsubscribe'));
  if (!link) throw new Error('no unsubscribe link in the alert mail');
  // A fresh browser context: no session, as when the link is opened from a mail app.
  const mailReader = await browser.newContext();
  const guest = await mailReader.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Unsubscribe from this job alert?' })).toBeVisible();
  await screenshot(guest, 'unsubscribe-confirm', FOLDER);
  await guest.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(guest.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await screenshot(guest, 'unsubscribed', FOLDER);
  await mailReader.close();

  await page.reload();
  await expect(saved.getByText('No saved searches yet.')).toBeVisible();
});

test('a guest asks for alerts by email and confirms them from the mail', async ({ page, request }) => {
  const email = uniqueEmail('guest-alert');
  await page.goto('/opportunities?tab=Job&jobName=wombat');
  await page.getByRole('button', { name: 'Email me new matches' }).click();
  const form = page.getByRole('form', { name: 'Email me new matches' });
  await form.getByLabel('Email').fill(email);
  await screenshot(page, 'guest-alert-form', FOLDER);
  await form.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByText(`Almost done: we sent a link to ${email}.`)).toBeVisible();

  const mail = await latestMail(request, email, /Confirm your Talentport job alert/);
  const link = mail.links.find((url) => url.includes('/api/v1/saved-searches/confirm'));
  if (!link) throw new Error('no confirmation link');
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my job alert' }).click();
  await expect(page.getByRole('heading', { name: 'Your job alert is on' })).toBeVisible();
  await screenshot(page, 'guest-alert-confirmed', FOLDER);
});
