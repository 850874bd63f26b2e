import { expect, test } from '@playwright/test';
import { createAccount, latestMail, logIn, screenshot } from './support';

/**
 * Issue 35 (decision 132): an agency invites someone who already has an account. They follow the
 * mailed link, log in, and accept in Settings: their account moves into the agency's team. A
 * freelancer invited the same way is told why they cannot join, and declines.
 */
const FOLDER = 'team-join-existing';

test('an existing account follows the mailed link, accepts in Settings and is on the agency team', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const agency = await createAccount(request, 'agency', 'Ada Agency');
  const existing = await createAccount(request, 'employer', 'Eli Existing');

  // The agency's owner invites the address from Settings, as for anyone.
  await logIn(page, agency.email);
  await expect(page).toHaveURL(/\/agency\/opportunities/);
  await page.goto('/agency/settings');
  const team = page.getByRole('region', { name: 'Your team' });
  await team.getByLabel('Invite a colleague').fill(existing.email);
  await team.getByRole('button', { name: 'Send invitation' }).click();
  await expect(team.getByText(`Invitation sent to ${existing.email}, to join as a member.`)).toBeVisible();

  // The invited person follows the mail's link, logs in and lands on the invitation.
  const mail = await latestMail(request, existing.email, /invited you to join their team/);
  const link = mail.links.find((href) => href.includes('/settings'));
  expect(link).toBeDefined();
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(new URL(link ?? '/').pathname);
  await expect(invitee.getByRole('region', { name: 'Log in to open the page you followed' })).toBeVisible();
  await logIn(invitee, existing.email);
  await expect(invitee).toHaveURL(/\/employer\/settings$/);
  const invitations = invitee.getByRole('region', { name: 'Team invitations' });
  await expect(invitations).toContainText(
    'Northwind Studio invited you to join its agency team as a member.',
  );
  await expect(invitations).toContainText('Accepting moves your account into their team');
  await screenshot(invitee, 'invitation', FOLDER);
  await invitations.getByRole('button', { name: 'Accept and join' }).click();

  // The account is now on the agency's team, with the agency's pages.
  await expect(invitee).toHaveURL(/\/agency\/settings$/);
  await expect(invitee.getByText('You joined Northwind Studio as a member.')).toBeVisible();
  // Where they meant to be: no notice about a link for another account type.
  await expect(invitee.getByRole('region', { name: /That link was for/ })).toHaveCount(0);
  const theirTeam = invitee.getByRole('region', { name: 'Your team' });
  await expect(theirTeam).toContainText('Ada Agency');
  await expect(theirTeam).toContainText('Eli Existing');
  await screenshot(invitee, 'joined', FOLDER);

  // The owner sees them on the team.
  await page.reload();
  await expect(team).toContainText('Eli Existing');
});

test('a freelancer invited to a team is told why they cannot join, and declines', async ({
  page,
  request,
}) => {
  const agency = await createAccount(request, 'agency', 'Ada Agency');
  const freelancer = await createAccount(request, 'freelancer', 'Fleur Freelance');
  const invited = await request.post('/api/v1/company/invite', {
    headers: { token: agency.token },
    data: { email: freelancer.email },
  });
  expect(invited.ok()).toBe(true);

  await logIn(page, freelancer.email);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);
  await page.goto('/freelancer/settings');
  const invitations = page.getByRole('region', { name: 'Team invitations' });
  await expect(invitations).toContainText('yours is a freelancer account');
  await expect(invitations.getByRole('button', { name: 'Accept and join' })).toHaveCount(0);
  await screenshot(page, 'freelancer-why-not', FOLDER);
  await invitations.getByRole('button', { name: 'Decline' }).click();
  await expect(invitations).toContainText('You declined the invitation from Northwind Studio.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Team invitations' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});
