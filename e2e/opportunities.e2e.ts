import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logIn, logOut, screenshot } from './support';
import { acceptOffer, apiToken, offerFromCard } from './work-support';

const EMPLOYER = DEMO.employer;
const FREELANCER = DEMO.freelancer;

test('employer posts a job; a freelancer finds it by filter and keyword and applies; the employer shortlists and hires; the freelancer sees it', async ({
  page,
  request,
}) => {
  const title = `Kotlin platform engineer ${Date.now().toString(36)}`;

  // The employer posts a job from the pipeline.
  await logIn(page, EMPLOYER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/opportunities$/);
  await expect(page.getByRole('heading', { name: 'Your opportunities' })).toBeVisible();
  await expect(page.locator('.opportunity-card').first()).toBeVisible();
  await screenshot(page, 'employer-opportunities');
  await page.getByRole('link', { name: 'Post a job' }).click();
  await expect(page).toHaveURL(/\/employer\/opportunities\/new/);
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Description')
    .fill('Build our routing platform.\n\n- Kotlin services on AWS\n- Work with **dispatch** and data teams');
  await page.getByLabel('Occupation').selectOption('Developer');
  await page.getByLabel('Years of experience').selectOption('5');
  await page.getByLabel('Skills').fill('Kotlin, AWS');
  await page.getByLabel('Working mode').selectOption('Hybrid');
  await page.getByLabel('Workload').selectOption('Full-time');
  await page.getByLabel('Pay type').selectOption('Monthly');
  await page.getByLabel('Pay from ($)').fill('6000');
  await page.getByLabel('Pay up to ($)').fill('9000');
  await screenshot(page, 'opportunity-form');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('No applicants yet')).toBeVisible();
  const pipelineUrl = page.url();
  await logOut(page);

  // A guest can read it.
  const opportunityId = pipelineUrl.split('/').pop() ?? '';
  await page.goto(`/freelancer/opportunities/${opportunityId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up to apply' })).toBeVisible();
  await screenshot(page, 'opportunity-detail-guest');

  // The freelancer finds it with a filter and a keyword (with a typo), and applies.
  await logIn(page, FREELANCER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/freelancer\/opportunities\?tab=Job$/);
  await expect(page.locator('.opportunity-card').first()).toBeVisible();
  await screenshot(page, 'freelancer-opportunities');
  await page.getByRole('checkbox', { name: /^Hybrid/ }).click();
  await expect(page).toHaveURL(/workingMode=Hybrid/);
  await expect(page.getByRole('checkbox', { name: /^Hybrid/ })).toBeChecked();
  await page.getByLabel('Search by keyword').fill('kotlni');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/jobName=kotlni/);
  const card = page.locator('.opportunity-card', { hasText: title });
  await expect(card).toBeVisible();
  await expect(page.locator('.opportunity-card')).toHaveCount(1);
  await screenshot(page, 'freelancer-search-filtered');
  // Back returns to the unfiltered keyword state: filters live in the URL.
  await page.goBack();
  await expect(page).not.toHaveURL(/jobName/);
  await page.goForward();
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page
    .getByLabel('Cover letter')
    .fill('I have run Kotlin services on AWS for four years at a delivery start-up.');
  await page.getByLabel(/Your rate/).fill('7500');
  await screenshot(page, 'opportunity-detail');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Applied — waiting for the employer')).toBeVisible();
  await page.getByRole('link', { name: 'See all your applications' }).click();
  await expect(page).toHaveURL(/\/freelancer\/opportunities\/applied$/);
  await expect(
    page.locator('.opportunity-card', { hasText: title }).getByText('Applied', { exact: true }),
  ).toBeVisible();
  await screenshot(page, 'freelancer-applied');
  await logOut(page);

  // The employer shortlists, then hires.
  await logIn(page, EMPLOYER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/opportunities$/);
  await page.goto(new URL(pipelineUrl).pathname);
  const application = page.getByRole('article', { name: 'Application from Mai Tran' });
  await expect(application).toBeVisible();
  await application.getByRole('button', { name: 'Shortlist' }).click();
  await expect(application.getByText('Mai Tran is now shortlisted')).toBeVisible();
  await application.getByLabel('Private note').fill('Strong AWS answers.');
  await application.getByRole('button', { name: 'Save note' }).click();
  await expect(application.getByText('Note saved.')).toBeVisible();
  // Hiring is an offer with terms the freelancer accepts (issue 34).
  const offerId = await offerFromCard(page, application, 'Mai Tran');
  await acceptOffer(request, await apiToken(request, FREELANCER, DEMO_PASSWORD), offerId);
  await page.goto(new URL(pipelineUrl).pathname);
  await expect(page.getByText('1 of 1 hired')).toBeVisible();
  await screenshot(page, 'employer-pipeline');
  await logOut(page);

  // The freelancer sees the change: bell, notifications and the applied list.
  await logIn(page, FREELANCER, DEMO_PASSWORD);
  await expect(page.getByRole('link', { name: /Notifications, \d+ unread/ })).toBeVisible();
  await page.getByRole('link', { name: /Notifications, \d+ unread/ }).click();
  await expect(page.getByRole('link', { name: 'You have a new offer' }).first()).toBeVisible();
  await screenshot(page, 'notifications');
  await page.goto('/freelancer/opportunities/applied?tab=Job');
  await expect(
    page.locator('.opportunity-card', { hasText: title }).getByText('Hired', { exact: true }),
  ).toBeVisible();

  // The other freelancer lists (empty states are screenshots too).
  await page.goto('/freelancer/opportunities/saved?tab=Job');
  await expect(page.getByRole('heading', { name: 'Saved opportunities' })).toBeVisible();
  await screenshot(page, 'freelancer-saved');
  await page.goto('/freelancer/opportunities/request?tab=Job');
  await expect(page.getByRole('heading', { name: 'Invitations', exact: true })).toBeVisible();
  await screenshot(page, 'freelancer-requests');
});

test('agency landing lists projects with filters and pages', async ({ page }) => {
  await logIn(page, 'agency@demo.talentport.dev', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/agency\/opportunities\?tab=Project$/);
  await expect(page.locator('.opportunity-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /\d+ projects/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /^Fixed/ }).click();
  await expect(page).toHaveURL(/payType=Fixed/);
  await expect(page.locator('.opportunity-card').first()).toContainText('fixed');
  await screenshot(page, 'agency-opportunities');
  await page.goto('/agency/posted');
  await expect(page.getByRole('heading', { name: 'Your posted projects' })).toBeVisible();
  await screenshot(page, 'agency-posted');
});
