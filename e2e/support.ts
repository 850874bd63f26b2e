import { type APIRequestContext, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import sharp from 'sharp';

export const PASSWORD = 'e2e correct horse battery';
export const DEMO_PASSWORD = 'talentport-demo-2026';
export const DEMO = {
  freelancer: 'freelancer@demo.talentport.dev',
  employer: 'employer@demo.talentport.dev',
  agency: 'agency@demo.talentport.dev',
} as const;
let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.test`;

/** Fills the sign-up form; it opens /signup unless the page is on a sign-up page already. */
export async function signUp(page: Page, fullname: string, email: string) {
  if (new URL(page.url()).pathname !== '/signup') await page.goto('/signup');
  await page.getByLabel('Full name').fill(fullname);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /create/i }).click();
  await expect(page).toHaveURL(/\/onboard\/account-type$/);
}

export async function chooseAccountType(page: Page, title: 'Freelancer' | 'Employer' | 'Agency') {
  await page.getByText(title, { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/onboard/${title.toLowerCase()}$`));
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * No serious or critical accessibility violation (axe, WCAG 2.1 A and AA rules) on the page as it
 * is. axe-core is added to a document once (the app is one document: its screens share it) and run
 * in the page itself: the pages have no frames, so AxeBuilder's per-frame runs, and the blank page
 * it opens to merge their results, only cost time (about a second per check).
 */
export async function expectAccessible(page: Page, name: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    AXE_TAGS,
  );
  expect(await page.locator('iframe').count(), `${name}: a frame axe would not check`).toBe(0);
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${name}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking).toEqual([]);
}

/**
 * Pictures at phone and desktop widths, each checked for accessibility first, written to
 * e2e/screenshots/<folder>/<name>-<phone|desktop>.png (the folder is optional).
 */
