import { expect, test } from '@playwright/test';
import { staffSignIn } from './staff-sign-in';
import {
  chooseAccountType,
  createAccount,
  DEMO,
  DEMO_PASSWORD,
  fillFreelancerSteps,
  logIn,
  logOut,
  PASSWORD,
  screenshot,
  uniqueEmail,
  verificationCode,
} from './support';

const REFERRER = DEMO.agency;

test('a referral link brings a freelancer who onboards; both are rewarded; promo once; a call is booked', async ({
  page,
}) => {
  // The referrer copies their referral link from the rewards page.
  await logIn(page, REFERRER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/agency\/opportunities/);
  await page.getByRole('link', { name: 'Rewards' }).click();
  await expect(page).toHaveURL(/\/agency\/rewards$/);
  const link = await page.getByLabel('Your referral link').inputValue();
  expect(link).toMatch(/\/signup\?ref=[A-Z0-9]+$/);
  const before = Number((await page.getByTestId('reward-balance').innerText()).replace(/\D+/g, ''));
  await logOut(page);

  // The referee opens the link, signs up, verifies with the mailed code and onboards.
  const email = uniqueEmail('referee');
  await page.goto(link);
  await page.getByLabel('Full name').fill('Rita Referee');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /create/i }).click();
  await expect(page).toHaveURL(/\/onboard\/account-type$/);
  await page.getByLabel('Verification code').fill(await verificationCode(page.request, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Verify your email' })).toHaveCount(0);
  await chooseAccountType(page, 'Freelancer');
  await fillFreelancerSteps(page);
  await page.getByRole('button', { name: 'Submit and finish' }).click();
  await expect(page).toHaveURL(/\/freelancer\/opportunities\?tab=Job$/);

  // The referee got the welcome reward, and redeems the demo promo code once.
  await page.getByRole('link', { name: 'Rewards' }).click();
  await expect(page.getByTestId('reward-balance')).toHaveText(/^20\s*points$/);
  await expect(page.getByText('Welcome reward')).toBeVisible();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('welcome50');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('WELCOME50 added 50 points. Your balance is 70.')).toBeVisible();
  await expect(page.getByTestId('reward-balance')).toHaveText(/^70\s*points$/);
  await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME50');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('You have already redeemed this promo code.')).toBeVisible();
  await expect(page.getByTestId('reward-balance')).toHaveText(/^70\s*points$/);
  await screenshot(page, 'growth-rewards-referee');

  // The referee books a call with a talent manager and sees it in their calls.
  await page.getByRole('link', { name: 'Book a call' }).click();
  await expect(page).toHaveURL(/\/freelancer\/talent-manager$/);
  await expect(page.getByRole('heading', { name: 'Your calls' })).toBeVisible();
  await expect(page.getByText('No calls booked yet.')).toBeVisible();
  await page.locator('.slot').first().click();
  await page.getByLabel('What would you like to talk about?').fill('Making my profile stand out');
  await screenshot(page, 'growth-book-call');
  await page.getByRole('button', { name: 'Book this call' }).click();
  await expect(page.getByText(/^Booked: /)).toBeVisible();
  await expect(page.getByTestId('booking')).toHaveCount(1);
  await expect(page.getByTestId('booking')).toContainText('Making my profile stand out');
  await expect(page.getByTestId('booking')).toContainText('Sam Tan');
  const mails = await (await page.request.get(`/api/dev/outbox.json?to=${encodeURIComponent(email)}`)).json();
  const confirmation = mails.result.items.find((m: { subject: string }) => /is booked/.test(m.subject));
  expect(confirmation.attachments[0].content).toContain('BEGIN:VCALENDAR');
  await screenshot(page, 'growth-booked-call');
  await logOut(page);

  // The referrer sees the referral reward.
  await logIn(page, REFERRER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/agency\/opportunities/);
  await page.getByRole('link', { name: 'Rewards' }).click();
  await expect(page.getByText('Rita Referee joined Talentport with your referral.')).toBeVisible();
  await expect(page.getByTestId('reward-balance')).toHaveText(new RegExp(`^${before + 50}\\s*points$`));
  await screenshot(page, 'growth-rewards-referrer');
});

