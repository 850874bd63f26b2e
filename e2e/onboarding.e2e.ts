import { expect, type Page, test } from '@playwright/test';
import {
  chooseAccountType,
  expectStep,
  logIn,
  logOut,
  makeJpeg,
  makePdf,
  makeProfilePublic,
  next,
  screenshot,
  signUp,
  uniqueEmail,
  uploadFile,
} from './support';

async function uploadAvatar(page: Page, label: string) {
  const started = Date.now();
  await uploadFile(page, 0, { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg() });
  await expect(page.getByText(label)).toBeVisible();
  await expect(page.locator('.upload__preview')).toBeVisible();
  return Date.now() - started;
}

test('a freelancer completes the four steps with a picture and a resume; the draft survives a reload', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('wizard-freelancer');
  await signUp(page, 'Fay Lim', email);
  await chooseAccountType(page, 'Freelancer');
  await screenshot(page, 'onboard-freelancer-step1');

  // Required fields are named on the step they belong to.
  await next(page);
  await expect(page.getByText('Occupation is required.')).toBeVisible();
  // The label and the message say the same thing (issue 20, item 7).
  await expect(page.getByText('Describe yourself is required.')).toBeVisible();
  await expect(page.getByLabel('Describe yourself')).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'onboard-freelancer-step1-errors');

  await page.getByLabel('Occupation').selectOption('Designer');
  await page.getByLabel('Describe yourself').fill('Product designer who loves clear interfaces.');
  await next(page);
  await expectStep(page, 2, 'Experience');
  await page.getByLabel('Skills', { exact: true }).fill('Figma, Illustration');
  await page.getByRole('button', { name: 'Add a job' }).click();
  await page.getByLabel('Company', { exact: true }).fill('Acme');
  await page.getByLabel('Job title').fill('Product designer');
  await page.getByLabel('From').fill('2020-01');
  await screenshot(page, 'onboard-freelancer-step2');
  await next(page);
  await expectStep(page, 3, 'Work preferences');

  // A reload keeps the step, the highest step reached and the answers (sessionStorage draft).
  await page.reload();
  await expectStep(page, 3, 'Work preferences');
  await page.getByRole('button', { name: /Experience/ }).click();
  await expect(page.getByLabel('Skills', { exact: true })).toHaveValue('Figma, Illustration');
  await next(page);
  await page.getByLabel('Working mode').selectOption('Hybrid');
  await page.getByLabel('Workload').selectOption('Part-time');
  await page.getByLabel('Hourly rate (USD)').fill('40');
  await page.getByLabel('Monthly rate (USD)').fill('5000');
  await next(page);
  await expect(page.getByText('Phone number is required.')).toBeVisible();
  await page.getByLabel('Phone number').fill('9123 4567');
  await page.getByLabel('Nationality').fill('Singaporean');
  await page.getByLabel('Date of birth').fill('1996-02-29');
  await screenshot(page, 'onboard-freelancer-step3');
  await next(page);
  await expectStep(page, 4, 'Resume and review');

  const avatarMs = await uploadAvatar(page, 'Current picture');
  console.log(`avatar upload (1600x1200 JPEG) took ${avatarMs} ms in the browser`);
  // On a slow line the progress bar shows how much is sent (XMLHttpRequest upload progress).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  const paddedPdf = Buffer.concat([makePdf(), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
  await uploadFile(page, 1, { name: 'Fay Lim CV.pdf', mimeType: 'application/pdf', buffer: paddedPdf });
  const progress = page.getByRole('progressbar', { name: 'Resume' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/Uploading… \d+%/)).toBeVisible();
  await screenshot(page, 'onboard-freelancer-upload-progress');
  await expect(page.getByText('Fay Lim CV.pdf')).toBeVisible({ timeout: 20_000 });
  await expect(progress).toBeHidden();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // A wrong file type is refused with a plain sentence; the stored resume stays.
  await uploadFile(page, 1, {
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just text'),
  });
  await expect(page.getByText('A resume must be a PDF or a Word (.docx) document.')).toBeVisible();
  await expect(page.getByText('Fay Lim CV.pdf')).toBeVisible();
  await page.getByLabel('Portfolio links').fill('https://dribbble.com/fay');
  await screenshot(page, 'onboard-freelancer-step4');

  await page.getByLabel('Referrer email').fill(email);
  await page.getByRole('button', { name: 'Submit and finish' }).click();
  await expect(page.getByText('Invalid Referrer Email')).toBeVisible();
  await page.getByLabel('Referrer email').fill('freelancer@demo.talentport.dev');
  await page.getByRole('button', { name: 'Submit and finish' }).click();
  await expect(page).toHaveURL(/\/freelancer\/opportunities\?tab=Job$/);

  // The owner edits the profile; the public page shows it without private fields.
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/freelancer\/profile$/);
  // One section at a time, without the wizard (decision 103).
  await expect(page.getByText('Product designer who loves clear interfaces.')).toBeVisible();
  const preferences = page.getByRole('region', { name: 'Rates and work preferences' });
  await preferences.getByRole('button', { name: 'Edit Rates and work preferences' }).click();
  await expect(preferences.getByLabel('Nationality')).toHaveValue('Singaporean');
  await preferences.getByLabel('Bank', { exact: true }).fill('DBS');
  await preferences.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Rates and work preferences: your changes are saved.')).toBeVisible();
  await screenshot(page, 'freelancer-profile-edit');
  await page.getByRole('link', { name: 'See your public page' }).click();
  await expect(page).toHaveURL(/\/freelancer\/talent\/[A-Z0-9]+$/);
  const code = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Fay Lim' })).toBeVisible();
  await expect(page.getByText('No reviews yet')).toBeVisible();
  await screenshot(page, 'talent-profile-owner');
  // Public, so that guests see it (decision 100: the default is signed-in employers and agencies).
  await makeProfilePublic(request, (await page.evaluate(() => localStorage.getItem('token'))) ?? '');
  await logOut(page);

  // Guests see the public page at /talent/:code, without email, phone, birth date or bank.
  await page.goto(`/talent/${code}`);
  await expect(page.getByRole('heading', { name: 'Fay Lim' })).toBeVisible();
  await expect(page.getByText('Figma')).toBeVisible();
  await expect(page.getByText('Log in as an employer or agency to download the resume.')).toBeVisible();
  const text = await page.locator('main').innerText();
  for (const secret of [email, '91234567', '1996-02-29', 'DBS']) expect(text).not.toContain(secret);
  await screenshot(page, 'talent-profile-guest');

  // A logged-in employer can download the resume.
  await logIn(page, 'employer@demo.talentport.dev', 'talentport-demo-2026');
  await expect(page).toHaveURL(/\/employer\/opportunities$/);
  await page.goto(`/employer/talent/${code}`);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download resume' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('Fay Lim CV.pdf');
});

