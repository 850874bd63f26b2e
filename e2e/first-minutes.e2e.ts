import { expect, type Page, test } from '@playwright/test';
import { staffSignIn } from './staff-sign-in';
import {
  chooseAccountType,
  createAccount,
  DEMO,
  DEMO_PASSWORD,
  expectStep,
  logIn,
  next,
  PASSWORD,
  postOpportunity,
  screenshot,
  signUp,
  uniqueEmail,
} from './support';

/** Issue 20, items 5 to 8: forms, search, onboarding drafts, small things people notice. */
const FOLDER = 'first-minutes';
const CODE_NAMES = /\b(coverLetter|payMax|payMin|describeYourself|yearsOfExperience|proposedRate)\b/;

async function expectFieldError(page: Page, label: string | RegExp, message: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    describedBy
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  expect(texts).toContain(message);
}

test('forms put each error next to its field in plain words, before submit and after', async ({
  page,
  request,
}) => {
  const employer = await createAccount(request, 'employer', 'Eve Form');
  await logIn(page, employer.email);
  await expect(page).toHaveURL(/\/employer\/opportunities$/);
  await page.goto('/employer/opportunities/new');
  await page.getByLabel('Title').fill('UX');
  await page.getByLabel('Description').fill('Too short');
  await page.getByLabel('Skills').fill('Figma');
  await page.getByLabel('Pay from ($)').fill('900');
  await page.getByLabel('Pay up to ($)').fill('100');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expectFieldError(page, 'Title', 'Title must be at least 3 characters.');
  await expectFieldError(page, 'Description', 'Description must be at least 20 characters.');
  await expectFieldError(page, 'Pay up to ($)', 'Pay up to must not be less than the lowest pay.');
  await expect(page.getByLabel('Title')).toBeFocused();
  expect(await page.locator('main').innerText()).not.toMatch(CODE_NAMES);
  await screenshot(page, 'opportunity-form-errors', FOLDER);

  // Fixed, it publishes; a freelancer's short cover letter is named by its label.
  const title = `Service designer ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Description')
    .fill('Map our booking journey end to end.\n- Interviews\n- Service blueprints');
  await page.getByLabel('Pay up to ($)').fill('1900');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const id = page.url().split('/').pop() ?? '';

  const freelancer = await createAccount(request, 'freelancer', 'Fin Form');
  await page.evaluate(() => localStorage.clear());
  await logIn(page, freelancer.email);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);
  await page.goto(`/freelancer/opportunities/${id}`);
  // "- " lines right under a line of text are a list.
  await expect(page.locator('.markdown-text li', { hasText: 'Service blueprints' })).toBeVisible();
  await page.getByLabel('Cover letter').fill('I can help.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expectFieldError(page, 'Cover letter', 'Cover letter must be at least 20 characters.');
  expect(await page.locator('main').innerText()).not.toMatch(CODE_NAMES);
  await screenshot(page, 'apply-form-errors', FOLDER);
});

test('search: Monthly can be unticked, exact experience levels, "1 job", no own postings', async ({
  page,
  request,
}) => {
  const agency = await createAccount(request, 'agency', 'Ada Search');
  const stamp = Date.now().toString(36);
  const projectTitle = `Quokkafeld ${stamp}`;
  await postOpportunity(request, agency.token, { title: projectTitle, type: 'Project' });
  const employer = await createAccount(request, 'employer', 'Emil Search');
  const jobTitle = `Zebrawick ${stamp}`;
  await postOpportunity(request, employer.token, {
    title: jobTitle,
    payType: 'Hourly',
    payMin: 30,
    payMax: 50,
  });

  await logIn(page, DEMO.freelancer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/freelancer\/opportunities\?tab=Job$/);
  const monthly = page.getByRole('checkbox', { name: /^Monthly/ });
  await expect(monthly).toBeChecked();
  await expect(page.getByText(/\d\+ years/)).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^Junior · 3 years/ })).toBeVisible();
  await page.getByLabel('Search by keyword').fill(jobTitle);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // The hourly job is not found while only Monthly is ticked; unticking it leaves no pay filter.
  await expect(page.getByRole('heading', { name: /^0 jobs$/ })).toBeVisible();
  await monthly.click();
  await expect(page).toHaveURL(/salary=(&|$)/);
  await expect(monthly).not.toBeChecked();
  await expect(page.getByRole('heading', { name: /^1 job$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Monthly/ })).not.toBeChecked();
  await expect(page.getByRole('heading', { name: /^1 job$/ })).toBeVisible();
  await screenshot(page, 'search-monthly-unticked', FOLDER);

  // The agency does not find its own project; the freelancer does.
  await page.goto(`/freelancer/opportunities?tab=Project&jobName=${encodeURIComponent(projectTitle)}`);
  await expect(page.getByRole('heading', { name: /^1 project$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await logIn(page, agency.email);
  await expect(page).toHaveURL(/\/agency\/opportunities/);
  await page.goto(`/agency/opportunities?tab=Project&jobName=${encodeURIComponent(projectTitle)}`);
  await expect(page.getByRole('heading', { name: /^0 projects$/ })).toBeVisible();
});

test('on a phone: a one-row header with a menu, and filters in a sheet with "Show N results"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, DEMO.freelancer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/freelancer\/opportunities\?tab=Job$/);
  const header = page.getByRole('banner');
  const box = await header.boundingBox();
  expect(box?.height ?? 999).toBeLessThan(80);
  const menu = header.getByRole('button', { name: 'Menu' });
  await expect(header.getByRole('link', { name: 'Rewards' })).toBeHidden();
  await menu.click();
  await expect(header.getByRole('link', { name: 'Rewards' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.screenshot({ path: `e2e/screenshots/${FOLDER}/phone-menu-open.png` });
  await header.getByRole('link', { name: 'Rewards' }).click();
  await expect(page).toHaveURL(/\/freelancer\/rewards$/);
  await expect(header.getByRole('link', { name: 'Rewards' })).toBeHidden();

  await page.goto('/freelancer/opportunities?tab=Job');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  const show = sheet.getByRole('button', { name: /^Show \d[\d,]* results?$/ });
  await expect(show).toBeVisible();
  await page.screenshot({ path: `e2e/screenshots/${FOLDER}/phone-filter-sheet.png` });
  await sheet.getByRole('checkbox', { name: /^Remote/ }).click();
  await expect(page).toHaveURL(/workingMode=Remote/);
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page.locator('.opportunity-card').first()).toBeVisible();
});

test('an onboarding draft is kept on the server and continues on another device', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('draft');
  await signUp(page, 'Dana Draft', email);
  await chooseAccountType(page, 'Freelancer');
  // Who you are first; phone, nationality and date of birth come later.
  await expect(page.getByLabel('Phone number')).toHaveCount(0);
  await page.getByLabel('Occupation').selectOption('Designer');
  await page.getByLabel('Describe yourself').fill('Illustrator for children’s books and apps.');
  await next(page);
  await expectStep(page, 2, 'Experience');
  await page.getByLabel('Skills', { exact: true }).fill('Illustration, Procreate');
  await next(page);
  await expectStep(page, 3, 'Work preferences');
  await expect(page.getByLabel('Nationality')).toBeVisible();

  const other = await browser.newContext();
  const phone = await other.newPage();
  await logIn(phone, email, PASSWORD);
  // The draft resumes at its step, which the wizard puts in the address (`?step=3`).
  await expect(phone).toHaveURL(/\/onboard\/freelancer(\?step=3)?$/);
  await expectStep(phone, 3, 'Work preferences');
  await phone.getByRole('button', { name: /About you/ }).click();
  await expect(phone.getByLabel('Describe yourself')).toHaveValue(
    'Illustrator for children’s books and apps.',
  );
  await phone.getByRole('button', { name: /Experience/ }).click();
  await expect(phone.getByLabel('Skills', { exact: true })).toHaveValue('Illustration, Procreate');
  await screenshot(phone, 'onboarding-draft-other-device', FOLDER);
  await other.close();
});

test('staff console: labelled time zone, reports with the listing and Dismiss, a working code pattern', async ({
  page,
  request,
}) => {
  const employer = await createAccount(request, 'employer', 'Rita Report');
  const title = `Reported role ${Date.now().toString(36)}`;
  const id = await postOpportunity(request, employer.token, { title });
  const reporter = await createAccount(request, 'freelancer', 'Rex Reporter');
  const reported = await request.post(`/api/v1/opportunities/${id}/report`, {
    headers: { token: reporter.token },
    data: { reason: 'The pay looks far too low for this.' },
  });
  expect(reported.ok()).toBe(true);

  await page.goto('/staff/');
  await expect(page.getByRole('heading', { name: 'Staff console' })).toBeVisible();
  expect(await page.locator('main').innerText()).not.toContain('`');
  await staffSignIn(page, 'staff@demo.talentport.dev', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();

  await page.getByRole('link', { name: 'Reports' }).click();
  const card = page.locator('.staff-report', { hasText: title });
  await expect(card).toContainText('(Asia/Singapore)');
  await card.getByText('Read the listing').click();
  await expect(card).toContainText('Build and run our delivery platform');
  await expect(card.getByRole('link', { name: new RegExp(`Open “${title}”`) })).toHaveAttribute(
    'href',
    `/freelancer/opportunities/${id}`,
  );
  await screenshot(page, 'staff-report', FOLDER);
  await card.getByRole('button', { name: `Dismiss reports: ${title}` }).click();
  await expect(page.getByText(`Reports about “${title}” dismissed; it is listed.`)).toBeVisible();

  await page.getByRole('link', { name: 'Promo codes' }).click();
  const code = page.getByLabel('Code', { exact: true });
  await code.fill('not valid!');
  expect(await code.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
  await code.fill('WELCOME-2027');
  expect(await code.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  await expect(page.getByText('Your time zone, Asia/Singapore').first()).toBeVisible();
});
