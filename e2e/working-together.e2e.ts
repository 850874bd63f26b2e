import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { staffSignIn } from './staff-sign-in';
import {
  type Account,
  applyTo,
  createAccount,
  DEMO,
  DEMO_PASSWORD,
  PASSWORD,
  postOpportunity,
  screenshot,
  setApplicationStatus,
} from './support';
import { acceptOffer, offerFromCard } from './work-support';

/** Issue 20: links that land, one conversation per hire, decisions that can be undone, honest support. */
test.setTimeout(180_000);

async function logInHere(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function openAs(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/login');
  await logInHere(page, account.email);
  await expect(page).toHaveURL(/opportunities/);
  return page;
}

/** An employer, a freelancer who applied and was shortlisted (the hiring conversation is open). */
async function shortlisted(request: APIRequestContext, title: string) {
  const employer = await createAccount(request, 'employer', 'Hana Employer');
  const freelancer = await createAccount(request, 'freelancer', 'Ravi Candidate');
  const opportunityId = await postOpportunity(request, employer.token, { title });
  const applicationId = await applyTo(request, freelancer.token, opportunityId);
  await setApplicationStatus(request, employer.token, applicationId, 'shortlisted');
  return { employer, freelancer, opportunityId, applicationId };
}

test('links that land: a guest logs in and continues to the page; a signed-in employer is offered the employer version', async ({
  page,
  request,
}) => {
  await page.goto('/employer/opportunities/new');
  // The guard rules is unchanged: the guest is on `/`.
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  const notice = page.getByRole('region', { name: 'Log in to open the page you followed' });
  await expect(notice).toContainText('/employer/opportunities/new');
  await screenshot(page, 'links-guest-notice', 'working-together');
  await notice.getByRole('link', { name: 'Log in and continue' }).click();
  await logInHere(page, DEMO.employer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/opportunities\/new$/);

  // A colleague's guest link to a profile: the employer lands on their start page, which offers it.
  const freelancer = await createAccount(request, 'freelancer', 'Lina Linked');
  await page.goto(`/talent/${freelancer.code}`);
  await expect(page).toHaveURL(/\/employer\/opportunities$/);
  const tried = page.getByRole('region', { name: 'That link was for visitors who are not signed in' });
  await expect(tried).toContainText(`/talent/${freelancer.code}`);
  await screenshot(page, 'links-signed-in-notice', 'working-together');
  await tried.getByRole('link', { name: 'Open it as employer' }).click();
  await expect(page).toHaveURL(new RegExp(`/employer/talent/${freelancer.code}$`));
  await expect(page.getByRole('heading', { name: 'Lina Linked' })).toBeVisible();
});

test('one conversation per hire: an accepted offer continues the hiring conversation, history kept', async ({
  browser,
  request,
}) => {
  const s = await shortlisted(request, 'Warehouse systems analyst');
  const candidate = await openAs(browser, s.freelancer);
  await candidate.goto('/freelancer/messages');
  await candidate.getByRole('button', { name: /Hana Employer/ }).click();
  const candidateThread = candidate.getByRole('region', { name: 'Conversation with Hana Employer' });
  await candidateThread.getByLabel('Message', { exact: true }).fill('I can start on the first of the month.');
  await candidateThread.getByRole('button', { name: 'Send' }).click();
  await expect(candidateThread.getByText('Sending…')).toHaveCount(0);

  const employer = await openAs(browser, s.employer);
  await employer.goto(`/employer/opportunities/${s.opportunityId}`);
  const application = employer.getByRole('article', { name: 'Application from Ravi Candidate' });
  // Hiring is an offer the candidate accepts (issue 34).
  const offerId = await offerFromCard(employer, application, 'Ravi Candidate');
  await acceptOffer(request, s.freelancer.token, offerId);

  await employer.goto('/employer/messages');
  const list = employer.getByRole('button', { name: /Ravi Candidate/ });
  await expect(list).toHaveCount(1);
  await list.click();
  const thread = employer.getByRole('region', { name: 'Conversation with Ravi Candidate' });
  await expect(thread.getByText('Working').first()).toBeVisible();
  await expect(thread.getByText('I can start on the first of the month.')).toBeVisible();
  await screenshot(employer, 'one-conversation-per-hire', 'working-together');
  const conversations = await request.get('/api/v1/chat/conversations', {
    headers: { token: s.freelancer.token },
  });
  const items = (await conversations.json()).result.items as { type: string }[];
  expect(items.map((item) => item.type)).toEqual(['workingConv']);
  await candidate.context().close();
  await employer.context().close();
});

test('decisions that can be taken back: reject asks first, then undo tells the candidate nothing', async ({
  browser,
  request,
}) => {
  const s = await shortlisted(request, 'Night shift dispatcher');
  const employer = await openAs(browser, s.employer);
  await employer.goto(`/employer/opportunities/${s.opportunityId}`);
  const application = employer.getByRole('article', { name: 'Application from Ravi Candidate' });
  await application.getByRole('button', { name: 'Reject' }).click();
  const confirm = application.getByRole('group', { name: 'Reject Ravi Candidate?' });
  await expect(confirm).toContainText('told by email and notification in 5 minutes');
  await screenshot(employer, 'decision-confirm', 'working-together');
  await confirm.getByRole('button', { name: 'Yes, reject Ravi Candidate' }).click();
  await expect(application.getByText('You rejected Ravi Candidate.')).toBeVisible();
  await screenshot(employer, 'decision-undo', 'working-together');

  // Held: the candidate has no notification yet.
  const news = async () =>
    (await (await request.get('/api/v1/notifications', { headers: { token: s.freelancer.token } })).json())
      .result.items as { kind: string }[];
  expect((await news()).map((item) => item.kind)).toEqual(['application.shortlisted']);

  await application.getByRole('button', { name: 'Undo' }).click();
  await expect(application.getByText('Undone: Ravi Candidate is shortlisted again')).toBeVisible();
  await expect(application.getByRole('link', { name: 'Make an offer' })).toBeVisible();
  expect((await news()).map((item) => item.kind)).toEqual(['application.shortlisted']);
  await employer.context().close();
});

test('support that tells the truth: Seen only once staff read it; waiting until answered; who handles it', async ({
  browser,
  request,
}) => {
  const user = await createAccount(request, 'freelancer', 'Tara Asking');
  const page = await openAs(browser, user);
  await page.getByRole('button', { name: 'Help' }).click();
  const drawer = page.getByRole('dialog', { name: 'Messages' });
  await drawer.getByLabel('Message', { exact: true }).fill('My payout has not arrived yet.');
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer.getByText('Sending…')).toHaveCount(0);
  await expect(drawer.getByText('· Seen')).toHaveCount(0);

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await staffContext.newPage();
  await staff.goto('/staff/support');
  await staffSignIn(staff, 'staff@demo.talentport.dev', DEMO_PASSWORD);
  await expect(staff.getByRole('heading', { name: 'Support inbox' })).toBeVisible();
  // Listing the inbox is not reading: no "Seen" yet.
  await expect(staff.getByRole('button', { name: /Tara Asking/ })).toBeVisible();
  await expect(drawer.getByText('· Seen')).toHaveCount(0);

  await staff.getByRole('button', { name: /Tara Asking/ }).click();
  const thread = staff.getByRole('region', { name: 'Support conversation with Tara Asking' });
  await expect(thread.getByText('My payout has not arrived yet.')).toBeVisible();
  // Read on screen: the user sees "Seen" live; the conversation still waits for an answer.
  await expect(drawer.getByText('· Seen')).toBeVisible();
  await expect(thread.getByText('Waiting for our answer')).toBeVisible();
  await thread.getByRole('button', { name: 'Take it' }).click();
  await expect(thread.getByText('Handled by Sam Tan')).toBeVisible();
  await staff.getByRole('button', { name: 'Waiting for us' }).click();
  await expect(staff.getByRole('button', { name: /Tara Asking/ })).toBeVisible();
  await screenshot(staff, 'support-handled', 'working-together');

  await thread.getByLabel('Reply').fill('Hi Tara, it left our bank today; expect it tomorrow.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByRole('button', { name: /Tara Asking/ })).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(drawer.getByText('Sam Tan from our team is handling this.')).toBeVisible();
  await screenshot(page, 'support-user', 'working-together');
  await staffContext.close();
  await page.context().close();
});
