import { expect, test } from '@playwright/test';
import {
  createAccount,
  expectGuestView,
  journeyScreenshots,
  makeProfilePublic,
  postOpportunity,
} from './support';

// A whole journey with a screenshot and an axe check per step: more than two minutes on a busy machine.
test.setTimeout(180_000);

test('guest: home, search with filters in the URL, detail, company and talent pages, login prompts, sign-up; no role page opens', async ({
  page,
  request,
}) => {
  const shoot = journeyScreenshots('guest');
  const suffix = Date.now().toString(36);
  const title = `Hybrid Haskell engineer ${suffix}`;
  // Other parties, through the API: an employer with a job, a freelancer with a public page.
  const employer = await createAccount(request, 'employer', 'Gail Guestview', {
    company: {
      name: `Quayside Freight ${suffix}`,
      companyIndustry: 'Logistics',
      companyLocation: 'Singapore',
      companySize: '51-200',
      aboutBusiness: 'We run the quayside cranes and the software behind them.',
    },
  });
  const opportunityId = await postOpportunity(request, employer.token, {
    title,
    description:
      'Type-safe services for crane scheduling.\n\n- Haskell and PostgreSQL\n- Two days a week on site',
    skills: ['Haskell', 'PostgreSQL'],
    workingMode: 'Hybrid',
  });
  const talent = await createAccount(request, 'freelancer', 'Theo Talent');
  await makeProfilePublic(request, talent.token);

  // Home, as a guest.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Jobs and talent, matched.' })).toBeVisible();
  await expectGuestView(page);
  await expect(page.locator('.talent-card').first()).toBeVisible();
  await shoot(page, 'home');

  // Search: the filters and the keyword live in the URL, so the search can be shared.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find work' }).click();
  await expect(page).toHaveURL(/\/opportunities$/);
  await expect(page.getByRole('heading', { name: 'Find work on Talentport' })).toBeVisible();
  await expect(page.locator('.opportunity-card').first()).toBeVisible();
  await shoot(page, 'search');
  await page.getByRole('checkbox', { name: /^Hybrid/ }).click();
  await expect(page).toHaveURL(/workingMode=Hybrid/);
  await page.getByLabel('Search by keyword').fill('haskell');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/jobName=haskell/);
  const shared = page.url();
  await page.goto('/');
  await page.goto(shared);
  await expect(page.getByRole('checkbox', { name: /^Hybrid/ })).toBeChecked();
  await expect(page.getByLabel('Search by keyword')).toHaveValue('haskell');
  const card = page.locator('.opportunity-card', { hasText: title });
  await expect(card).toBeVisible();
  await expect(page.locator('.opportunity-card')).toHaveCount(1);
  await shoot(page, 'search-filtered');

  // Detail: reading is open; applying and saving ask to sign up or log in.
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/opportunities/${opportunityId}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Haskell and PostgreSQL')).toBeVisible();
  const apply = page.getByRole('region', { name: 'Apply' });
  await expect(apply.getByRole('link', { name: 'Sign up to apply' })).toBeVisible();
  await expect(page.getByLabel('Cover letter')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await shoot(page, 'opportunity-detail');
  await page.getByRole('link', { name: 'Log in to save' }).click();
  // The log-in page knows where to come back to (`next`, issue 35).
  await expect(page).toHaveURL(/\/login\?next=%2Ffreelancer%2Fopportunities%2F/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await shoot(page, 'login');
  await page.goBack();

  // The company page, from the detail page's company card.
  await page.getByRole('link', { name: `Quayside Freight ${suffix}` }).click();
  await expect(page).toHaveURL(/\/companies\/[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { name: `Quayside Freight ${suffix}` })).toBeVisible();
  await expect(page.getByText('51-200 people')).toBeVisible();
  // Its open positions, each leading back to the opportunity's page.
  const positions = page.getByRole('region', { name: 'Open positions' });
  await expect(positions.getByRole('tab', { name: /Jobs/ })).toHaveAttribute('aria-selected', 'true');
  await expect(positions.locator('.opportunity-card')).toHaveCount(1);
  await expect(positions.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/freelancer/opportunities/${opportunityId}`,
  );
  await shoot(page, 'company');
  await positions.getByRole('tab', { name: /Projects/ }).click();
  await expect(positions.getByText('No open projects right now.')).toBeVisible();

  // A talent page.
  await page.goto(`/talent/${talent.code}`);
  await expect(page.getByRole('heading', { name: 'Theo Talent' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(talent.email);
  await shoot(page, 'talent');

  // Sign-up from the detail page's prompt.
  await page.goto(`/freelancer/opportunities/${opportunityId}`);
  await page.getByRole('link', { name: 'Sign up to apply' }).click();
  await expect(page).toHaveURL(/\/signup\?role=freelancer&next=%2Ffreelancer%2Fopportunities%2F/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await shoot(page, 'signup');

  // An opportunity that does not exist says so and leads back to the search.
  await page.goto('/freelancer/opportunities/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Opportunity not found' })).toBeVisible();
  await shoot(page, 'opportunity-not-found');
  await page.getByRole('link', { name: 'See open opportunities' }).click();
  await expect(page).toHaveURL(/\/opportunities$/);

  // No role-only page opens for a guest: each sends them home (the route rules, the guard rules).
  for (const path of [
    '/freelancer/opportunities?tab=Job',
    '/freelancer/opportunities/saved?tab=Job',
    '/freelancer/messages',
    '/employer/opportunities',
    '/employer/opportunities/new',
    `/employer/talent/${talent.code}`,
    '/agency/opportunities?tab=Project',
    '/agency/rewards',
    '/change-password',
    '/onboard/account-type',
  ]) {
    await page.goto(path);
    await expect.poll(() => new URL(page.url()).pathname, { message: path }).toBe('/');
  }
  await expectGuestView(page);
});
