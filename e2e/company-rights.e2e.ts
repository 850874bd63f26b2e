import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, latestMail, logIn, PASSWORD, screenshot, uniqueEmail } from './support';

/** Decision 052: the team page shows each role and its rights; the owner names admins and back. */
test('the owner names an admin on the team page; a member sees the company page as read-only', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await logIn(page, 'employer@demo.talentport.dev', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/opportunities$/);
  await page.goto('/employer/settings');
  await expect(page.getByText(/You are the owner/)).toBeVisible();

  const colleague = uniqueEmail('rights');
  await page.getByLabel('Invite a colleague').fill(colleague);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague}, to join as a member.`)).toBeVisible();
  const invitation = await latestMail(page.request, colleague, /invited you/);
  const inviteLink = invitation.links.find((href) => href.includes('/signup?invite=')) ?? '';

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  expect(inviteLink).toContain('/signup?invite=');
  await member.goto(inviteLink);
  await member.getByLabel('Full name').fill('Rita Rights');
  await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await member.getByLabel('Type it again').fill(PASSWORD);
  await member.getByRole('button', { name: /^Join / }).click();
  await expect(member).toHaveURL(/\/employer\/opportunities$/);

  // A member: no invitation form, a plain explanation, and the company page is read-only.
  await member.goto('/employer/settings');
  await expect(member.getByText(/You are a member/)).toBeVisible();
  await expect(member.getByText('Invitations are sent by the company’s owner and admins.')).toBeVisible();
  await expect(member.getByLabel('Invite a colleague')).toHaveCount(0);
  await screenshot(member, 'company-team-member');
  await member.goto('/employer/company');
  await expect(
    member.getByText(/Only the company’s owner and admins can change the company page/),
  ).toBeVisible();
  await screenshot(member, 'company-page-member');

  // The owner makes them an admin; the member's page says so and offers invitations.
  await page.reload();
  await page.getByRole('button', { name: 'Make admin: Rita Rights' }).click();
  await expect(page.getByText('Rita Rights is now an admin.')).toBeVisible();
  await screenshot(page, 'company-team-owner');
  await member.goto('/employer/settings');
  await expect(member.getByText(/You are an admin/)).toBeVisible();
  await expect(member.getByLabel('Invite a colleague')).toBeVisible();

  await page.getByRole('button', { name: 'Make member: Rita Rights' }).click();
  await expect(page.getByText('Rita Rights is now a member.')).toBeVisible();
  await memberContext.close();
});
