import { expect, test } from '@playwright/test';
import { createAccount, logIn, makeJpeg, screenshot } from './support';

/** Issue 18, items 4 and 5: talent lists with private notes; portfolio, completeness and preview. */
const FOLDER = 'talent-lists';
test.setTimeout(150_000);

test('an employer saves a freelancer to a new list with a note from her profile and finds it on the lists page', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const freelancer = await createAccount(request, 'freelancer', `Dana Designer ${suffix}`, {
    occupation: 'Designer',
  });
  const employer = await createAccount(request, 'employer', `Erin Employer ${suffix}`);
  await logIn(page, employer.email);
  await expect(page).toHaveURL(/\/employer\/opportunities/);

  await page.goto(`/employer/talent/${freelancer.code}`);
  await expect(page.getByRole('heading', { name: freelancer.fullname })).toBeVisible();
  await page.getByRole('button', { name: 'Save to list' }).click();
  const dialog = page.getByRole('dialog', { name: `Save ${freelancer.fullname} to a list` });
  await expect(dialog).toBeVisible();
  // A company without lists starts with "A new list" chosen.
  await expect(dialog.getByRole('radio', { name: 'A new list' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Give the new list a name.')).toBeVisible();
  await dialog.getByLabel('Name of the new list').fill('Spring launch designers');
  await dialog.getByLabel('Note').fill('Lovely onboarding flows; ask about March.');
  await screenshot(page, 'save-dialog', FOLDER);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved to “Spring launch designers”.' }),
  ).toBeVisible();

  // Opening it again shows she is on that list already.
  await page.getByRole('button', { name: 'Save to list' }).click();
  await expect(dialog.getByRole('radio', { name: /Spring launch designers/ })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'See your lists' }).click();
  await expect(page).toHaveURL(/\/employer\/talent\/lists$/);
  const list = page.getByRole('region', { name: /Spring launch designers/ });
  await expect(list.getByRole('link', { name: freelancer.fullname })).toBeVisible();
  await expect(list.getByText('Lovely onboarding flows; ask about March.')).toBeVisible();
  await screenshot(page, 'lists-page', FOLDER);

  await list.getByRole('button', { name: `Edit note on ${freelancer.fullname}` }).click();
  await list.getByLabel(`Note on ${freelancer.fullname}`).fill('Interview on Tuesday.');
  await list.getByRole('button', { name: 'Save note' }).click();
  await expect(list.getByText('Interview on Tuesday.')).toBeVisible();

  await list.getByRole('button', { name: `Remove ${freelancer.fullname} from this list` }).click();
  await expect(list.getByText(/No one on this list yet/)).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Spring launch designers (0)' })).toBeVisible();
});

test('a freelancer adds a case study with a picture, sees the meter move, edits one section and previews her profile', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const freelancer = await createAccount(request, 'freelancer', `Fay Freelancer ${suffix}`);
  await logIn(page, freelancer.email);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);
  await page.goto('/freelancer/profile');
  const meter = page.getByRole('region', { name: /Profile \d+% complete/ });
  await expect(meter.getByRole('heading', { name: 'Profile 0% complete' })).toBeVisible();
  await expect(meter.getByText('Next: Add a portfolio case study.')).toBeVisible();

  // The meter's button goes straight to the portfolio.
  await meter.getByRole('button', { name: 'Do it now' }).click();
  const portfolio = page.getByRole('region', { name: 'Portfolio case studies' });
  await expect(portfolio).toBeFocused();
  await portfolio.getByRole('button', { name: 'Add a case study' }).click();
  await portfolio.getByRole('button', { name: 'Add the case study' }).click();
  await expect(portfolio.getByText('Give the case study a title.')).toBeVisible();
  await portfolio.getByLabel('Title').fill('Checkout redesign for a grocer');
  await portfolio
    .getByLabel('What you did')
    .fill('Cut the steps from five to two; orders went up by a fifth.');
  await portfolio.getByLabel('Link').fill('not a link');
  await portfolio.getByLabel(/Pictures/).setInputFiles({
    name: 'checkout.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeJpeg(1600, 1000),
  });
  await expect(portfolio.getByRole('img', { name: 'Upload 1' })).toBeVisible();
  await portfolio.getByRole('button', { name: 'Add the case study' }).click();
  await expect(portfolio.getByText(/The link must be a web address/)).toBeVisible();
  await portfolio.getByLabel('Link').fill('https://example.com/checkout');
  await portfolio.getByRole('button', { name: 'Add the case study' }).click();
  await expect(portfolio.getByRole('heading', { name: 'Checkout redesign for a grocer' })).toBeVisible();
  await expect(meter.getByRole('heading', { name: 'Profile 20% complete' })).toBeVisible();
  await expect(meter.getByText('Next: Add a profile photo.')).toBeVisible();
  await screenshot(page, 'profile-editor', FOLDER);

  // One section edited on its own, without the wizard.
  const about = page.getByRole('region', { name: 'About you' });
  await about.getByRole('button', { name: 'Edit About you' }).click();
  await about
    .getByLabel('Describe yourself')
    .fill(
      'I design checkout and onboarding flows for online shops. Eight years, forty launches, and a habit of ' +
        'testing every screen with real customers before it ships.',
    );
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('About you: your changes are saved.')).toBeVisible();
  await expect(meter.getByRole('heading', { name: 'Profile 35% complete' })).toBeVisible();

  await page.getByRole('link', { name: 'Preview as an employer sees it' }).click();
  await expect(page).toHaveURL(/\/freelancer\/profile\/preview$/);
  await expect(page.getByRole('heading', { name: freelancer.fullname })).toBeVisible();
  const shown = page.getByRole('region', { name: 'Case studies' });
  await expect(shown.getByRole('heading', { name: 'Checkout redesign for a grocer' })).toBeVisible();
  await expect(shown.getByRole('img', { name: 'Checkout redesign for a grocer (1 of 1)' })).toBeVisible();
  await expect(page.getByText(/I design checkout and onboarding flows/)).toBeVisible();
  await screenshot(page, 'preview', FOLDER);
});
