import { expect, test } from '@playwright/test';
import { createAccount, latestMail, logIn, PASSWORD, screenshot, uniqueEmail } from './support';

/**
 * Decision 112: an employer owner with a teammate cannot delete their account (decision 111); the
 * settings say why and where to go. They make the teammate the owner from the team section, see
 * themselves as an admin, and the delete-account section lets them go ahead.
 */
const FOLDER = 'company-handover';

test('the owner hands the company to a teammate and becomes an admin', async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = await createAccount(request, 'employer', 'Orla Owner');
  const teammateEmail = uniqueEmail('heir');
  const invited = await request.post('/api/v1/company/invite', {
    headers: { token: owner.token },
    data: { email: teammateEmail },
  });
  expect(invited.ok()).toBe(true);
  const invitation = await latestMail(request, teammateEmail, /invited you/);
  const invite = invitation.links.find((href) => href.includes('/signup?invite='))?.split('invite=')[1];
  const joined = await request.post('/api/v1/user/join', {
    data: { invite, fullname: 'Tariq Teammate', password: PASSWORD },
  });
  expect(joined.ok()).toBe(true);

  await logIn(page, owner.email);
  await expect(page).toHaveURL(/\/employer\/opportunities$/);
  await page.goto('/employer/settings');
  const team = page.getByRole('region', { name: 'Your team' });
  const deletion = page.getByRole('region', { name: 'Delete account' });
  await expect(team.getByText(/You are the owner/)).toBeVisible();

  // The delete-account section explains why not yet, and links to the team and the listings.
  const note = deletion.getByTestId('deletion-owner-note');
  await expect(note).toContainText('You own a company that others still rely on');
  await expect(note.getByRole('link', { name: 'Your team' })).toHaveAttribute('href', '#settings-team');
  await expect(note.getByRole('link', { name: 'your listings page' })).toHaveAttribute(
    'href',
    '/employer/opportunities',
  );
  await expect(deletion.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
  await deletion.scrollIntoViewIfNeeded();
  await screenshot(page, 'owner-note', FOLDER);

  // Make owner asks first, in plain words; "Keep ownership" changes nothing.
  await team.getByRole('button', { name: 'Make owner: Tariq Teammate' }).click();
  await expect(
    team.getByText('Tariq Teammate will own the company; you will become an admin.'),
  ).toBeVisible();
  await team.getByRole('button', { name: 'Keep ownership' }).click();
  await expect(team.getByText(/will own the company/)).toHaveCount(0);
  await team.getByRole('button', { name: 'Make owner: Tariq Teammate' }).click();
  await team.scrollIntoViewIfNeeded();
  await screenshot(page, 'confirm', FOLDER);
  await team.getByRole('button', { name: 'Make Tariq Teammate the owner' }).click();
  await expect(team.getByText('Tariq Teammate now owns the company. You are an admin.')).toBeVisible();

  // The list and the viewer's rights follow: the teammate is the owner, the viewer an admin.
  await expect(team.getByText(/^You are an admin:/)).toBeVisible();
  const heirRow = team.getByRole('listitem').filter({ hasText: 'Tariq Teammate' });
  await expect(heirRow.getByText('Owner', { exact: true })).toBeVisible();
  const selfRow = team.getByRole('listitem').filter({ hasText: 'Orla Owner (you)' });
  await expect(selfRow.getByText('Admin', { exact: true })).toBeVisible();
  await expect(team.getByRole('button', { name: /^Make (owner|admin|member):/ })).toHaveCount(0);
  // Nothing holds the account back any more.
  await expect(deletion.getByTestId('deletion-owner-note')).toHaveCount(0);
  await expect(deletion.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  await team.scrollIntoViewIfNeeded();
  await screenshot(page, 'after', FOLDER);

  const told = await latestMail(request, teammateEmail, /^You now own /);
  expect(told.text).toContain('Orla Owner handed');
});
