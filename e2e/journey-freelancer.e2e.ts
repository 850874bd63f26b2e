import { expect, test } from '@playwright/test';
import {
  chooseAccountType,
  createAccount,
  expectGuestView,
  fillFreelancerSteps,
  journeyScreenshots,
  logOut,
  PASSWORD,
  postOpportunity,
  redeemWelcomeCode,
  setApplicationStatus,
  signUp,
  uniqueEmail,
  verifyWithCode,
} from './support';

const NEW_PASSWORD = 'e2e freelancer second passphrase';

// A whole journey with a screenshot and an axe check per step: more than two minutes on a busy machine.
test.setTimeout(180_000);
test('freelancer: sign up, verify, onboard, find and save a job, apply, chat with the employer, rewards, settings, log out', async ({
  page,
  request,
}) => {
  const shoot = journeyScreenshots('freelancer');
  const suffix = Date.now().toString(36);
  const title = `Hybrid Elixir developer ${suffix}`;
  // Another party: an employer (through the API) with a hybrid job to be found.
  const employer = await createAccount(request, 'employer', 'Olga Owner');
  const opportunityId = await postOpportunity(request, employer.token, {
    title,
    description: 'Grow our Elixir services for port logistics.',
    skills: ['Elixir', 'Phoenix'],
    workingMode: 'Hybrid',
  });

  // Sign up and verify the email with the mailed code.
  const email = uniqueEmail('journey-freelancer');
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await shoot(page, 'signup');
  await signUp(page, 'Nadia Journey', email);
  await shoot(page, 'account-type-unverified');
  await verifyWithCode(page, email);

  // Onboard: the four-step wizard.
  await chooseAccountType(page, 'Freelancer');
  await fillFreelancerSteps(page, (name) => shoot(page, name));
  await expect(page.getByText('$45/hour', { exact: true })).toBeVisible();
  await shoot(page, 'onboard-step4-review');
  await page.getByRole('button', { name: 'Submit and finish' }).click();
  await expect(page).toHaveURL(/\/freelancer\/opportunities\?tab=Job$/);
  await expect(page.getByText('Welcome, Nadia Journey')).toBeVisible();
  await expect(page.locator('.opportunity-card').first()).toBeVisible();
  await shoot(page, 'opportunities');

  // Search with a filter and a keyword; both live in the URL.
  await page.getByRole('checkbox', { name: /^Hybrid/ }).click();
  await expect(page).toHaveURL(/workingMode=Hybrid/);
  await page.getByLabel('Search by keyword').fill('elixir');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/jobName=elixir/);
  const card = page.locator('.opportunity-card', { hasText: title });
  await expect(card).toBeVisible();
  await shoot(page, 'search-filtered');

  // Detail: save it, then apply.
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/opportunities/${opportunityId}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByLabel('Cover letter').fill('Four years of Elixir and Phoenix at a freight start-up.');
  await page.getByLabel(/Your rate/).fill('5500');
  await shoot(page, 'opportunity-detail');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Applied — waiting for the employer')).toBeVisible();

  // It is under Applied and under Saved.
  await page.getByRole('link', { name: 'See all your applications' }).click();
  await expect(page).toHaveURL(/\/freelancer\/opportunities\/applied$/);
  const applied = page.locator('.opportunity-card', { hasText: title });
  await expect(applied.getByText('Applied', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Your opportunities' }).getByRole('link', { name: 'Applied' }),
  ).toHaveAttribute('aria-current', 'page');
  await shoot(page, 'applied');
  await page
    .getByRole('navigation', { name: 'Your opportunities' })
    .getByRole('link', { name: 'Saved' })
    .click();
  await expect(page).toHaveURL(/\/freelancer\/opportunities\/saved$/);
  await expect(page.locator('.opportunity-card', { hasText: title })).toBeVisible();
  await shoot(page, 'saved');
  await page
    .getByRole('navigation', { name: 'Your opportunities' })
    .getByRole('link', { name: 'Invitations' })
    .click();
  await expect(page.getByRole('heading', { name: 'No invitations yet' })).toBeVisible();
  await shoot(page, 'invitations-empty');

  // The employer shortlists the application: the hiring conversation opens, the bell rings.
  const applications = await request.get(`/api/v1/opportunities/${opportunityId}/applications`, {
    headers: { token: employer.token },
  });
  const applicationId: string = (await applications.json()).result.items[0]._id;
  await setApplicationStatus(request, employer.token, applicationId, 'shortlisted');
  await page.reload();
  await page.getByRole('link', { name: /Notifications, \d+ unread/ }).click();
  await expect(page).toHaveURL(/\/freelancer\/notifications$/);
  await expect(page.getByText(/shortlisted/i).first()).toBeVisible();
  await shoot(page, 'notifications');
  await page.goto('/freelancer/opportunities/applied?tab=Job');
  await expect(applied.getByText('Shortlisted', { exact: true })).toBeVisible();

  // Chat: open the hiring conversation and write to the employer.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/freelancer\/messages$/);
  await expect(page).toHaveTitle('Messages · Talentport');
  await page.getByRole('button', { name: /Olga Owner/ }).click();
  const thread = page.getByRole('region', { name: 'Conversation with Olga Owner' });
  await expect(thread.getByText(title).first()).toBeVisible();
  await thread.getByLabel('Message', { exact: true }).fill('Thank you for the shortlist! When can we talk?');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(
    thread.getByRole('listitem').filter({ hasText: 'Thank you for the shortlist!' }),
  ).toBeVisible();
  await expect(thread.getByText('Sending…')).toHaveCount(0);
  await shoot(page, 'messages');

  // Rewards: the referral link, a promo code redeemed once.
  await redeemWelcomeCode(page, 'freelancer', 'welcome50');
  await expect(page.getByText(/^WELCOME50 added 50 points\./)).toBeVisible();
  await shoot(page, 'rewards');

  // The public profile as others see it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/freelancer\/profile$/);
  await shoot(page, 'profile-edit');
  await page.getByRole('link', { name: 'See your public page' }).click();
  await expect(page.getByRole('heading', { name: 'Nadia Journey' })).toBeVisible();
  // A rate that was not given shows as a dash, not as $0.
  await expect(page.getByText('$45/hour')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('$0');
  await shoot(page, 'profile-public');

  // Settings: linked accounts, then a password change.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/freelancer\/settings$/);
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Social logins' })).toBeVisible();
  await shoot(page, 'settings');
  await page.getByRole('link', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Type it again').fill(NEW_PASSWORD);
  await shoot(page, 'change-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/change-password\/success$/);
  await shoot(page, 'change-password-success');

  // Log out: the guest view, and role pages are closed again.
  await logOut(page);
  await expectGuestView(page);
  await shoot(page, 'logged-out-home');
  await page.goto('/freelancer/opportunities/saved?tab=Job');
  await expect(page).toHaveURL(/\/$/);

  // As a guest on the job, "Log in to save" with the new password comes back to the same job.
  await page.goto(`/freelancer/opportunities/${opportunityId}`);
  await page.getByRole('link', { name: 'Log in to save' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/opportunities/${opportunityId}$`));
  // The page shows this account's view (saved, shortlisted), not the one cached for the guest.
  await expect(page.getByText('Your application: Shortlisted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  await logOut(page);

  // The employer got the message.
  const conversations = await request.get('/api/v1/chat/conversations', {
    headers: { token: employer.token },
  });
  expect(JSON.stringify(await conversations.json())).toContain('Thank you for the shortlist!');
});
