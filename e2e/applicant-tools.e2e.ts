import { expect, test } from '@playwright/test';
import { createAccount, logIn, logOut, postOpportunity, screenshot } from './support';

/** Issue 35, decision 127: screening questions, message from a card, compare up to 4, bulk reject. */
const FOLDER = 'applicant-tools';
test.setTimeout(240_000);

const QUESTIONS = ['Which delivery platform did you run?', 'When could you start?'];

test('an employer reads screening answers, compares four applicants, rejects two at once and messages one', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const employer = await createAccount(request, 'employer', `Erin Employer ${suffix}`);
  const title = `Platform engineer ${suffix}`;
  const jobId = await postOpportunity(request, employer.token, { title, screeningQuestions: QUESTIONS });

  // The first candidate applies in the browser: every question needs its answer.
  const ana = await createAccount(request, 'freelancer', `Ana Applicant ${suffix}`);
  await logIn(page, ana.email);
  await expect(page).toHaveURL(/\/freelancer\//);
  await page.goto(`/freelancer/opportunities/${jobId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByLabel('Cover letter').fill('I ran a delivery platform for four years, with on-call.');
  await page.getByLabel(/Your rate/).fill('5200');
  await page.getByLabel(QUESTIONS[0] as string).fill('Parcel routing for 2 million deliveries a month.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Please answer this question.')).toBeVisible();
  await expect(page.getByLabel(QUESTIONS[1] as string)).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'apply-missing-answer', FOLDER);
  await page.getByLabel(QUESTIONS[1] as string).fill('In two weeks.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Applied — waiting for the employer')).toBeVisible();
  await logOut(page);

  // Four more apply through the API.
  const others = [];
  for (const name of ['Ben', 'Cleo', 'Dev', 'Eve']) {
    const person = await createAccount(request, 'freelancer', `${name} Applicant ${suffix}`);
    const applied = await request.post(`/api/v1/opportunities/${jobId}/apply`, {
      headers: { token: person.token },
      data: {
        coverLetter: `I am ${name} and I have shipped platforms like this one.`,
        proposedRate: 4800,
        screeningAnswers: [`${name}'s platform`, 'Next month'],
      },
    });
    expect(applied.ok()).toBe(true);
    others.push(person);
  }

  await logIn(page, employer.email);
  await expect(page).toHaveURL(/\/employer\//);
  await page.goto(`/employer/opportunities/${jobId}`);
  const card = (name: string) => page.getByRole('article', { name: `Application from ${name}` });
  const anaCard = card(ana.fullname);
  await expect(anaCard.getByText('Parcel routing for 2 million deliveries a month.')).toBeVisible();
  await expect(anaCard.getByText(QUESTIONS[1] as string)).toBeVisible();
  await screenshot(page, 'pipeline-with-answers', FOLDER);

  // Compare: four fit, the fifth is refused plainly.
  const [ben, cleo, dev, eve] = others;
  if (!ben || !cleo || !dev || !eve) throw new Error('applicants missing');
  for (const person of [ana, ben, cleo, dev]) {
    await card(person.fullname)
      .getByRole('button', { name: `Compare ${person.fullname}` })
      .click();
  }
  await card(eve.fullname)
    .getByRole('button', { name: `Compare ${eve.fullname}` })
    .click();
  await expect(page.getByText(/You can compare at most 4 applicants/)).toBeVisible();
  await page.getByRole('button', { name: 'Compare (4 of 4)' }).click();
  const comparison = page.getByRole('region', { name: 'Compare applicants' });
  await expect(comparison.getByRole('columnheader', { name: ana.fullname })).toBeVisible();
  await expect(
    comparison.getByRole('cell', { name: 'Parcel routing for 2 million deliveries a month.' }),
  ).toBeVisible();
  await expect(comparison.getByRole('rowheader', { name: QUESTIONS[0] as string })).toBeVisible();
  await expect(comparison.getByRole('cell', { name: '$5,200' })).toBeVisible();
  await screenshot(page, 'compare', FOLDER);
  await comparison.getByRole('button', { name: 'Close comparison' }).click();

  // Bulk reject two with the kind message, edited.
  await card(dev.fullname)
    .getByRole('checkbox', { name: `Select ${dev.fullname}` })
    .check();
  await card(eve.fullname)
    .getByRole('checkbox', { name: `Select ${eve.fullname}` })
    .check();
  await page.getByRole('button', { name: 'Reject selected (2)' }).click();
  const rejectPanel = page.getByRole('region', { name: 'Reject 2 applicants' });
  const message = rejectPanel.getByLabel('Message to each of them');
  await expect(message).toHaveValue(/Thank you for applying/);
  await message.fill('Thank you both: we chose someone with more on-call experience. Good luck!');
  await screenshot(page, 'bulk-reject', FOLDER);
  await rejectPanel.getByRole('button', { name: 'Reject 2 applicants' }).click();
  await expect(page.getByText(/2 applicants rejected/)).toBeVisible();
  await expect(card(dev.fullname).getByText('Rejected', { exact: true })).toBeVisible();
  await expect(card(eve.fullname).getByText('Rejected', { exact: true })).toBeVisible();
  await expect(card(ben.fullname).getByText('New', { exact: true })).toBeVisible();
  await screenshot(page, 'after-bulk-reject', FOLDER);

  // Message a new applicant from the card: the hiring conversation opens.
  await anaCard.getByRole('button', { name: `Message ${ana.fullname}` }).click();
  await expect(page).toHaveURL(/\/employer\/messages\?conversation=/);
  await expect(page.getByText(ana.fullname).first()).toBeVisible();
  await screenshot(page, 'message-from-card', FOLDER);

  // Settings: new-applicant emails once a day instead of one per applicant.
  await page.goto('/employer/settings');
  await expect(page.getByRole('checkbox', { name: /New applicants/ })).toBeChecked();
  // The choice is saved first and then shown checked: click, then wait for the answer.
  const daily = page.getByRole('radio', { name: 'Once a day, a summary' });
  await daily.click();
  await expect(page.getByText('New applicants: once a day, a summary.')).toBeVisible();
  await expect(daily).toBeChecked();
  await page.getByRole('group', { name: 'How new-applicant emails come' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-cadence', FOLDER);
});