export async function screenshot(page: Page, name: string, folder = '') {
  const directory = folder ? `e2e/screenshots/${folder}` : 'e2e/screenshots';
  await page.evaluate(() => document.fonts.ready);
  for (const [label, width] of [
    ['phone', 390],
    ['desktop', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // From the top, so the sticky header is drawn where it belongs in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, `${name}-${label}`);
    // Nothing sticks out sideways: the page never scrolls horizontally.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name}-${label} is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${directory}/${name}-${label}.png`, fullPage: true });
  }
}

/** A real photo-sized JPEG (made by sharp) for the avatar upload. */
export async function makeJpeg(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 27, g: 210, b: 164 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#0b7a5e"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();
}

export function makePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

export async function expectStep(page: Page, step: number, title: string) {
  await expect(
    page.getByRole('heading', { name: new RegExp(`Step ${step} of 4\\s*${title}`) }),
  ).toBeVisible();
}

export async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function uploadFile(
  page: Page,
  index: number,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.locator('input[type="file"]').nth(index).setInputFiles(file);
}

/**
 * The freelancer wizard's first three steps, with valid answers. `shoot` (optional) is called on
 * each filled step before moving on, for journeys that take a picture of every screen.
 */
export async function fillFreelancerSteps(page: Page, shoot?: (name: string) => Promise<void>) {
  await expectStep(page, 1, 'About you');
  await page.getByLabel('Occupation').selectOption('Developer');
  await page.getByLabel('Describe yourself').fill('Full-stack developer who likes clear, fast web apps.');
  await shoot?.('onboard-step1-about-you');
  await next(page);
  await expectStep(page, 2, 'Experience');
  await page.getByLabel('Experience level').selectOption('Junior');
  await page.getByLabel('Skills', { exact: true }).fill('TypeScript, React, PostgreSQL');
  await shoot?.('onboard-step2-experience');
  await next(page);
  await expectStep(page, 3, 'Work preferences');
  await page.getByLabel('Working mode').selectOption('Remote');
  await page.getByLabel('Workload').selectOption('Full-time');
  await page.getByLabel('Hourly rate (USD)').fill('45');
  await page.getByLabel('Phone number').fill('9123 4567');
  await page.getByLabel('Nationality').fill('Singaporean');
  await page.getByLabel('Date of birth').fill('1995-04-12');
  await shoot?.('onboard-step3-work-preferences');
  await next(page);
  await expectStep(page, 4, 'Resume and review');
}

/**
 * The screenshot helper of one journey: pictures go to e2e/screenshots/journeys/<role>/, numbered
 * in the order the journey visits the screens.
 */
export function journeyScreenshots(role: 'freelancer' | 'employer' | 'agency' | 'guest') {
  let step = 0;
  return (page: Page, name: string) =>
    screenshot(page, `${String(++step).padStart(2, '0')}-${name}`, `journeys/${role}`);
}

export type OutboxMail = { to: string; subject: string; text: string; links: string[] };

/** The newest mail to `to` whose subject matches, read from the development outbox. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox.json?to=${encodeURIComponent(to)}`);
      const items: OutboxMail[] = (await response.json()).result.items;
      found = items.find((mail) => subject.test(mail.subject));
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error(`No mail to ${to} matching ${subject}`);
  return found;
}

/** The 6-digit code of the newest verification mail to `to`. */
export async function verificationCode(request: APIRequestContext, to: string): Promise<string> {
  const mail = await latestMail(request, to, /Verify your email/);
  const code = /Your code: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the verification mail to ${to}`);
  return code;
}

/** Verifies the signed-in account with the mailed code, through the banner. */
export async function verifyWithCode(page: Page, email: string) {
  const banner = page.getByRole('region', { name: 'Verify your email' });
  await expect(banner).toContainText(email);
  await banner.getByLabel('Verification code').fill(await verificationCode(page.request, email));
  await banner.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(banner).toHaveCount(0);
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The header and storage of a visitor who is not logged in. */
export async function expectGuestView(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

/** The employer wizard's first three steps, with valid answers. */
export async function fillEmployerSteps(
  page: Page,
  companyName: string,
  shoot?: (name: string) => Promise<void>,
) {
  await expectStep(page, 1, 'Company');
  await page.getByLabel('Company name').fill(companyName);
  await page.getByLabel('Industry').fill('Logistics');
  await page.getByLabel('Location').fill('Singapore');
  await page.getByLabel('Company size').selectOption('11-50');
  await page.getByLabel('Website').fill('https://harbour.example');
  await shoot?.('onboard-step1-company');
  await next(page);
  await expectStep(page, 2, 'About the business');
  await page.getByLabel('About the business').fill('We move containers between Singapore and Johor.');
  await shoot?.('onboard-step2-about');
  await next(page);
  await expectStep(page, 3, 'Contact person');
  await page.getByLabel('Phone number').fill('6123 4567');
  await shoot?.('onboard-step3-contact');
  await next(page);
  await expectStep(page, 4, 'Logo and review');
}

/** The agency wizard's first three steps, with valid answers. */
export async function fillAgencySteps(
  page: Page,
  agencyName: string,
  shoot?: (name: string) => Promise<void>,
) {
  await expectStep(page, 1, 'Company');
  await page.getByLabel('Agency name').fill(agencyName);
  await page.getByLabel('Industry').fill('Design');
  await page.getByLabel('Location').fill('Kuala Lumpur');
  await page.getByLabel('Team size').selectOption('11-50');
  await shoot?.('onboard-step1-company');
  await next(page);
  await expectStep(page, 2, 'About the agency');
  await page.getByLabel('About the agency').fill('Designers and engineers for start-ups.');
  await page.getByLabel('What your agency offers').fill('Branding, Web design');
  await page.getByLabel('Hourly rate (USD)').fill('80');
  await shoot?.('onboard-step2-about');
  await next(page);
  await expectStep(page, 3, 'Contact person');
  await page.getByLabel('Phone number').fill('12 345 6789');
  await page.getByLabel('Country code').fill('60');
  await shoot?.('onboard-step3-contact');
  await next(page);
  await expectStep(page, 4, 'Logo and review');
}

export type Account = { email: string; token: string; code: string; fullname: string };
type AccountRole = 'freelancer' | 'employer' | 'agency';

const API_PROFILES: Record<AccountRole, Record<string, unknown>> = {
  freelancer: {
    occupation: 'Developer',
    nationality: 'Singaporean',
    phoneCode: '65',
    phone: '91234567',
    dateOfBirth: '1994-05-06',
    experienceLevel: 'Junior',
    skills: ['TypeScript', 'React'],
    workingMode: 'Remote',
    workLoad: 'Full-time',
    describeYourself: 'I build web applications.',
  },
  employer: {
    phone: '91234567',
    company: {
      name: 'Harbour Logistics',
      companyIndustry: 'Logistics',
      companyLocation: 'Singapore',
      companySize: '11-50',
      aboutBusiness: 'We move containers and build software for it.',
    },
  },
  agency: {
    phone: '91234567',
    expertise: ['Web development'],
    company: {
      name: 'Northwind Studio',
      companyIndustry: 'Software',
      companyLocation: 'Singapore',
      companySize: '11-50',
      aboutBusiness: 'A studio of engineers who build web products.',
    },
  },
};

/** A new account through the API: role, onboarding, and the email verified with the mailed code. */
export async function createAccount(
  request: APIRequestContext,
  role: AccountRole,
  fullname: string,
  profile: Record<string, unknown> = {},
): Promise<Account> {
  const email = uniqueEmail(role);
  const registered = await request.post('/api/v1/user/register', {
    data: { fullname, email, password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const token: string = (await registered.json()).result.token;
  const headers = { token };
  const filled = await request.post('/api/v1/user/fillUserRole', { headers, data: { userRole: role } });
  expect(filled.ok()).toBe(true);
  const onboarded = await request.put('/api/v1/user/profile', {
    headers,
    data: { ...API_PROFILES[role], ...profile, fullname },
  });
  expect(onboarded.ok()).toBe(true);
  const code = await verificationCode(request, email);
  expect((await request.post('/api/v1/user/email-verify', { headers, data: { code } })).ok()).toBe(true);
  const me = await (await request.get('/api/v1/user/profile', { headers })).json();
  return { email, token, code: me.result.code, fullname };
}

/** An open opportunity posted through the API by `token`; answers its id. */
export async function postOpportunity(
  request: APIRequestContext,
  token: string,
  fields: { title: string; type?: 'Job' | 'Project' } & Record<string, unknown>,
): Promise<string> {
  const isJob = (fields.type ?? 'Job') === 'Job';
  const posted = await request.post('/api/v1/opportunities', {
    headers: { token },
    data: {
      type: 'Job',
      description: 'Build and run our delivery platform with a small, friendly team.',
      occupation: 'Developer',
      expertise: ['Web development'],
      skills: ['TypeScript', 'PostgreSQL'],
      yearsOfExperience: 3,
      workingMode: 'Remote',
      workload: isJob ? 'Full-time' : 'Freelance',
      payType: isJob ? 'Monthly' : 'Fixed',
      payMin: isJob ? 4000 : 8000,
      payMax: isJob ? 6000 : 12000,
      location: 'Singapore',
      openings: 1,
      ...fields,
    },
  });
  expect(posted.ok()).toBe(true);
  return (await posted.json()).result._id;
}

/** Applies through the API; answers the application id. */
export async function applyTo(request: APIRequestContext, token: string, opportunityId: string) {
  const applied = await request.post(`/api/v1/opportunities/${opportunityId}/apply`, {
    headers: { token },
    data: { coverLetter: 'I have shipped three products like this one, on time.', proposedRate: 5000 },
  });
  expect(applied.ok()).toBe(true);
  return (await applied.json()).result._id as string;
}

/** Moves an application through the pipeline via the API (the hiring conversation opens on shortlist). */
export async function setApplicationStatus(
  request: APIRequestContext,
  token: string,
  applicationId: string,
  status: 'shortlisted' | 'interviewing' | 'rejected',
) {
  const changed = await request.post(`/api/v1/applications/${applicationId}/status`, {
    headers: { token },
    data: { status },
  });
  expect(changed.ok()).toBe(true);
}

/** Hires through an offer with minimal terms that the candidate accepts, via the API (decision 122). */
export async function hireByOffer(
  request: APIRequestContext,
  tokens: { employer: string; candidate: string },
  applicationId: string,
) {
  const sent = await request.post('/api/v1/offers', {
    headers: { token: tokens.employer },
    data: { applicationId, terms: { kind: 'fixed', amount: 100_000, startDate: '2026-11-02' } },
  });
  expect(sent.ok()).toBe(true);
  const offerId = (await sent.json()).result._id as string;
  const accepted = await request.post(`/api/v1/offers/${offerId}/accept`, {
    headers: { token: tokens.candidate },
  });
  expect(accepted.ok()).toBe(true);
}

/** The rewards page from the main navigation: the referral link, then a welcome code worth 50 points. */
export async function redeemWelcomeCode(
  page: Page,
  role: 'freelancer' | 'employer' | 'agency',
  code: string,
) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
  await expect(page).toHaveURL(new RegExp(`/${role}/rewards$`));
  await expect(page.getByLabel('Your referral link')).toHaveValue(/\/signup\?ref=[A-Z0-9]+$/);
  await page.getByRole('textbox', { name: 'Promo code' }).fill(code);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByTestId('reward-balance')).toHaveText(/^50\s*points$/);
}

/** Makes a freelancer's profile public (decision 100: by default only signed-in employers and agencies see it). */
export async function makeProfilePublic(request: APIRequestContext, token: string) {
  const res = await request.put('/api/v1/user/visibility', {
    headers: { token },
    data: { profileVisibility: 'public', availableFrom: null, openToOffers: false },
  });
  expect(res.ok()).toBe(true);
}