test('an employer completes the four steps with a logo and gets a public company page', async ({ page }) => {
  const email = uniqueEmail('wizard-employer');
  await signUp(page, 'Hugo Tan', email);
  await chooseAccountType(page, 'Employer');
  await expectStep(page, 1, 'Company');
  await page.getByLabel('Company name').fill('Harbour Freight');
  await page.getByLabel('Industry').fill('Logistics');
  await page.getByLabel('Location').fill('Singapore');
  await page.getByLabel('Company size').selectOption('51-200');
  await page.getByLabel('LinkedIn page').fill('https://example.com/not-linkedin');
  await next(page);
  await expect(page.getByText('LinkedIn page must be a linkedin.com address.')).toBeVisible();
  await page.getByLabel('LinkedIn page').fill('https://www.linkedin.com/company/harbour');
  await page.getByLabel('Website').fill('https://harbour.example');
  await screenshot(page, 'onboard-employer-step1');
  await next(page);
  await expectStep(page, 2, 'About the business');
  await page.getByLabel('About the business').fill('We move containers between Singapore and Johor.');
  await next(page);
  await expectStep(page, 3, 'Contact person');
  await expect(page.getByLabel('Contact name')).toHaveValue('Hugo Tan');
  await page.getByLabel('Phone number').fill('6123 4567');
  await page.getByLabel('This number is on WhatsApp').check();
  await screenshot(page, 'onboard-employer-step3');
  await next(page);
  await expectStep(page, 4, 'Logo and review');
  await uploadFile(page, 0, { name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(800, 800) });
  await expect(page.locator('.upload__preview')).toBeVisible();
  await screenshot(page, 'onboard-employer-step4');
  await page.getByRole('button', { name: 'Submit and finish' }).click();
  await expect(page).toHaveURL(/\/employer\/opportunities$/);

  await page.getByRole('link', { name: 'Company', exact: true }).click();
  await expect(page).toHaveURL(/\/employer\/company$/);
  await page.getByLabel('Company size').selectOption('201-500');
  await page.getByRole('button', { name: /Logo and review/ }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await page.getByRole('link', { name: 'See your public page' }).click();
  await expect(page).toHaveURL(/\/employer\/companies\/[A-Z0-9]+$/);
  const code = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Harbour Freight' })).toBeVisible();
  await expect(page.getByText('201-500 people')).toBeVisible();
  await logOut(page);
  await page.goto(`/companies/${code}`);
  await expect(page.getByRole('heading', { name: 'Harbour Freight' })).toBeVisible();
  await expect(page.getByText('hired')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('6123');
  await screenshot(page, 'company-page-guest');
});

test('an agency completes the four steps, including what it offers', async ({ page }) => {
  await signUp(page, 'Ana Wong', uniqueEmail('wizard-agency'));
  await chooseAccountType(page, 'Agency');
  await page.getByLabel('Agency name').fill('Pixel Crew');
  await page.getByLabel('Industry').fill('Design');
  await page.getByLabel('Location').fill('Kuala Lumpur');
  await page.getByLabel('Team size').selectOption('11-50');
  await next(page);
  await expectStep(page, 2, 'About the agency');
  await page.getByLabel('About the agency').fill('Designers and engineers for start-ups.');
  await next(page);
  await expect(page.getByText('Expertise is required.')).toBeVisible();
  await page.getByLabel('What your agency offers').fill('Branding, Web design');
  await page.getByLabel('Hourly rate (USD)').fill('80');
  await screenshot(page, 'onboard-agency-step2');
  await next(page);
  await page.getByLabel('Phone number').fill('12 345 6789');
  await page.getByLabel('Country code').fill('60');
  await next(page);
  await expectStep(page, 4, 'Logo and review');
  await uploadFile(page, 0, { name: 'logo.png', mimeType: 'image/jpeg', buffer: await makeJpeg(600, 600) });
  await expect(page.locator('.upload__preview')).toBeVisible();
  await expect(page.getByText('Branding, Web design')).toBeVisible();
  await screenshot(page, 'onboard-agency-step4');
  await page.getByRole('button', { name: 'Submit and finish' }).click();
  await expect(page).toHaveURL(/\/agency\/opportunities\?tab=Project$/);
});
