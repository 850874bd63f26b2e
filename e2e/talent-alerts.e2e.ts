import { expect, test } from '@playwright/test';
import { createAccount, latestMail, logIn, makeProfilePublic, screenshot } from './support';

/** Issue 19 item 4, the talent side (decision 114): saved talent searches and alerts of new people. */
const FOLDER = 'talent-alerts';

test('an employer saves a talent search, a new matching freelancer becomes public and the alert arrives', async ({
  browser,
  page,
  request,
}) => {
  // The alert job runs every second in e2e; the notification list is polled (see alerts.e2e.ts).
  test.setTimeout(120_000);
  const employer = await createAccount(request, 'employer', 'Tess Talentseeker');
  await logIn(page, employer.email);
  await expect(page).toHaveURL(/\/employer\//);

  await page.goto('/employer/talent?jobName=numbat&workingMode=Remote');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const form = page.getByRole('form', { name: 'Save this search' });
  await expect(form.getByLabel('Name')).toHaveValue('Freelancers · “numbat” · Remote');
  await form.getByLabel('Name').fill('');
  await form.getByRole('button', { name: 'Save search' }).click();
  // The error sits next to its field, in words.
  await expect(form.getByText(/Name is required/i)).toBeVisible();
  await screenshot(page, 'save-talent-search-error', FOLDER);
  await form.getByLabel('Name').fill('Numbat people');
  await form.getByLabel('How often').selectOption({ label: 'As soon as they appear' });
  await screenshot(page, 'save-talent-search-form', FOLDER);
  await form.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText(/Saved\. We will email you new freelancers who match/)).toBeVisible();
  await screenshot(page, 'talent-search-saved', FOLDER);

  // A freelancer who matches finishes onboarding and makes the profile public; one who does not
  // match (on site) does too.
  const match = await createAccount(request, 'freelancer', 'Nina Numbat', { skills: ['Numbat', 'React'] });
  await makeProfilePublic(request, match.token);
  const other = await createAccount(request, 'freelancer', 'Oscar Onsite', {
    skills: ['Numbat'],
    workingMode: 'Onsite',
  });
  await makeProfilePublic(request, other.token);

  await expect
    .poll(
      async () => {
        await page.goto('/employer/notifications');
        const alert = page.getByText('A new freelancer matches your saved talent search');
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
  await expect(page.getByText(/Nina Numbat/)).toBeVisible();
  await expect(page.getByText(/Oscar Onsite/)).toHaveCount(0);
  await screenshot(page, 'talent-alert-notification', FOLDER);

  // The notification opens the saved search.
  await page.getByText('A new freelancer matches your saved talent search').click();
  await expect(page).toHaveURL(/\/employer\/talent\?.*jobName=numbat/);
  await expect(page.getByRole('link', { name: /Nina Numbat/ }).first()).toBeVisible();

  await page.goto('/employer/settings');
  const saved = page.getByRole('region', { name: 'Saved talent searches and alerts' });
  await expect(saved.getByRole('link', { name: 'Numbat people' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved searches and job alerts' })).toHaveCount(0);
  await screenshot(page, 'talent-searches-settings', FOLDER);

  // The mail's unsubscribe link works without a session.
  const mail = await latestMail(request, employer.email, /talent search/);
  expect(mail.text).toContain('Nina Numbat');
  expect(mail.text).not.toContain('Oscar Onsite');
  const link = mail.links.find((url) => url.includes('/api/v1/saved-searches/unsubscribe'));
  if (!link) throw new Error('no unsubscribe link in the talent alert mail');
  const mailReader = await browser.newContext();
  const guest = await mailReader.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Unsubscribe from this talent alert?' })).toBeVisible();
  await guest.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(guest.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await mailReader.close();

  await page.reload();
  await expect(saved.getByText('No saved searches yet.')).toBeVisible();
});
