import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, screenshot } from './support';

/** The first open demo job, as a guest's search lists it. */
async function demoJob(request: APIRequestContext) {
  const answer = await request.get('/api/v1/opportunities?tab=Job&recordPerPage=1');
  const job = (await answer.json()).result.items[0] as { _id: string; title: string };
  expect(job).toBeTruthy();
  return job;
}

async function shortLinkTo(request: APIRequestContext, path: string): Promise<string> {
  const made = await request.post('/api/v1/short-url', { data: { path } });
  return (await made.json()).result.shortPath as string;
}

test('a guest opens a job from a short link: the server redirects, the page carries its story, the app takes over', async ({
  page,
  request,
}) => {
  const job = await demoJob(request);
  const target = `/freelancer/opportunities/${job._id}`;
  const shortPath = await shortLinkTo(request, target);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto(shortPath);
  // The browser followed the server's redirect: no script had to run for it.
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/short-url\/[A-Za-z0-9]{10}$/);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(target);
  // What crawlers and previews read is in the head the server wrote …
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(`^${escapeRegExp(job.title)}`),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${target}$`));
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: job.title });
  // … and the person sees the app's page, as before.
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  expect(violations).toEqual([]);
  await screenshot(page, 'public-job-from-short-link');

  const missing = await page.goto('/freelancer/opportunities/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('with JavaScript off, the job page still shows its title, company, pay and description', async ({
  browser,
  request,
  baseURL,
}) => {
  const job = await demoJob(request);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/freelancer/opportunities/${job._id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByText(/\$[\d,]+.* (a month|an hour|fixed)/).first()).toBeVisible();
  await page.screenshot({
    path: 'e2e/screenshots/public-job-without-javascript-desktop.png',
    fullPage: true,
  });
  await context.close();
});

test('a signed-in employer opening a shared profile link lands on it under their own prefix', async ({
  browser,
  request,
  baseURL,
}) => {
  const login = async (email: string) =>
    (await (await request.post('/api/v1/user/login', { data: { email, password: DEMO_PASSWORD } })).json())
      .result.token as string;
  const freelancerToken = await login(DEMO.freelancer);
  const profile = (
    await (await request.get('/api/v1/user/profile', { headers: { token: freelancerToken } })).json()
  ).result as { code: string; fullname: string };
  const shortPath = await shortLinkTo(request, `/talent/${profile.code}`);
  const employerToken = await login(DEMO.employer);
  const context = await browser.newContext({
    baseURL,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL ?? '',
          localStorage: [
            { name: 'token', value: employerToken },
            { name: 'email', value: DEMO.employer },
            { name: 'userRole', value: 'employer' },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  await page.goto(shortPath);
  await expect(page).toHaveURL(new RegExp(`/employer/talent/${profile.code}$`));
  await expect(page.getByRole('heading', { level: 1, name: profile.fullname })).toBeVisible();
  await context.close();
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
