import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** Helpers of the work journeys (issue 34): offers from the pipeline, days, and API shortcuts. */

/** A calendar day `offset` days from today, as the date inputs take it (YYYY-MM-DD, local). */
export function dayFromToday(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export type MilestoneTerms = { title: string; amount: string; dueDate: string };

/** Fills the offer form with fixed-price terms: the total, the scope and the milestones in order. */
export async function fillFixedOffer(
  page: Page,
  terms: { currency?: string; total: string; scope: string; milestones: MilestoneTerms[] },
) {
  await page.getByRole('radio', { name: 'Fixed price' }).check();
  if (terms.currency) await page.getByLabel('Currency').selectOption(terms.currency);
  await page.getByLabel('Total').fill(terms.total);
  await page.getByLabel('Scope').fill(terms.scope);
  for (const [index, milestone] of terms.milestones.entries()) {
    const number = index + 1;
    if ((await page.getByLabel(`Milestone ${number} title`).count()) === 0) {
      await page.getByRole('button', { name: 'Add a milestone' }).click();
    }
    await page.getByLabel(`Milestone ${number} title`).fill(milestone.title);
    await page.getByLabel(`Milestone ${number} amount`).fill(milestone.amount);
    await page.getByLabel(`Milestone ${number} due date`).fill(milestone.dueDate);
  }
  // Rows left over from an earlier version go.
  const extra = page.getByRole('button', { name: `Remove milestone ${terms.milestones.length + 1}` });
  while ((await extra.count()) > 0) await extra.click();
}

/**
 * "Make an offer" on an applicant's card, with one milestone for the whole work, sent; answers the
 * offer's id (from the address of the page it opens).
 */
export async function offerFromCard(page: Page, application: Locator, name: string): Promise<string> {
  await application.getByRole('link', { name: 'Make an offer' }).click();
  await expect(page.getByRole('heading', { name: `Make an offer to ${name}` })).toBeVisible();
  await fillFixedOffer(page, {
    currency: 'USD',
    total: '5,000',
    scope: 'The work described in the opportunity.',
    milestones: [{ title: 'The whole work', amount: '5,000', dueDate: dayFromToday(30) }],
  });
  await page.getByRole('button', { name: 'Send offer' }).click();
  await expect(page).toHaveURL(/\/work\?offer=/);
  return new URL(page.url()).searchParams.get('offer') ?? '';
}

/** The session token of an account, by logging in through the API. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/v1/user/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()).result.token as string;
}

/** The freelancer accepts an offer through the API (journeys about other things than offers). */
export async function acceptOffer(request: APIRequestContext, token: string, offerId: string) {
  const response = await request.post(`/api/v1/offers/${offerId}/accept`, { headers: { token } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The invoice's PDF through the API with a session: its type and first bytes. */
export async function expectPdf(request: APIRequestContext, token: string, invoiceId: string) {
  const response = await request.get(`/api/v1/invoices/${invoiceId}/pdf`, { headers: { token } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/**
 * Hires an applicant the way the product does (issue 34): the company sends an offer with minimal
 * hourly terms, the freelancer accepts it. Answers the engagement's id.
 */
export async function hireThroughOffer(
  request: APIRequestContext,
  employerToken: string,
  freelancerToken: string,
  applicationId: string,
): Promise<string> {
  const sent = await request.post('/api/v1/offers', {
    headers: { token: employerToken },
    data: {
      applicationId,
      terms: {
        kind: 'hourly',
        hourlyRate: 4500,
        weeklyHourLimit: 20,
        startDate: dayFromToday(0),
        scope: 'As agreed.',
      },
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const offerId = (await sent.json()).result._id as string;
  const accepted = await request.post(`/api/v1/offers/${offerId}/accept`, {
    headers: { token: freelancerToken },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return (await accepted.json()).result.engagementId as string;
}
