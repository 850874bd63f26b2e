import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  type Account,
  applyTo,
  createAccount,
  PASSWORD,
  postOpportunity,
  screenshot,
  setApplicationStatus,
} from './support';

/**
 * Issue 34, hourly: an offer at a rate with a weekly limit of 2 hours, accepted; time logged over
 * the limit is refused with the API's sentence; the week is submitted and approved; the invoice is made.
 */
test.setTimeout(240_000);

async function openAs(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/opportunities/);
  return page;
}

test('hourly: offer with a weekly limit, time over the limit refused, week submitted and approved, invoice made', async ({
  browser,
  request,
}) => {
  const employerAccount = await createAccount(request, 'employer', 'Hana Employer');
  const freelancerAccount = await createAccount(request, 'freelancer', 'Ravi Candidate');
  const title = `Support engineer ${Date.now().toString(36)}`;
  const opportunityId = await postOpportunity(request, employerAccount.token, { title });
  const applicationId = await applyTo(request, freelancerAccount.token, opportunityId);
  await setApplicationStatus(request, employerAccount.token, applicationId, 'shortlisted');

  // The employer offers $45.00 an hour, at most 2 hours a week, from the conversation.
  const employer = await openAs(browser, employerAccount);
  await employer.goto('/employer/messages');
  await employer.getByRole('button', { name: /Ravi Candidate/ }).click();
  const thread = employer.getByRole('region', { name: 'Conversation with Ravi Candidate' });
  await expect(thread.getByRole('link', { name: 'Make an offer' })).toBeVisible();
  await screenshot(employer, 'conversation-make-offer', 'work');
  await thread.getByRole('link', { name: 'Make an offer' }).click();
  await expect(employer.getByRole('heading', { name: 'Make an offer to Ravi Candidate' })).toBeVisible();
  await employer.getByRole('radio', { name: 'Hourly' }).check();
  await employer.getByLabel('Currency').selectOption('USD');
  await employer.getByLabel('Hourly rate').fill('45');
  await employer.getByLabel('Weekly hour limit').fill('2');
  await employer.getByLabel('Scope').fill('Answer support tickets about the tracking page.');
  await screenshot(employer, 'offer-form-hourly', 'work');
  await employer.getByRole('button', { name: 'Send offer' }).click();
  await expect(employer.getByText('$45.00/hour, at most 2 hours a week').first()).toBeVisible();

  // The freelancer accepts and opens the Work page.
  const freelancer = await openAs(browser, freelancerAccount);
  await freelancer.goto('/freelancer/work');
  await freelancer.getByRole('region', { name: 'Offers' }).getByRole('link', { name: title }).click();
  await freelancer.getByRole('button', { name: 'Accept' }).click();
  await freelancer.getByRole('link', { name: 'Open the Work page' }).click();
  const week = freelancer.getByRole('region', { name: 'This week' });
  await expect(freelancer.getByText('Nothing logged this week yet.')).toBeVisible();
  const logForm = week.getByRole('form', { name: 'Log time' });

  // One-tap logging: 1:30, then 45 minutes more goes over the 2-hour limit and is refused.
  await logForm.getByRole('textbox', { name: 'Time', exact: true }).fill('1:30');
  await logForm.getByRole('textbox', { name: 'Memo' }).fill('Triaged the overnight tickets');
  await week.getByRole('button', { name: 'Log time' }).click();
  await expect(week.getByRole('list', { name: 'Time logged' })).toContainText('1:30');
  await expect(week).toContainText('1 h 30 min of 2 h');
  await logForm.getByRole('textbox', { name: 'Time', exact: true }).fill('45');
  await week.getByRole('button', { name: 'Log time' }).click();
  const refusal = week.getByRole('alert');
  // The API's 409 sentence, as it is.
  await expect(refusal).toHaveText(
    'This week allows 2 hours and 1 h 30 min are logged: at most 0 h 30 min more can be added.',
  );
  await expect(week).toContainText('1 h 30 min of 2 h');
  await screenshot(freelancer, 'work-hourly-limit', 'work');

  // Within the limit: 30 minutes more, then an entry edited while the week is open.
  await logForm.getByRole('textbox', { name: 'Time', exact: true }).fill('0:30');
  await week.getByRole('button', { name: 'Log time' }).click();
  await expect(week).toContainText('2 h of 2 h');
  await week.getByRole('button', { name: /^Edit 0:30 on/ }).click();
  const edit = week.getByRole('form', { name: 'Save' });
  await edit.getByRole('textbox', { name: 'Time', exact: true }).fill('20');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(week).toContainText('1 h 50 min of 2 h');

  // The week is submitted, then approved by the employer: the invoice is made.
  await week.getByRole('button', { name: 'Submit this week' }).click();
  await expect(week).toContainText('Submitted');
  await expect(week.getByRole('button', { name: 'Log time' })).toHaveCount(0);
  await screenshot(freelancer, 'work-hourly-submitted', 'work');
  await employer.goto('/employer/work');
  await employer.getByRole('link', { name: 'Open', exact: true }).first().click();
  await expect(employer.getByText('Next for you:')).toBeVisible();
  await employer.getByRole('button', { name: 'Approve this week' }).click();
  const invoice = employer.getByRole('listitem', { name: /^Invoice / });
  // 1 h 50 min at $45.00 an hour.
  await expect(invoice).toContainText('$82.50');
  await expect(invoice).toContainText('Issued');
  await screenshot(employer, 'work-hourly-invoice', 'work');
  await employer.context().close();
  await freelancer.context().close();
});
