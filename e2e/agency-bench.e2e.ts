import { expect, test } from '@playwright/test';
import { createAccount, DEMO, DEMO_PASSWORD, logIn, PASSWORD, postOpportunity, screenshot } from './support';

/**
 * Issue 35, decision 131: the demo agency adds a freelancer to its bench by pasting their profile
 * link; the freelancer accepts in Settings; the agency's page and an employer's agency card show
 * them; the employer presses Message on the card and lands in a conversation with the agency,
 * then invites the agency to one of their projects, which the agency finds under Invitations.
 */
const FOLDER = 'agency-bench';
const AGENCY = 'Raman Studio';

test('an agency shows its bench, and an employer messages it from its card', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const freelancer = await createAccount(request, 'freelancer', 'Bea Benchley');
  const employer = await createAccount(request, 'employer', 'Elio Hiring');
  const projectTitle = `Bench project ${Date.now()}`;
  await postOpportunity(request, employer.token, { title: projectTitle, type: 'Project' });

  // The agency's owner pastes the freelancer's profile link in Settings → Bench.
  await logIn(page, DEMO.agency, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/agency\//);
  await page.goto('/agency/settings');
  const bench = page.getByRole('region', { name: 'Bench' });
  await bench.getByLabel('Add a freelancer').fill(`${baseURL}/talent/${freelancer.code}`);
  await bench.getByRole('button', { name: 'Invite to the bench' }).click();
  await expect(bench.getByText('Bea Benchley was asked to join your bench.', { exact: false })).toBeVisible();
  const row = bench.getByTestId(`bench-person-${freelancer.code}`);
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();
  await bench.scrollIntoViewIfNeeded();
  await screenshot(page, 'agency-settings-invited', FOLDER);

  // The freelancer accepts in Settings → Agencies.
  const freelancerPage = await (await browser.newContext()).newPage();
  await logIn(freelancerPage, freelancer.email);
  await expect(freelancerPage).toHaveURL(/\/freelancer\//);
  await freelancerPage.goto('/freelancer/settings');
  const agencies = freelancerPage.getByRole('region', { name: 'Agencies' });
  await expect(agencies.getByRole('link', { name: AGENCY })).toBeVisible();
  await agencies.scrollIntoViewIfNeeded();
  await screenshot(freelancerPage, 'freelancer-invitation', FOLDER);
  await agencies.getByRole('button', { name: `Accept ${AGENCY}’s invitation` }).click();
  await expect(agencies.getByText(`You are on ${AGENCY}’s bench`, { exact: false })).toBeVisible();
  // Leaving asks first; staying keeps them on the bench.
  await agencies.getByRole('button', { name: `Leave ${AGENCY}’s bench` }).click();
  await expect(
    agencies.getByText(`Your card leaves ${AGENCY}’s page and search card at once.`),
  ).toBeVisible();
  await agencies.getByRole('button', { name: 'Stay on the bench' }).click();
  await expect(agencies.getByRole('button', { name: `Leave ${AGENCY}’s bench` })).toBeVisible();
  await screenshot(freelancerPage, 'freelancer-on-bench', FOLDER);

  // The agency's list now says so.
  await page.reload();
  await expect(
    page.getByTestId(`bench-person-${freelancer.code}`).getByText('On the bench', { exact: true }),
  ).toBeVisible();

  // An employer finds the agency in talent search: its card shows the bench and Message.
  const employerPage = await (await browser.newContext()).newPage();
  await logIn(employerPage, employer.email);
  await expect(employerPage).toHaveURL(/\/employer\//);
  await employerPage.goto(`/employer/talent?tab=Agency&jobName=${encodeURIComponent(AGENCY)}`);
  const card = employerPage.getByRole('article', { name: AGENCY });
  await expect(card.getByText(/on the bench/)).toBeVisible();
  await expect(card.getByRole('button', { name: `Message ${AGENCY}` })).toBeVisible();
  await screenshot(employerPage, 'employer-agency-card', FOLDER);

  // The agency's page lists "Our people", each linking to the profile.
  await card.getByRole('link', { name: AGENCY }).click();
  await expect(employerPage).toHaveURL(/\/employer\/companies\//);
  const people = employerPage.getByRole('region', { name: 'Our people' });
  await expect(people.getByRole('link', { name: 'Bea Benchley' })).toHaveAttribute(
    'href',
    `/employer/talent/${freelancer.code}`,
  );
  await screenshot(employerPage, 'agency-page-our-people', FOLDER);

  // Message on the card opens (or continues) the conversation with the agency's owner.
  await employerPage.goBack();
  await employerPage
    .getByRole('article', { name: AGENCY })
    .getByRole('button', { name: `Message ${AGENCY}` })
    .click();
  await expect(employerPage).toHaveURL(/\/employer\/messages\?conversation=/);
  await expect(employerPage.getByText('Priya Raman').first()).toBeVisible();
  await screenshot(employerPage, 'employer-conversation', FOLDER);

  // Invite on the card offers the employer's open projects; the invitation goes to the agency.
  await employerPage.goBack();
  const again = employerPage.getByRole('article', { name: AGENCY });
  await again.getByRole('button', { name: `Invite ${AGENCY} to one of your opportunities` }).click();
  await expect(again.getByLabel(`Invite ${AGENCY} to`, { exact: true })).toContainText(projectTitle);
  await screenshot(employerPage, 'employer-invite-picker', FOLDER);
  await again.getByRole('button', { name: 'Send invitation' }).click();
  await expect(again.getByText(`${AGENCY} is invited to “${projectTitle}”`, { exact: false })).toBeVisible();

  await page.goto('/agency/opportunities/request');
  await expect(page.getByText(projectTitle)).toBeVisible();
  await screenshot(page, 'agency-invitations', FOLDER);
});

test('a guest presses Log in to message on an agency card and lands in the conversation', async ({
  page,
  request,
}) => {
  const employer = await createAccount(request, 'employer', 'Gus Guest-turned-employer');
  await page.goto(`/talent?tab=Agency&jobName=${encodeURIComponent(AGENCY)}`);
  const card = page.getByRole('article', { name: AGENCY });
  await expect(card.getByRole('link', { name: `Message ${AGENCY}` })).toBeVisible();
  await expect(card.getByRole('link', { name: `Invite ${AGENCY} to a project` })).toBeVisible();
  await screenshot(page, 'guest-agency-card', FOLDER);
  await card.getByRole('link', { name: 'Log in to message' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(employer.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Back on the agency's page under the employer's prefix, where the conversation opens.
  await expect(page).toHaveURL(/\/employer\/messages\?conversation=/);
  await expect(page.getByText('Priya Raman').first()).toBeVisible();
});
