import { expect, test } from '@playwright/test';
import {
  chooseAccountType,
  createAccount,
  fillFreelancerSteps,
  makeProfilePublic,
  PASSWORD,
  postOpportunity,
  screenshot,
  signUp,
  uniqueEmail,
  verifyWithCode,
} from './support';

/**
 * Issue 35: every place a person is sent away returns them. A guest who signs up from a job page
 * comes back to it after verification and the four onboarding steps, and applies; a guest who
 * asks to invite a freelancer from the public profile logs in and comes back to the profile with
 * the invitation picker open, where a double click sends one invitation and no false error.
 */
const FOLDER = 'guest-returns';

test('a guest signs up from a job page, onboards, and lands back on the job to apply', async ({
  page,
  request,
}) => {
  const employer = await createAccount(request, 'employer', 'Rhea Hiring');
  const title = `Return trip ${Date.now()}`;
  const jobId = await postOpportunity(request, employer.token, { title });
  await page.goto(`/freelancer/opportunities/${jobId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Sign up to apply' }).click();
  await expect(page).toHaveURL(/\/signup\?role=freelancer&next=/);
  const email = uniqueEmail('returning');
  await signUp(page, 'Rémi Returning', email);
  await verifyWithCode(page, email);
  await chooseAccountType(page, 'Freelancer');
  await fillFreelancerSteps(page);
  await page.getByRole('button', { name: 'Submit and finish' }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/opportunities/${jobId}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await screenshot(page, 'back-on-the-job', FOLDER);
  const coverLetter = 'I came back to this job right after signing up.';
  await page.getByLabel('Cover letter').fill(coverLetter);
  // A limited text shows its limit as you type (issue 35).
  await expect(page.getByText(`${coverLetter.length} / 5,000 characters`)).toBeVisible();
  await page.getByLabel(/Your rate/).fill('5000');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Applied — waiting for the employer')).toBeVisible();
});

test('a guest asks to invite a freelancer, logs in, and sends one invitation from the profile', async ({
  page,
  request,
}) => {
  const freelancer = await createAccount(request, 'freelancer', 'Ines Public');
  await makeProfilePublic(request, freelancer.token);
  const employer = await createAccount(request, 'employer', 'Oscar Inviting');
  const title = `Invite trip ${Date.now()}`;
  await postOpportunity(request, employer.token, { title });

  await page.goto(`/talent/${freelancer.code}`);
  await expect(page.getByRole('heading', { name: 'Ines Public' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Ines' })).toBeVisible();
  await screenshot(page, 'guest-profile-actions', FOLDER);
  await page.getByRole('link', { name: 'Invite to a job' }).click();
  await expect(page).toHaveURL(/\/signup\?role=employer&next=/);
  await page.getByRole('link', { name: 'Log in' }).last().click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(employer.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/employer/talent/${freelancer.code}\\?then=invite$`));
  // At 1,280 px the signed-in employer's header holds on one line (it wrapped onto two).
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await page.getByRole('banner').boundingBox())?.height ?? 0).toBeLessThan(80);
  const send = page.getByRole('button', { name: 'Send invitation' });
  await expect(page.getByLabel('Invite Ines Public to', { exact: true })).toHaveValue(/.+/);
  await send.dblclick();
  await expect(page.getByText(`Ines Public is invited to “${title}” and has been emailed.`)).toBeVisible();
  await expect(page.getByText('This freelancer has already been invited')).toHaveCount(0);
  await screenshot(page, 'invited-from-profile', FOLDER);
  const sent = await request.get('/api/v1/user/requests?type=Job', { headers: { token: freelancer.token } });
  expect((await sent.json()).result.items).toHaveLength(1);
});
