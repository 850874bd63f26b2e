import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  makeProfilePublic,
  startTestApp,
  TEST_PASSWORD,
  type TestHarness,
} from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';
import { readPage } from '../../test/read-page.js';
import { buildSitemap } from './sitemap.js';

const ORIGIN = 'https://talentport.test';
let h: TestHarness;
let dist: string;
let employer: Awaited<ReturnType<typeof buildVerifiedUser>>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'talentport-crawler-'));
  copyFileSync(
    path.resolve(import.meta.dirname, '../../../../web/index.html'),
    path.join(dist, 'index.html'),
  );
  h = await startTestApp({ webDist: dist, publicUrl: ORIGIN });
  employer = await buildVerifiedUser(h, 'employer');
});
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => h.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap and robots', () => {
  it('lists a newly published listing with lastmod, and drops it once closed', async () => {
    const freelancer = await buildVerifiedUser(h, 'freelancer');
    await makeProfilePublic(h.app, freelancer.token);
    const before = await get('/sitemap.xml');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toMatch(/^application\/xml/);
    const job = await postOpportunity(h, employer.token);
    const draft = await postOpportunity(h, employer.token, { status: 'draft' });
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const listed = locs(xml);
    expect(listed).toContain(`${ORIGIN}/freelancer/opportunities/${job._id}`);
    expect(listed).not.toContain(`${ORIGIN}/freelancer/opportunities/${draft._id}`);
    expect(listed).toContain(`${ORIGIN}/talent/${freelancer.code}`);
    expect(listed).toContain(`${ORIGIN}/companies/${employer.companyCode}`);
    expect(xml).toMatch(
      new RegExp(
        `<loc>${ORIGIN}/freelancer/opportunities/${job._id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`,
      ),
    );

    const closed = await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/status`, {
      token: employer.token,
      body: { status: 'closed' },
    });
    expect(closed.statusCode).toBe(200);
    expect(locs((await get('/sitemap.xml')).body)).not.toContain(
      `${ORIGIN}/freelancer/opportunities/${job._id}`,
    );
  });

  it('leaves out a person whose account deletion is pending', async () => {
    const leaving = await buildVerifiedUser(h, 'freelancer');
    await makeProfilePublic(h.app, leaving.token);
    const url = `${ORIGIN}/talent/${leaving.code}`;
    const sitemap = async () =>
      locs((await buildSitemap({ db: h.database.db, origin: ORIGIN })).get('sitemap.xml') ?? '');
    expect(await sitemap()).toContain(url);
    const asked = await call(h.app, 'POST', '/api/v1/user/deletion', {
      token: leaving.token,
      body: { password: TEST_PASSWORD },
    });
    expect(asked.statusCode).toBe(200);
    expect(await sitemap()).not.toContain(url);
    expect((await get(`/talent/${leaving.code}`)).statusCode).toBe(404);
  });

  it('becomes an index of files with the newest lastmod of each when it is large', async () => {
    await postOpportunity(h, employer.token);
    const files = await buildSitemap({ db: h.database.db, origin: ORIGIN, limit: 2 });
    const index = files.get('sitemap.xml') ?? '';
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(index);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts).toContain(`${ORIGIN}/sitemaps/opportunities-1.xml`);
    expect(index).toMatch(/<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/sitemap>/);
    for (const name of files.keys()) {
      if (name !== 'sitemap.xml') expect(locs(files.get(name) ?? '').length).toBeLessThanOrEqual(2);
    }
    // Served at the addresses the index names (the app's own sitemap fits in one file here).
    expect((await get('/sitemaps/nothing-1.xml')).statusCode).toBe(404);
  });

  it('robots.txt names the sitemap and keeps private areas out, but not the public detail page', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const rule of [
      'Disallow: /api/',
      'Disallow: /staff',
      'Disallow: /freelancer/',
      'Disallow: /employer/',
      'Disallow: /agency/',
    ]) {
      expect(lines).toContain(rule);
    }
    expect(lines).toContain('Allow: /freelancer/opportunities/');
  });

  it('keeps pages, files and pictures out of the OpenAPI document (they are not API operations)', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    expect(
      paths.some((name) =>
        /sitemap|robots|^\/short-url|^\/og\/|^\/talent|^\/companies|^\/freelancer/.test(name),
      ),
    ).toBe(false);
    expect(paths.length).toBeGreaterThan(90);
  });
});

describe('without a web build', () => {
  it('still answers the pages with their metadata and status', async () => {
    const bare = await startTestApp({ publicUrl: ORIGIN });
    try {
      const owner = await buildVerifiedUser(bare, 'employer');
      const page = await bare.app.inject({ method: 'GET', url: `/companies/${owner.companyCode}` });
      expect(page.statusCode).toBe(200);
      expect(readPage(page.body).jsonLd[0]).toMatchObject({ '@type': 'Organization', name: 'Acme Pte Ltd' });
      const missing = await bare.app.inject({ method: 'GET', url: '/talent/NOSUCHCODE1' });
      expect(missing.statusCode).toBe(404);
      expect(readPage(missing.body).titles).toEqual(['Page not found · Talentport']);
    } finally {
      await bare.close();
    }
  });
});

describe('short links and preview pictures', () => {
  it('a short link redirects on the server; an unknown one is the 404 page', async () => {
    const job = await postOpportunity(h, employer.token);
    const target = `/freelancer/opportunities/${job._id}`;
    const made = await call(h.app, 'POST', '/api/v1/short-url', { body: { path: target } });
    const response = await get(`/short-url/${made.body.result.code}`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(target);
    const missing = await get('/short-url/Zzzzzzzzzz');
    expect(missing.statusCode).toBe(404);
    expect(readPage(missing.body).meta.get('robots')).toBe('noindex');
    expect((await get('/short-url/bad%2Fcode')).statusCode).toBe(404);
  });

  it('draws a 1200×630 PNG per listing and company, cached, and none for drafts', async () => {
    const job = await postOpportunity(h, employer.token, { title: 'Warehouse systems engineer' });
    const first = await get(`/og/opportunities/${job._id}.png`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const meta = await sharp(first.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
      width: 1200,
      height: 630,
      format: 'png',
    });
    // The text is drawn: the picture is not the bare background.
    const { channels } = await sharp(first.rawPayload).stats();
    expect(channels[0]?.stdev).toBeGreaterThan(10);
    const again = await get(`/og/opportunities/${job._id}.png`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const company = await get(`/og/companies/${employer.companyCode}.png`);
    expect(company.statusCode).toBe(200);
    expect((await sharp(company.rawPayload).metadata()).width).toBe(1200);

    const draft = await postOpportunity(h, employer.token, { status: 'draft' });
    expect((await get(`/og/opportunities/${draft._id}.png`)).statusCode).toBe(404);
    expect((await get('/og/companies/NOSUCHCODE1.png')).statusCode).toBe(404);
  });
});
