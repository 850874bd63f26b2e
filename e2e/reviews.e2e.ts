import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { staffSignIn } from './staff-sign-in';
import {
  type Account,
  applyTo,
  createAccount,
  hireByOffer,
  makeProfilePublic,
  PASSWORD,
  postOpportunity,
  screenshot,
} from './support';

/** Issue 19: hire, end, both review; reviews show together; reports reach staff (decisions 106, 107). */
test.setTimeout(180_000);

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

/** An employer posts, a freelancer applies and accepts the employer's offer (via the API). */
async function hired(request: APIRequestContext, title: string) {
  const employer = await createAccount(request, 'employer', 'Hana Employer');
  const freelancer = await createAccount(request, 'freelancer', 'Ravi Freelancer');
  // Guests read the reviews on the public profile: a profile shown to guests (decision 100).
  await makeProfilePublic(request, freelancer.token);
  const opportunityId = await postOpportunity(request, employer.token, { title });
  const applicationId = await applyTo(request, freelancer.token, opportunityId);
  await hireByOffer(request, { employer: employer.token, candidate: freelancer.token }, applicationId);
  const profile = await (
    await request.get('/api/v1/user/profile', { headers: { token: employer.token } })
  ).json();
  return { employer, freelancer, opportunityId, companyCode: profile.result.company.code as string };
}

/** On the Work page: open the card's review form, rate and comment, publish. */
async function review(page: Page, role: string, title: string, rating: string, comment: string) {
  await page.goto(`/${role}/work`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: 'Review' }).click();
  await card.getByLabel('Rating').selectOption(rating);
  await card.getByLabel('Comment').fill(comment);
  await card.getByRole('button', { name: 'Publish when both are in' }).click();
  return card;
}

test('hire, end, both review: the reviews appear together on the profile and the company page', async ({
  browser,
  page,
  request,
}) => {
  const s = await hired(request, 'Route planner in TypeScript');

  // The job page shows the company's track record to a guest.
  await page.goto(`/freelancer/opportunities/${s.opportunityId}`);
  const record = page.getByRole('region', { name: 'Track record' });
  await expect(record).toContainText('1 applicant so far');
  await expect(record).toContainText('1 hire made · hired on 1 of 1 job posted (100%)');
  await expect(record).toContainText('Usually answers applicants within an hour');
  await expect(record).toContainText('Last active today');
  await screenshot(page, 'job-track-record', 'reviews');

  // The freelancer ends the engagement from the Work page.
  const freelancer = await openAs(browser, s.freelancer);
  await freelancer.goto('/freelancer/work');
  const card = freelancer
    .getByRole('listitem')
    .filter({ has: freelancer.getByRole('heading', { name: 'Route planner in TypeScript' }) });
  await card.getByRole('button', { name: 'End' }).click();
  await card.getByLabel('How did it end?').selectOption('completed');
  await card.getByRole('button', { name: 'End engagement' }).click();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();

  // Double-blind: the first review waits for the second.
  const mine = await review(
    freelancer,
    'freelancer',
    'Route planner in TypeScript',
    '5',
    'Clear brief, paid on time.',
  );
  await expect(mine.getByText('(hidden until both are in)')).toBeVisible();
  // While it is hidden it can still be changed (issue 35).
  await mine.getByRole('button', { name: 'Edit review' }).click();
  await expect(mine.getByLabel('Comment')).toHaveValue('Clear brief, paid on time.');
  await mine.getByLabel('Comment').fill('Clear brief, paid on time, kind feedback.');
  await mine.getByRole('button', { name: 'Save changes' }).click();
  await expect(mine.getByText('Clear brief, paid on time, kind feedback.')).toBeVisible();
  await screenshot(freelancer, 'work-review-waiting', 'reviews');

  const employer = await openAs(browser, s.employer);
  const theirs = await review(
    employer,
    'employer',
    'Route planner in TypeScript',
    '4',
    'Solid planner, good tests.',
  );
  await expect(theirs.getByText('Clear brief, paid on time, kind feedback.')).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Edit review' })).toHaveCount(0);

  // Both appear in public together, with the ratings.
  await page.goto(`/talent/${s.freelancer.code}`);
  const onProfile = page.getByRole('region', { name: /Reviews/ });
  await expect(onProfile).toContainText('Solid planner, good tests.');
  await expect(onProfile).toContainText('4.0 from 1');
  await screenshot(page, 'profile-reviews', 'reviews');
  await page.goto(`/companies/${s.companyCode}`);
  const onCompany = page.getByRole('region', { name: /Reviews/ });
  await expect(onCompany).toContainText('Clear brief, paid on time, kind feedback.');
  await expect(onCompany).toContainText('5.0 from 1');
  await screenshot(page, 'company-reviews', 'reviews');

  // The job page and the opportunity cards carry the company's rating.
  await page.goto(`/freelancer/opportunities/${s.opportunityId}`);
  const companyRating = page.getByRole('region', { name: 'Harbour Logistics' }).locator('.rating-summary');
  await expect(companyRating).toHaveText('★ Rated 5.0 of 5 (1 review)');
  await freelancer.context().close();
  await employer.context().close();
});

