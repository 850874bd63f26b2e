import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities } from '../../db/schema.js';
import { buildUser, call, makeProfilePublic, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';
import { readPage } from '../../test/read-page.js';

const ORIGIN = 'https://talentport.test';
const webIndex = path.resolve(import.meta.dirname, '../../../../web/index.html');
let h: TestHarness;
let dist: string;
let employer: Awaited<ReturnType<typeof buildVerifiedUser>>;

beforeAll(async () => {
  // The web app's own shell, as the build ships it: the pages are read with JavaScript off.
  dist = mkdtempSync(path.join(tmpdir(), 'talentport-pages-'));
  copyFileSync(webIndex, path.join(dist, 'index.html'));
  h = await startTestApp({ webDist: dist, publicUrl: ORIGIN });
  employer = await buildVerifiedUser(h, 'employer');
});
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => h.app.inject({ method: 'GET', url });
const setStatus = (id: string, status: string) =>
  call(h.app, 'POST', `/api/v1/opportunities/${id}/status`, { token: employer.token, body: { status } });

function expectSpaShell(html: string) {
  const page = readPage(html);
  expect(page.scripts.some((script) => script.type === 'module' && script.src)).toBe(true);
  expect(html).toContain('<div id="root">');
  return page;
}

describe('an opportunity as a crawler reads it', () => {
  it('carries its title, description, canonical, Open Graph, Twitter and a JobPosting', async () => {
    const job = await postOpportunity(h, employer.token, { deadline: '2031-03-31' });
    const response = await get(`/freelancer/opportunities/${job._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const page = expectSpaShell(response.body);
    const url = `${ORIGIN}/freelancer/opportunities/${job._id}`;
    expect(page.titles).toEqual(['Senior TypeScript developer at Acme Pte Ltd · Talentport']);
    expect(page.meta.get('description')).toMatch(
      /^\$5,000–\$8,000 a month · Remote · Full-time · Singapore\. Build/,
    );
    expect(page.canonical).toBe(url);
    expect(page.meta.get('og:url')).toBe(url);
    expect(page.meta.get('og:title')).toBe(page.titles[0]);
    expect(page.meta.get('og:image')).toMatch(
      new RegExp(`^${ORIGIN}/og/opportunities/${job._id}\\.png\\?v=`),
    );
    expect(page.meta.get('twitter:card')).toBe('summary_large_image');
    expect(page.meta.get('robots')).toBeUndefined();
    expect(page.noScriptText).toContain('Senior TypeScript developer');
    expect(page.noScriptText).toContain('Mentor juniors');
    expect(page.jsonLd).toHaveLength(1);
    expect(page.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior TypeScript developer',
      description: expect.stringContaining('<strong>React</strong>'),
      validThrough: '2031-03-31T23:59:59+08:00',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Pte Ltd',
        sameAs: `${ORIGIN}/companies/${employer.companyCode}`,
      },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Singapore' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'SGD',
        value: { '@type': 'QuantitativeValue', minValue: 5000, maxValue: 8000, unitText: 'MONTH' },
      },
      url,
    });
    const posting = page.jsonLd[0] as { datePosted: string; jobLocation?: unknown };
    expect(Number.isNaN(Date.parse(posting.datePosted))).toBe(false);
    expect(posting.jobLocation).toBeUndefined();
  });

  it('keeps hostile listing text inside its script element and attributes', async () => {
    const title = 'Lead "dev" </script><script>alert(1)</script> & <!-- co';
    const description = 'Ends here </script><img src=x onerror=alert(2)> and \'quotes\' "too" \u2028 <!--';
    const job = await postOpportunity(h, employer.token, {
      title,
      description,
      workingMode: 'Onsite',
      location: 'Jurong East',
      payType: 'Hourly',
      payMin: 40,
      payMax: 40,
      workload: 'Part-time',
    });
    const response = await get(`/freelancer/opportunities/${job._id}`);
    const page = expectSpaShell(response.body);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<img src=x');
    // The theme script (decision 119), the JSON-LD and the module script are the only scripts:
    // nothing broke out.
    const kinds = page.scripts.map((script) => (script.type ? script.type : `classic ${script.src}`)).sort();
    expect(kinds).toEqual(['application/ld+json', 'classic /theme.js', 'module']);
    expect(page.jsonLdRaw[0]).not.toMatch(/[<>]/);
    expect(page.jsonLd[0]).toMatchObject({
      title,
      employmentType: 'PART_TIME',
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Jurong East' },
      },
      baseSalary: { currency: 'SGD', value: { value: 40, unitText: 'HOUR' } },
    });
    expect((page.jsonLd[0] as { jobLocationType?: string }).jobLocationType).toBeUndefined();
    expect(page.meta.get('og:title')).toBe(`${title} at Acme Pte Ltd · Talentport`);
    expect(page.titles).toEqual([`${title} at Acme Pte Ltd · Talentport`]);
    expect(page.noScriptText).toContain('\'quotes\' "too"');
  });

  it('answers 404 for unknown, malformed, draft and hidden listings, 410 once closed, noindex when paused', async () => {
    const notFound = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      const page = expectSpaShell(response.body);
      expect(page.titles).toEqual(['Page not found · Talentport']);
      expect(page.meta.get('robots')).toBe('noindex');
      expect(page.jsonLd).toEqual([]);
    };
    await notFound('/freelancer/opportunities/00000000-0000-4000-8000-000000000000');
    await notFound('/freelancer/opportunities/some-opportunity');
    const draft = await postOpportunity(h, employer.token, { status: 'draft' });
    await notFound(`/freelancer/opportunities/${draft._id}`);
    const hidden = await postOpportunity(h, employer.token);
    await h.database.db.update(opportunities).set({ isHidden: true }).where(eq(opportunities.id, hidden._id));
    await notFound(`/freelancer/opportunities/${hidden._id}`);

    const job = await postOpportunity(h, employer.token);
    expect((await setStatus(job._id, 'paused')).statusCode).toBe(200);
    const paused = readPage((await get(`/freelancer/opportunities/${job._id}`)).body);
    expect(paused.meta.get('robots')).toBe('noindex');
    expect(paused.jsonLd).toEqual([]);
    expect((await setStatus(job._id, 'closed')).statusCode).toBe(200);
    const gone = await get(`/freelancer/opportunities/${job._id}`);
    expect(gone.statusCode).toBe(410);
    expect(expectSpaShell(gone.body).meta.get('robots')).toBe('noindex');

    // The freelancer's own lists share the address pattern: the plain shell, as before.
    const applied = await get('/freelancer/opportunities/applied');
    expect(applied.statusCode).toBe(200);
    expect(readPage(applied.body).titles).toEqual(['Talentport']);
  });
});

describe('talent and company pages', () => {
  it('a public profile is a ProfilePage of a Person; unknown and unfinished profiles are 404', async () => {
    const freelancer = await buildVerifiedUser(h, 'freelancer', 'Mei Ling Tan');
    await makeProfilePublic(h.app, freelancer.token);
    const response = await get(`/talent/${freelancer.code}`);
    expect(response.statusCode).toBe(200);
    const page = expectSpaShell(response.body);
    expect(page.titles).toEqual(['Mei Ling Tan, Developer · Talentport']);
    expect(page.meta.get('description')).toContain('I build web applications.');
    expect(page.canonical).toBe(`${ORIGIN}/talent/${freelancer.code}`);
    expect(page.meta.get('og:type')).toBe('profile');
    expect(page.jsonLd[0]).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: 'Mei Ling Tan',
        jobTitle: 'Developer',
        knowsAbout: ['TypeScript'],
      },
    });
    const newcomer = await buildUser(h.app, { role: 'freelancer' });
    const profile = await call(h.app, 'GET', '/api/v1/user/profile', { token: newcomer.token });
    expect((await get(`/talent/${profile.body.result.code}`)).statusCode).toBe(404);
    expect((await get('/talent/NOSUCHCODE1')).statusCode).toBe(404);
    expect((await get('/talent/..%2Fetc')).statusCode).toBe(404);
  });

  it('a company page is an Organization with its preview picture; unknown companies are 404', async () => {
    const response = await get(`/companies/${employer.companyCode}`);
    expect(response.statusCode).toBe(200);
    const page = expectSpaShell(response.body);
    expect(page.titles).toEqual(['Acme Pte Ltd · Talentport']);
    expect(page.meta.get('og:image')).toMatch(
      new RegExp(`^${ORIGIN}/og/companies/${employer.companyCode}\\.png`),
    );
    expect(page.jsonLd[0]).toMatchObject({
      '@type': 'Organization',
      name: 'Acme Pte Ltd',
      url: `${ORIGIN}/companies/${employer.companyCode}`,
      description: 'We build software for logistics companies.',
    });
    const notFound = await get('/companies/NOSUCHCODE1');
    expect(notFound.statusCode).toBe(404);
    expect(readPage(notFound.body).meta.get('robots')).toBe('noindex');
  });
});
