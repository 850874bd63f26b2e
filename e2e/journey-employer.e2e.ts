import { expect, test } from '@playwright/test';
import {
  applyTo,
  chooseAccountType,
  createAccount,
  expectGuestView,
  fillEmployerSteps,
  journeyScreenshots,
  latestMail,
  logOut,
  makeJpeg,
  PASSWORD,
  redeemWelcomeCode,
  signUp,
  uniqueEmail,
  uploadFile,
} from './support';
import { acceptOffer, offerFromCard } from './work-support';

// A whole journey with a screenshot and an axe check per step: more than two minutes on a busy machine.
test.setTimeout(180_000);

test('employer: sign up, verify by link, onboard, post a job, shortlist and hire through the pipeline, chat, company page, rewards, settings, log out', async ({
  page,
  request,
}) => {
  const shoot = journeyScreenshots('employer');
  const suffix = Date.now().toString(36);
  const company = `Harbour Cranes ${suffix}`;
  const title = `Crane telemetry engineer ${suffix}`;

  // Sign up from the home page's call for employers.
  const email = uniqueEmail('journey-employer');
  await page.goto('/');
  await page.getByRole('link', { name: 'Hire talent' }).click();
  await expect(page).toHaveURL(/\/signup\?role=employer$/);
  await expect(page.getByText(/confirm that you join as an employer/)).toBeVisible();
  await shoot(page, 'signup');
  await signUp(page, 'Eli Employer', email);
  await shoot(page, 'account-type-unverified');

  // Verify with the mailed link: it logs the session out and asks to log in again (the guard rules).
  const mail = await latestMail(page.request, email, /Verify your email/);
  await page.goto(mail.links.find((href) => href.includes('/verify-email?token=')) ?? '');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await shoot(page, 'verify-link');
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await expect(page.getByText(`Your email ${email} is verified. Log in to continue.`)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/onboard\/account-type$/);
  await expect(page.getByRole('region', { name: 'Verify your email' })).toHaveCount(0);

  // Onboard: the four-step wizard, with a logo.
  await chooseAccountType(page, 'Employer');
  await fillEmployerSteps(page, company, (name) => shoot(page, name));
  await uploadFile(page, 0, { name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(600, 600) });
  await expect(page.locator('.upload__preview')).toBeVisible();
  await shoot(page, 'onboard-step4-review');
  await page.getByRole('button', { name: 'Submit and finish' }).click();
  await expect(page).toHaveURL(/\/employer\/opportunities$/);
  await expect(page.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
  await shoot(page, 'opportunities-empty');

  // Post a job.
  await page.getByRole('link', { name: 'Post a job' }).click();
  await expect(page).toHaveURL(/\/employer\/opportunities\/new/);
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Description')
    .fill('Keep our cranes talking.\n\n- Rust services at the edge\n- Dashboards the crews trust');
  await page.getByLabel('Occupation').selectOption('Developer');
  await page.getByLabel('Years of experience').selectOption('3');
  await page.getByLabel('Skills').fill('Rust, Grafana');
  await page.getByLabel('Working mode').selectOption('Onsite');
  await page.getByLabel('Workload').selectOption('Full-time');
  await page.getByLabel('Pay type').selectOption('Monthly');
  await page.getByLabel('Pay from ($)').fill('5000');
  await page.getByLabel('Pay up to ($)').fill('7000');
  await shoot(page, 'post-job');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('No applicants yet')).toBeVisible();
  await shoot(page, 'pipeline-empty');
  const opportunityId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // Another party: a freelancer (through the API) applies.
  const freelancer = await createAccount(request, 'freelancer', 'Fern Applicant');
  await applyTo(request, freelancer.token, opportunityId);

  // The applicant shows in the pipeline; shortlist them.
  await page.reload();
  const application = page.getByRole('article', { name: 'Application from Fern Applicant' });
  await expect(application).toBeVisible();
  await application.getByRole('button', { name: 'Shortlist' }).click();
  await expect(application.getByText('Fern Applicant is now shortlisted')).toBeVisible();
  await shoot(page, 'pipeline-shortlisted');

  // Shortlisting opened the hiring conversation: write to the candidate.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/employer\/messages$/);
  // In the conversation list: the pipeline's own "Message Fern Applicant" may still be on screen while the page changes.
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: /Fern Applicant/ })
    .click();
  const thread = page.getByRole('region', { name: 'Conversation with Fern Applicant' });
  await expect(thread.getByText('Hiring').first()).toBeVisible();
  await thread
    .getByLabel('Message', { exact: true })
    .fill('Hello Fern! Can you start on the first of the month?');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('listitem').filter({ hasText: 'Hello Fern!' })).toBeVisible();
  await expect(thread.getByText('Sending…')).toHaveCount(0);
  await shoot(page, 'messages');

  // Back in the pipeline: an offer with terms (issue 34); Fern accepts it and is hired.
  await page.goto(`/employer/opportunities/${opportunityId}`);
  const offerId = await offerFromCard(page, application, 'Fern Applicant');
  await shoot(page, 'offer-sent');
  await acceptOffer(request, freelancer.token, offerId);
  await page.goto(`/employer/opportunities/${opportunityId}`);
  await expect(page.getByText('1 of 1 hired')).toBeVisible();
  await shoot(page, 'pipeline-hired');
  await page.getByRole('link', { name: 'Your opportunities' }).click();
  await expect(page.locator('.opportunity-card', { hasText: title })).toContainText('1 hired');
  await shoot(page, 'opportunities');

  // The company page: edit, then the public page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).click();
  await expect(page).toHaveURL(/\/employer\/company$/);
  await shoot(page, 'company-edit');
  await page.getByRole('link', { name: 'See your public page' }).click();
  await expect(page).toHaveURL(/\/employer\/companies\/[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Activity on Talentport' })).toContainText('1 hired');
  await shoot(page, 'company-public');

  // Rewards: the referral link and a promo code.
  await redeemWelcomeCode(page, 'employer', 'WELCOME50');
  await shoot(page, 'rewards');

  // Settings: the team and the linked accounts.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/employer\/settings$/);
  await expect(page.getByRole('heading', { name: 'Your team' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Social logins' })).toBeVisible();
  const colleague = uniqueEmail('journey-colleague');
  await page.getByLabel('Invite a colleague').fill(colleague);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague}, to join as a member.`)).toBeVisible();
  await shoot(page, 'settings');

  // Log out: the guest view, and the employer pages are closed.
  await logOut(page);
  await expectGuestView(page);
  await page.goto('/employer/opportunities');
  await expect(page).toHaveURL(/\/$/);

  // The candidate received the message, in the conversation that is now the working one.
  const conversations = await request.get('/api/v1/chat/conversations', {
    headers: { token: freelancer.token },
  });
  const [working] = (await conversations.json()).result.items as { _id: string; type: string }[];
  expect(working?.type).toBe('workingConv');
  const messages = await request.get(`/api/v1/chat/conversations/${working?._id}/messages`, {
    headers: { token: freelancer.token },
  });
  expect(JSON.stringify(await messages.json())).toContain('Hello Fern!');
  const mine = await request.get('/api/v1/user/applications?type=Job', {
    headers: { token: freelancer.token },
  });
  // Accepting the offer hired them at once: the undo window moved to the offer (withdraw before it is seen).
  expect((await mine.json()).result.items[0].status).toBe('hired');
});
