import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  type Account,
  applyTo,
  createAccount,
  DEMO,
  DEMO_PASSWORD,
  logIn,
  PASSWORD,
  postOpportunity,
  screenshot,
  setApplicationStatus,
} from './support';
import { dayFromToday, expectPdf, fillFixedOffer } from './work-support';

/**
 * Issue 34, fixed price from offer to paid: the employer offers (two milestones), the freelancer
 * counters, the employer accepts the counter, milestone 1 is submitted and approved, the invoice's
 * PDF downloads for both sides, then it is marked paid and confirmed received.
 */
test.setTimeout(240_000);

async function openAs(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/opportunities/);
  return page;
}

/** Downloads the invoice's PDF from the Work page and checks it is one. */
async function downloadPdf(page: Page, invoice: ReturnType<Page['getByRole']>) {
  const downloading = page.waitForEvent('download');
  await invoice.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('fixed price: offer, counter, accept, submit, approve, invoice PDF for both, paid and confirmed', async ({
  browser,
  request,
}) => {
  const employerAccount = await createAccount(request, 'employer', 'Hana Employer');
  const freelancerAccount = await createAccount(request, 'freelancer', 'Ravi Candidate');
  const title = `Delivery tracking page ${Date.now().toString(36)}`;
  const opportunityId = await postOpportunity(request, employerAccount.token, { title, type: 'Project' });
  const applicationId = await applyTo(request, freelancerAccount.token, opportunityId);
  await setApplicationStatus(request, employerAccount.token, applicationId, 'shortlisted');

  // The employer: "Make an offer" on the applicant's card, fixed price with two milestones.
  const employer = await openAs(browser, employerAccount);
  await employer.goto(`/employer/opportunities/${opportunityId}`);
  const application = employer.getByRole('article', { name: 'Application from Ravi Candidate' });
  await expect(application.getByRole('button', { name: 'Hire' })).toHaveCount(0);
  await application.getByRole('link', { name: 'Make an offer' }).click();
  await expect(employer.getByRole('heading', { name: 'Make an offer to Ravi Candidate' })).toBeVisible();
  await fillFixedOffer(employer, {
    currency: 'USD',
    total: '1,500',
    scope: 'A page where customers follow their delivery, with the driver on a map.',
    milestones: [
      { title: 'Design', amount: '500', dueDate: dayFromToday(10) },
      { title: 'Build', amount: '900', dueDate: dayFromToday(24) },
    ],
  });
  // The sum is checked as one types, in plain words.
  await expect(
    employer.getByText(/add up to \$1,400\.00, \$100\.00 less than the total of \$1,500\.00/),
  ).toBeVisible();
  await screenshot(employer, 'offer-form-sum-off', 'work');
  await employer.getByLabel('Milestone 2 amount').fill('1,000');
  await expect(employer.getByText('The milestones add up to the total, $1,500.00.')).toBeVisible();
  await screenshot(employer, 'offer-form', 'work');
  await employer.getByRole('button', { name: 'Send offer' }).click();
  await expect(employer).toHaveURL(/\/employer\/work\?offer=/);
  await expect(employer.getByRole('heading', { name: `Offer for ${title}` })).toBeVisible();
  await expect(employer.getByText(/expires in 7 days/)).toBeVisible();
  await screenshot(employer, 'offer-sent', 'work');

  // The freelancer counters: a higher total, the second milestone raised to match.
  const freelancer = await openAs(browser, freelancerAccount);
  await freelancer.goto('/freelancer/work');
  const offers = freelancer.getByRole('region', { name: 'Offers' });
  await expect(offers.getByText('From Harbour Logistics')).toBeVisible();
  await screenshot(freelancer, 'offers-list-freelancer', 'work');
  await offers.getByRole('link', { name: title }).click();
  await expect(freelancer.getByText('$1,500.00').first()).toBeVisible();
  await freelancer.getByRole('button', { name: 'Counter' }).click();
  await expect(freelancer.getByLabel('Total')).toHaveValue('1500.00');
  await freelancer.getByLabel('Total').fill('1,800');
  await freelancer.getByLabel('Milestone 2 amount').fill('1,300');
  await expect(freelancer.getByText('The milestones add up to the total, $1,800.00.')).toBeVisible();
  await freelancer.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(freelancer.getByRole('heading', { name: /Version 2 · sent by you .* Pending/ })).toBeVisible();
  await expect(
    freelancer.getByRole('heading', { name: /Version 1 · sent by Harbour Logistics .* Countered/ }),
  ).toBeVisible();
  await screenshot(freelancer, 'offer-countered', 'work');

  // The employer accepts the counter: the engagement starts on its terms.
  await employer.goto('/employer/work');
  await employer.getByRole('region', { name: 'Offers' }).getByRole('link', { name: title }).click();
  await expect(employer.getByText('$1,800.00').first()).toBeVisible();
  await employer.getByRole('button', { name: 'Accept' }).click();
  await expect(employer.getByText('Accepted. The work can start.')).toBeVisible();
  await employer.getByRole('link', { name: 'Open the Work page' }).click();
  await expect(employer.getByRole('heading', { name: title })).toBeVisible();
  await expect(employer.getByRole('listitem', { name: 'Milestone 2' })).toContainText('$1,300.00');
  await screenshot(employer, 'work-fixed-started', 'work');

  // The freelancer's billing details, printed on the invoices they issue (Settings).
  await freelancer.goto('/freelancer/settings');
  const billing = freelancer.getByRole('form', { name: 'Billing details' });
  await billing.getByLabel('Legal name').fill('Ravi Candidate Studio');
  await billing.getByLabel('Billing address').fill('12 Harbour Street, Singapore 098765');
  await billing.getByLabel('Country').fill('sg');
  await billing.getByRole('button', { name: 'Save billing details' }).click();
  await expect(billing.getByText('Billing details saved. New invoices show them.')).toBeVisible();
  await expect(billing.getByLabel('Country')).toHaveValue('SG');

  // The freelancer submits milestone 1 from the Work page.
  await freelancer.goto('/freelancer/work');
  await freelancer.getByRole('link', { name: 'Open', exact: true }).first().click();
  await expect(freelancer.getByText('Next for you: Submit milestone 1')).toBeVisible();
  await freelancer.getByRole('button', { name: 'Submit milestone 1' }).click();
  await freelancer.getByLabel('Note').fill('Designs are in the shared folder, with the map states.');
  await freelancer.getByRole('button', { name: 'Send milestone 1 for approval' }).click();
  await expect(
    freelancer.getByText('Submitted. The company has been asked to approve milestone 1.'),
  ).toBeVisible();
  await screenshot(freelancer, 'work-milestone-submitted', 'work');
  // The working conversation is one tap away.
  const workPage = freelancer.url();
  await freelancer.getByRole('link', { name: 'Working conversation' }).click();
  await expect(freelancer.getByRole('region', { name: 'Conversation with Hana Employer' })).toBeVisible();
  await freelancer.goto(workPage);

  // The employer approves it: the invoice is made.
  await employer.reload();
  await expect(employer.getByText('Next for you: Approve milestone 1')).toBeVisible();
  await employer.getByRole('button', { name: 'Approve milestone 1' }).click();
  const employerInvoice = employer.getByRole('listitem', { name: /^Invoice / });
  await expect(employerInvoice).toContainText('Issued');
  await expect(employerInvoice).toContainText('$500.00');
  await downloadPdf(employer, employerInvoice);
  await screenshot(employer, 'work-invoice-issued', 'work');

  // The PDF downloads for the freelancer too, and both sessions get application/pdf.
  await freelancer.reload();
  const freelancerInvoice = freelancer.getByRole('listitem', { name: /^Invoice / });
  await downloadPdf(freelancer, freelancerInvoice);
  const invoices = await request.get('/api/v1/invoices', { headers: { token: freelancerAccount.token } });
  const invoiceId = (await invoices.json()).result.items[0]._id as string;
  await expectPdf(request, freelancerAccount.token, invoiceId);
  await expectPdf(request, employerAccount.token, invoiceId);

  // The employer marks it paid with the transfer's reference; the freelancer confirms it arrived.
  await employerInvoice.getByRole('button', { name: 'Mark paid' }).click();
  await employerInvoice.getByLabel('Transfer reference').fill('DBS TRF 2026-1128-0042');
  await employerInvoice.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(employerInvoice).toContainText('Marked paid');
  await freelancer.reload();
  await freelancerInvoice.getByRole('button', { name: 'Payment details' }).click();
  await expect(freelancerInvoice).toContainText('DBS TRF 2026-1128-0042');
  await freelancerInvoice.getByRole('button', { name: 'Confirm received' }).click();
  await expect(freelancerInvoice.getByText('Confirmed: the invoice is paid.')).toBeVisible();
  await expect(freelancerInvoice.locator('.status')).toHaveText('Paid');
  await screenshot(freelancer, 'work-invoice-paid', 'work');
  await employer.context().close();
  await freelancer.context().close();
});

test('the demo employer’s Work page: offers and engagements in every state, each opening its page', async ({
  page,
}) => {
  await logIn(page, DEMO.employer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/opportunities$/);
  await page.goto('/employer/work');
  const offers = page.getByRole('region', { name: 'Offers' });
  await expect(offers.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Engagements' })).toBeVisible();
  await screenshot(page, 'work-list-demo', 'work');
  // The first engagement opens its Work page with terms and invoices.
  await page.getByRole('link', { name: 'Open', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Terms' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await screenshot(page, 'work-engagement-demo', 'work');
});
