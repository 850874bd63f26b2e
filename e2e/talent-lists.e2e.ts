import { expect, test } from '@playwright/test';
import { createAccount, logIn, screenshot } from './support';

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
