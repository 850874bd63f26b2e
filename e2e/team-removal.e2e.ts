import { expect, test } from '@playwright/test';
import {
  createAccount,
  latestMail,
  logIn,
  PASSWORD,
  postOpportunity,
  screenshot,
  uniqueEmail,
} from './support';

/**
 * Issue 35: the owner removes a teammate from the team after a confirm step; the teammate's access
 * ends at once and their next visit starts setting up a company of their own. The owner invites
 * the next colleague as an admin, chosen in the invite form.
 */
const FOLDER = 'team-removal';

test('the owner removes a teammate, who keeps an account of their own', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await createAccount(request, 'employer', 'Rosa Owner');
  const teammateEmail = uniqueEmail('leaver');
  const invited = await request.post('/api/v1/company/invite', {
    headers: { token: owner.token },
    data: { email: teammateEmail },
  });
  expect(invited.ok()).toBe(true);
  const invitation = await latestMail(request, teammateEmail, /invited you/);
  const invite = invitation.links.find((href) => href.includes('/signup?invite='))?.split('invite=')[1];
  const joined = await request.post('/api/v1/user/join', {
    data: { invite, fullname: 'Lars Leaving', password: PASSWORD },
  });
  expect(joined.ok()).toBe(true);

  // The teammate is signed in elsewhere, on the company's listings.
  const title = `Team listing ${Date.now()}`;
  await postOpportunity(request, owner.token, { title });
  const teammate = await (await browser.newContext()).newPage();
  await logIn(teammate, teammateEmail);
  await expect(teammate).toHaveURL(/\/employer\/opportunities$/);
  await expect(teammate.locator('.opportunity-card', { hasText: title })).toBeVisible();

  await logIn(page, owner.email);
  await expect(page).toHaveURL(/\/employer\/opportunities$/);
  await page.goto('/employer/settings');
  const team = page.getByRole('region', { name: 'Your team' });
  await team.getByRole('button', { name: 'Remove from the team: Lars Leaving' }).click();
  await expect(team.getByText(/Lars Leaving will lose access to the company at once/)).toBeVisible();
  await team.scrollIntoViewIfNeeded();
  await screenshot(page, 'confirm', FOLDER);
  await team.getByRole('button', { name: 'Keep on the team' }).click();
  await expect(team.getByText(/will lose access/)).toHaveCount(0);
  await team.getByRole('button', { name: 'Remove from the team: Lars Leaving' }).click();
  await team.getByRole('button', { name: 'Remove Lars Leaving' }).click();
  await expect(team.getByText('Lars Leaving is no longer on the team.')).toBeVisible();
  await expect(team.getByRole('listitem').filter({ hasText: 'Lars Leaving' })).toHaveCount(0);
  await screenshot(page, 'after', FOLDER);

  // The owner chooses the role when inviting; the pending invitation says which.
  const nextAdmin = uniqueEmail('next-admin');
  await team.getByLabel('Invite a colleague').fill(nextAdmin);
  await team.getByLabel('They join as').selectOption('admin');
  await team.getByRole('button', { name: 'Send invitation' }).click();
  await expect(team.getByText(`Invitation sent to ${nextAdmin}, to join as an admin.`)).toBeVisible();
  const pending = team.getByRole('listitem').filter({ hasText: nextAdmin });
  await expect(pending.getByText('Admin', { exact: true })).toBeVisible();
  await screenshot(page, 'invite-as-admin', FOLDER);

  // The teammate's next look: none of the company's listings; signing in again starts the
  // company steps of their own.
  await teammate.reload();
  await expect(teammate.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
  await expect(teammate.locator('.opportunity-card', { hasText: title })).toHaveCount(0);
  await teammate.getByRole('button', { name: 'Log out' }).click();
  await logIn(teammate, teammateEmail);
  await expect(teammate).toHaveURL(/\/onboard\/employer/);
  const told = await latestMail(request, teammateEmail, /no longer on the/);
  expect(told.text).toContain('You were removed from');
});