test('a signed-in reader reports a review; staff hide it with a reason; both sides see why', async ({
  browser,
  page,
  request,
}) => {
  const s = await hired(request, 'Depot scheduling fixes');
  const headers = (token: string) => ({ headers: { token } });
  const [engagement] = (await (await request.get('/api/v1/engagements', headers(s.freelancer.token))).json())
    .result.items;
  await request.post(`/api/v1/engagements/${engagement._id}/end`, {
    ...headers(s.employer.token),
    data: { outcome: 'completed' },
  });
  for (const [account, comment] of [
    [s.employer, 'Rude and late, avoid this person at all costs.'],
    [s.freelancer, 'Good client, clear brief.'],
  ] as const) {
    const reviewed = await request.post(`/api/v1/engagements/${engagement._id}/review`, {
      ...headers(account.token),
      data: { rating: account === s.employer ? 1 : 5, comment },
    });
    expect(reviewed.ok()).toBe(true);
  }

  const reader = await createAccount(request, 'employer', 'Rosa Reader');
  const readerPage = await openAs(browser, reader);
  await readerPage.goto(`/employer/talent/${s.freelancer.code}`);
  const reviews = readerPage.getByRole('region', { name: /Reviews/ });
  await reviews.getByRole('button', { name: 'Report this review' }).click();
  await reviews.getByRole('button', { name: 'Send report' }).click();
  await expect(reviews.getByText(/at least 5 characters/)).toBeVisible();
  await reviews
    .getByLabel('Why should staff look at this review?')
    .fill('Personal attack, not about the work.');
  await screenshot(readerPage, 'report-review-form', 'reviews');
  await reviews.getByRole('button', { name: 'Send report' }).click();
  await expect(reviews.getByText('Thank you. Our staff will look at this review.')).toBeVisible();
  await readerPage.context().close();

  // Staff (demo support account) hide it with a reason.
  await page.goto('/staff/reported-reviews');
  await staffSignIn(page, 'staff@demo.talentport.dev', 'talentport-demo-2026');
  await page.getByRole('link', { name: 'Reviews' }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Rude and late' });
  await expect(item).toContainText('1 report pending');
  await expect(item).toContainText('Personal attack, not about the work.');
  await screenshot(page, 'staff-reported-reviews', 'reviews');
  await item.getByLabel('Reason for hiding (both sides see it)').fill('Personal attack instead of a review.');
  await item.getByRole('button', { name: 'Hide review' }).click();
  await expect(page.getByText(/is hidden; both sides see why/)).toBeVisible();

  // Gone from the profile and the rating; the reviewed freelancer sees it marked hidden with the reason.
  await page.goto(`/talent/${s.freelancer.code}`);
  await expect(page.getByText('Rude and late')).toHaveCount(0);
  const freelancer = await openAs(browser, s.freelancer);
  await freelancer.goto('/freelancer/work');
  await expect(
    freelancer.getByText('Hidden by Talentport staff: Personal attack instead of a review.'),
  ).toBeVisible();
  await screenshot(freelancer, 'work-review-hidden', 'reviews');
  await freelancer.context().close();
});
