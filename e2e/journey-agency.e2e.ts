import { expect, test } from '@playwright/test';
import {
  applyTo,
  chooseAccountType,
  createAccount,
  expectGuestView,
  fillAgencySteps,
  journeyScreenshots,
  logOut,
  postOpportunity,
  redeemWelcomeCode,
  signUp,
  uniqueEmail,
  verifyWithCode,
} from './support';

// A whole journey with a screenshot and an axe check per step: more than two minutes on a busy machine.
test.setTimeout(180_000);

test('agency: sign up, verify, onboard, find and apply to a project, company page, post a project, shortlist, chat, rewards, settings, log out', async ({
  page,
  request,
}) => {
  const shoot = journeyScreenshots('agency');
  const suffix = Date.now().toString(36);
  const agency = `Pixel Harbour ${suffix}`;
  const wanted = `Fixed-price booking site ${suffix}`;
  const ours = `Brand refresh for a bakery ${suffix}`;
  // Another party: an employer (through the API) with a fixed-price project.
  const employer = await createAccount(request, 'employer', 'Petra Poster');
  const wantedId = await postOpportunity(request, employer.token, {
    type: 'Project',
    title: wanted,
    description: 'A booking site for our ferry tours.\n\n- Calendar and payments\n- Works on phones',
    skills: ['Vue', 'Stripe'],
  });

  // Sign up from the home page's call for agencies; verify with the mailed code.
  const email = uniqueEmail('journey-agency');
  await page.goto('/');
  await page.getByRole('link', { name: 'Grow your agency' }).click();
  await expect(page).toHaveURL(/\/signup\?role=agency$/);
  await signUp(page, 'Ada Agency', email);
  await verifyWithCode(page, email);
  await shoot(page, 'account-type-verified');

  // Onboard: the four-step wizard.
  await chooseAccountType(page, 'Agency');
  await fillAgencySteps(page, agency, (name) => shoot(page, name));
  await shoot(page, 'onboard-step4-review');
  await page.getByRole('button', { name: 'Submit and finish' }).click();
  await expect(page).toHaveURL(/\/agency\/opportunities\?tab=Project$/);
  await expect(page.locator('.opportunity-card').first()).toBeVisible();
  await shoot(page, 'opportunities');

  // Find the project with a filter and a keyword, save it and apply.
  await page.getByRole('checkbox', { name: /^Fixed/ }).click();
  await expect(page).toHaveURL(/payType=Fixed/);
  await expect(page.getByRole('checkbox', { name: /^Fixed/ })).toBeChecked();
  await page.getByLabel('Search by keyword').fill('booking ferry');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/jobName=booking/);
  const card = page.locator('.opportunity-card', { hasText: wanted });
  await expect(card).toBeVisible();
  await shoot(page, 'search-filtered');
  await card.getByRole('link', { name: wanted }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/opportunities/${wantedId}$`));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByLabel('Cover letter').fill('Our team shipped booking sites for three ferry operators.');
  await page.getByLabel(/Your rate/).fill('10000');
  await shoot(page, 'opportunity-detail');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Applied — waiting for the employer')).toBeVisible();
  await page.getByRole('link', { name: 'See all your applications' }).click();
  await expect(page).toHaveURL(/\/agency\/opportunities\/applied$/);
  await expect(
    page.locator('.opportunity-card', { hasText: wanted }).getByText('Applied', { exact: true }),
  ).toBeVisible();
  await shoot(page, 'applied');
  await page
    .getByRole('navigation', { name: 'Your agency’s work' })
    .getByRole('link', { name: 'Saved' })
    .click();
  await expect(page.locator('.opportunity-card', { hasText: wanted })).toBeVisible();
  await shoot(page, 'saved');

  // The company page: edit, then the public page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).click();
  await expect(page).toHaveURL(/\/agency\/company$/);
  await shoot(page, 'company-edit');
  await page.getByRole('link', { name: 'See your public page' }).click();
  await expect(page).toHaveURL(/\/agency\/companies\/[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { name: agency })).toBeVisible();
  // What the agency offers (onboarding step 2) shows on its page.
  await expect(page.getByRole('list', { name: 'What we offer' })).toContainText('Branding');
  await expect(page.getByText('From $80/hour')).toBeVisible();
  await shoot(page, 'company-public');

  // Post a project of its own.
  await page.goto('/agency/opportunities?tab=Project');
  await page
    .getByRole('navigation', { name: 'Your agency’s work' })
    .getByRole('link', { name: 'Your posted projects' })
    .click();
  await expect(page).toHaveURL(/\/agency\/posted/);
  await expect(page.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
  await shoot(page, 'posted-empty');
  await page.getByRole('link', { name: 'Post a project' }).click();
  await expect(page).toHaveURL(/\/agency\/posted\/new/);
  await page.getByLabel('Title').fill(ours);
  await page.getByLabel('Description').fill('A freelance illustrator for packaging and a new logo.');
  await page.getByLabel('Occupation').selectOption('Designer');
  await page.getByLabel('Years of experience').selectOption('3');
  await page.getByLabel('Skills').fill('Illustration, Branding');
  await page.getByLabel('Working mode').selectOption('Remote');
  await page.getByLabel('Pay type').selectOption('Fixed');
  await page.getByLabel('Pay from ($)').fill('2000');
  await page.getByLabel('Pay up to ($)').fill('3500');
  await shoot(page, 'post-project');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { name: ours })).toBeVisible();
  await expect(page.getByText('No applicants yet')).toBeVisible();
  const oursId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // Another party: a freelancer (through the API) applies; the agency shortlists them.
  const freelancer = await createAccount(request, 'freelancer', 'Iris Illustrator');
  await applyTo(request, freelancer.token, oursId);
  await page.reload();
  const application = page.getByRole('article', { name: 'Application from Iris Illustrator' });
  await application.getByRole('button', { name: 'Shortlist' }).click();
  await expect(application.getByText('Iris Illustrator is now shortlisted')).toBeVisible();
  await shoot(page, 'pipeline-shortlisted');

  // The hiring conversation is open: write to the freelancer.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/agency\/messages$/);
  // In the conversation list: the pipeline's own "Message Iris Illustrator" may still be on screen while the page changes.
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: /Iris Illustrator/ })
    .click();
  const thread = page.getByRole('region', { name: 'Conversation with Iris Illustrator' });
  await thread.getByLabel('Message', { exact: true }).fill('Hi Iris, could you send two packaging samples?');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('listitem').filter({ hasText: 'Hi Iris' })).toBeVisible();
  await expect(thread.getByText('Sending…')).toHaveCount(0);
  await shoot(page, 'messages');

  // Rewards: the referral link and a promo code.
  await redeemWelcomeCode(page, 'agency', 'WELCOME50');
  await shoot(page, 'rewards');

  // Settings.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/agency\/settings$/);
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Social logins' })).toBeVisible();
  await shoot(page, 'settings');

  // Log out: the guest view, and the agency pages are closed.
  await logOut(page);
  await expectGuestView(page);
  await page.goto('/agency/posted');
  await expect(page).toHaveURL(/\/$/);

  // The employer sees the agency's application.
  const applicants = await request.get(`/api/v1/opportunities/${wantedId}/applications`, {
    headers: { token: employer.token },
  });
  expect(JSON.stringify(await applicants.json())).toContain(agency);
});
