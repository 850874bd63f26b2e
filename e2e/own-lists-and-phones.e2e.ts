import { expect, test } from '@playwright/test';
import {
  applyTo,
  chooseAccountType,
  createAccount,
  expectStep,
  logIn,
  next,
  postOpportunity,
  screenshot,
  signUp,
  uniqueEmail,
  verifyWithCode,
} from './support';

/**
 * Issue 35, the classes behind single examples: a person's own lists open on "All" (a project
 * application never hides behind the Jobs tab), an empty search tab says what the other tab has,
 * the job page keeps "Apply" within reach on a phone, no text widens a page, one-line limited
 * fields count as you type, and the onboarding steps are in the browser history.
 */
const FOLDER = 'own-lists-and-phones';

test('own lists open on All and an empty search tab points to the other one', async ({ page, request }) => {
  const employer = await createAccount(request, 'employer', 'Paula Projects');
  const word = `zebu${Date.now().toString(36)}`;
  const projectId = await postOpportunity(request, employer.token, {
    title: `Brand refresh ${word}`,
    type: 'Project',
  });
  const freelancer = await createAccount(request, 'freelancer', 'Jonas Lister');
  await applyTo(request, freelancer.token, projectId);
  await logIn(page, freelancer.email);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);

  // The Jobs tab finds nothing for the word; the hint shows the project and switches to it.
  await page.goto(`/freelancer/opportunities?tab=Job&jobName=${word}`);
  await expect(page.getByRole('heading', { name: 'Nothing matches these filters' })).toBeVisible();
  await expect(page.getByText('1 project matches.')).toBeVisible();
  await screenshot(page, 'empty-tab-hint', FOLDER);
  await page.getByRole('button', { name: 'Show projects' }).click();
  await expect(page).toHaveURL(/tab=Project/);
  await expect(page.locator('.opportunity-card', { hasText: word })).toBeVisible();

  // Applied opens on "All": the project application is there without choosing a tab.
  await page
    .getByRole('navigation', { name: 'Your opportunities' })
    .getByRole('link', { name: 'Applied' })
    .click();
  await expect(page).toHaveURL(/\/freelancer\/opportunities\/applied$/);
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.opportunity-card', { hasText: word })).toBeVisible();
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  await screenshot(page, 'applied-all', FOLDER);
});

test('the employer’s own listings open on All with a project just posted', async ({ page, request }) => {
  const employer = await createAccount(request, 'employer', 'Mara Poster');
  const title = `Website audit ${Date.now()}`;
  await postOpportunity(request, employer.token, { title, type: 'Project' });
  await logIn(page, employer.email);
  await expect(page).toHaveURL(/\/employer\/opportunities$/);
  await expect(page.getByRole('tab', { name: 'All' }).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.opportunity-card', { hasText: title })).toBeVisible();
});

test('a phone keeps Apply within reach and long words never widen the job page', async ({
  page,
  request,
}) => {
  const employer = await createAccount(request, 'employer', 'Wide Words');
  // One 120-character word: the longest title the form takes, with nowhere to break.
  const title = `Supercalifragilistic${'x'.repeat(100)}`;
  const jobId = await postOpportunity(request, employer.token, {
    title,
    description: `A role for someone patient. ${'y'.repeat(600)} Thanks.`,
  });
  const freelancer = await createAccount(request, 'freelancer', 'Phone Applicant');
  await logIn(page, freelancer.email);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/freelancer/opportunities/${jobId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const bar = page.locator('.apply-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Apply' })).toBeInViewport();
  await page.screenshot({ path: `e2e/screenshots/${FOLDER}/apply-bar-phone.png` });
  await bar.getByRole('link', { name: 'Apply' }).click();
  await expect(page.getByLabel('Cover letter')).toBeInViewport();
  await expect(bar).toBeHidden();
  // screenshot() also checks that nothing scrolls sideways at 390 and 1280 px.
  await screenshot(page, 'job-page-long-words', FOLDER);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toBeHidden();
});

test('onboarding steps are in the browser history and one-line limits count as you type', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Hana Back');
  await expect(page.getByText('9 / 100 characters')).toBeVisible();
  const email = uniqueEmail('history');
  await signUp(page, 'Hana Back', email);
  await verifyWithCode(page, email);
  await chooseAccountType(page, 'Freelancer');
  await expectStep(page, 1, 'About you');
  await page.getByLabel('Occupation').selectOption('Developer');
  await page.getByLabel('Describe yourself').fill('Product designer for calm, clear interfaces.');
  await next(page);
  await expectStep(page, 2, 'Experience');
  await expect(page).toHaveURL(/\/onboard\/freelancer\?step=2$/);
  await page.getByLabel('Experience level').selectOption('Junior');
  await page.getByLabel('Skills', { exact: true }).fill('Figma, Research');
  await next(page);
  await expectStep(page, 3, 'Work preferences');
  await page.getByLabel('Nationality').fill('French');
  await expect(page.getByText('6 / 100 characters')).toBeVisible();
  await screenshot(page, 'onboarding-step3', FOLDER);
  await page.goBack();
  await expectStep(page, 2, 'Experience');
  await page.goBack();
  await expectStep(page, 1, 'About you');
  await expect(page).toHaveURL(/\/onboard\/freelancer$/);
  await page.goForward();
  await expectStep(page, 2, 'Experience');
});

test('the home banner starts right under the header, with no empty band', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    const gap = await page.evaluate(() => {
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const hero = document.querySelector('.hero')?.getBoundingClientRect().top ?? 0;
      return hero - header;
    });
    expect(gap, `gap above the banner at ${width} px`).toBeLessThanOrEqual(1);
  }
});