test('top talent on the home page; a short link shared from a profile opens it; unknown links are friendly', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top talent on Talentport' })).toBeVisible();
  const card = page.locator('.talent-card').first();
  await expect(card).toBeVisible();
  await screenshot(page, 'growth-home-top-talent');
  await card.locator('a').click();
  await expect(page).toHaveURL(/\/talent\/[A-Z0-9]+$/);
  const profileUrl = page.url();
  await page.getByRole('button', { name: 'Share this profile' }).click();
  const shortLink = page.locator('.share__url');
  await expect(shortLink).toHaveText(/\/short-url\/[A-Za-z0-9]{10}$/);
  await screenshot(page, 'growth-share-profile');
  await page.goto((await shortLink.textContent()) ?? '');
  await expect(page).toHaveURL(profileUrl);

  await page.goto('/short-url/Nope1234xx');
  await expect(page.getByRole('heading', { name: 'This link does not lead anywhere' })).toBeVisible();
  await screenshot(page, 'growth-short-link-missing');
});

test('staff: create a promo code, see the talent manager’s hours and calls, cancel a call with a reason', async ({
  page,
  request,
}) => {
  // Someone books the demo talent manager (Sam Tan) through the API, at their last free time.
  const cora = await createAccount(request, 'freelancer', 'Cora Cancelled');
  const free = (
    await (
      await request.get('/api/v1/jobs/talent-manager-slots?days=14', { headers: { token: cora.token } })
    ).json()
  ).result as {
    managers: { _id: string; displayName: string }[];
    slots: { managerId: string; startsAt: string }[];
  };
  const sam = free.managers.find((manager) => manager.displayName === 'Sam Tan');
  const slot = free.slots.filter((candidate) => candidate.managerId === sam?._id).at(-1);
  const booked = await request.post('/api/v1/jobs/bookTalentManager', {
    headers: { token: cora.token },
    data: { managerId: sam?._id, startsAt: slot?.startsAt, topic: 'Reviewing my portfolio' },
  });
  expect(booked.ok()).toBe(true);

  await page.goto('/staff/promo-codes');
  await staffSignIn(page, 'staff@demo.talentport.dev', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Promo codes' })).toBeVisible();
  await expect(page.getByText(/^WELCOME50 · 50 points/)).toBeVisible();
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Points').fill('30');
  await page.getByRole('button', { name: 'Create promo code' }).click();
  await expect(page.getByText(`Created ${code}.`)).toBeVisible();
  await expect(page.getByText(new RegExp(`^${code} · 30 points`))).toBeVisible();
  await screenshot(page, 'growth-staff-promo-codes');

  await page.getByRole('link', { name: 'Availability' }).click();
  await expect(page.getByRole('heading', { name: 'My availability' })).toBeVisible();
  await expect(page.getByText('Asia/Singapore')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming calls' })).toBeVisible();
  const call = page.locator('.staff-list__item', { hasText: 'Cora Cancelled' });
  await expect(call).toContainText('Reviewing my portfolio');
  await screenshot(page, 'growth-staff-availability');
  await call.getByRole('button', { name: 'Cancel this call' }).click();
  await call
    .getByLabel('Reason for the cancellation')
    .fill('I am travelling that week; please book another time.');
  await screenshot(page, 'growth-staff-cancel-call');
  await call.getByRole('button', { name: 'Cancel the call' }).click();
  await expect(call).toHaveCount(0);
  // Cora is told why, by mail (with the calendar update) and in her notifications.
  const mails = await (await request.get(`/api/dev/outbox.json?to=${encodeURIComponent(cora.email)}`)).json();
  const cancelled = mails.result.items.find((mail: { subject: string }) => /cancelled/.test(mail.subject));
  expect(cancelled.text).toContain('Sam Tan had to cancel your call');
  expect(cancelled.text).toContain('I am travelling that week; please book another time.');
  expect(cancelled.attachments[0].content).toContain('STATUS:CANCELLED');
  const notifications = await (
    await request.get('/api/v1/notifications', { headers: { token: cora.token } })
  ).json();
  expect(notifications.result.items[0].title).toBe('Sam Tan cancelled your call');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByText('promo-code.create').first()).toBeVisible();
});
