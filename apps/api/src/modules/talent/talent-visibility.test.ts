import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildDirectory, type Directory, PRIVATE, PRIVATE_KEYS } from './talent-fixtures.js';

let h: TestHarness;
let d: Directory;
beforeAll(async () => {
  h = await startTestApp();
  d = await buildDirectory(h);
}, 120_000);
afterAll(() => h.close());

type Viewer = 'guest' | 'employer' | 'agency' | 'freelancer';
const tokenOf = (viewer: Viewer) =>
  viewer === 'guest' ? {} : { token: viewer === 'agency' ? d.agency.token : d[viewer] };

/** Who each viewer may see (decision 100): public ANA and DAN, members BEN and CARA, hidden EVE. */
const SEEN: Record<Viewer, string[]> = {
  guest: ['ANA', 'DAN'],
  freelancer: ['ANA', 'DAN'],
  employer: ['ANA', 'BEN', 'CARA', 'DAN'],
  agency: ['ANA', 'BEN', 'CARA', 'DAN'],
};
const EVERYONE = ['ANA', 'BEN', 'CARA', 'DAN', 'EVE'];

/** Every answer a talent list gave in this file (cards of people), walked at the end for private fields. */
const answers: unknown[] = [];
const TALENT_LISTS = /^\/api\/v1\/(talent|user\/random-top-talent|user\/listing-user-by-codes)/;
async function get(path: string, viewer: Viewer) {
  const res = await call(h.app, 'GET', path, tokenOf(viewer));
  if (TALENT_LISTS.test(path)) answers.push(res.body);
  return res;
}

describe.each(['guest', 'freelancer', 'employer', 'agency'] as Viewer[])('visibility for a %s', (viewer) => {
  it('talent search and facets list exactly whom the viewer may see', async () => {
    const res = await get('/api/v1/talent?recordPerPage=50', viewer);
    const codes = res.body.result.items.map((item: { code: string }) => item.code).sort();
    expect(codes).toEqual(SEEN[viewer].map((name) => d.codes[name]).sort());
    const facets = await get('/api/v1/talent/facets', viewer);
    expect(facets.body.result.tab[0].count).toBe(SEEN[viewer].length);
  });

  it('public profiles and their reviews are 404 unless the viewer may see them', async () => {
    for (const name of EVERYONE) {
      const expected = SEEN[viewer].includes(name) ? 200 : 404;
      expect((await get(`/api/v1/user/public-profile/${d.codes[name]}`, viewer)).statusCode, name).toBe(
        expected,
      );
      const reviews = await get(`/api/v1/user/public-profile/${d.codes[name]}/reviews`, viewer);
      expect(reviews.statusCode, name).toBe(expected);
    }
  });

  it('top talent and cards by codes leave out whom the viewer may not see', async () => {
    const top = await get('/api/v1/user/random-top-talent?count=24', viewer);
    const topCodes = new Set(top.body.result.items.map((item: { code: string }) => item.code));
    // A random sample: whom it may not show never appears; it shows someone.
    expect(topCodes.size).toBeGreaterThan(0);
    for (const name of EVERYONE)
      if (!SEEN[viewer].includes(name)) expect(topCodes.has(d.codes[name]), name).toBe(false);
    const res = await call(h.app, 'POST', '/api/v1/user/listing-user-by-codes', {
      ...tokenOf(viewer),
      body: { codes: EVERYONE.map((name) => d.codes[name]) },
    });
    answers.push(res.body);
    const listed = res.body.result.items.map((item: { code: string }) => item.code).sort();
    expect(listed).toEqual(SEEN[viewer].map((name) => d.codes[name]).sort());
  });
});

describe('the hidden freelancer', () => {
  it('still sees her own profile and settings', async () => {
    const own = await call(h.app, 'GET', `/api/v1/user/public-profile/${d.codes.EVE}`, {
      token: d.tokens.EVE,
    });
    expect(own.statusCode).toBe(200);
    const settings = await call(h.app, 'GET', '/api/v1/user/visibility', { token: d.tokens.EVE });
    expect(settings.body.result).toEqual({
      profileVisibility: 'hidden',
      availableFrom: null,
      openToOffers: false,
    });
  });
});

describe('crawler pages and the sitemap (search engines are guests)', () => {
  it('serves public profiles only', async () => {
    const page = (code: string) => h.app.inject({ method: 'GET', url: `/talent/${code}` });
    expect((await page(d.codes.ANA as string)).statusCode).toBe(200);
    expect((await page(d.codes.BEN as string)).statusCode).toBe(404);
    expect((await page(d.codes.EVE as string)).statusCode).toBe(404);
    const sitemap = (await h.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/talent/${d.codes.ANA}<`);
    expect(sitemap).not.toContain(`/talent/${d.codes.BEN}<`);
    expect(sitemap).not.toContain(`/talent/${d.codes.EVE}<`);
  });
});

describe('visibility settings', () => {
  it('a freelancer changes who may see her and when she is available', async () => {
    const token = d.tokens.DAN;
    const body = { profileVisibility: 'members', availableFrom: '2027-01-04', openToOffers: true };
    const saved = await call(h.app, 'PUT', '/api/v1/user/visibility', { token, body });
    expect(saved.statusCode, saved.raw).toBe(200);
    expect(saved.body.result).toEqual(body);
    const guest = await get('/api/v1/talent', 'guest');
    expect(guest.body.result.items.map((item: { code: string }) => item.code)).toEqual([d.codes.ANA]);
    const employer = await get(`/api/v1/talent?jobName=playwright`, 'employer');
    expect(employer.body.result.items[0]).toMatchObject({ availableFrom: '2027-01-04', openToOffers: true });
    const back = { profileVisibility: 'public', availableFrom: null, openToOffers: false };
    expect((await call(h.app, 'PUT', '/api/v1/user/visibility', { token, body: back })).statusCode).toBe(200);
  });

  it('refuses other accounts and values it does not know, in plain words', async () => {
    const employer = await call(h.app, 'GET', '/api/v1/user/visibility', { token: d.employer });
    expect(employer.statusCode).toBe(403);
    const bad = await call(h.app, 'PUT', '/api/v1/user/visibility', {
      token: d.tokens.ANA,
      body: { profileVisibility: 'friends', availableFrom: '2027-02-32' },
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.body.error.fields.map((field: { path: string }) => field.path).sort();
    expect(paths).toEqual(['availableFrom', 'profileVisibility']);
    expect((await call(h.app, 'GET', '/api/v1/user/visibility')).statusCode).toBe(401);
  });
});

/** Every key and value of an answer, depth first. */
function* walk(value: unknown, path = ''): Generator<[string, unknown]> {
  yield [path, value];
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* walk(item, `${path}[${i}]`);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* walk(item, path ? `${path}.${key}` : key);
  }
}

describe('no private field in any talent answer', () => {
  it('walks every answer of this file (all viewers, all endpoints) and all sorts and tabs', async () => {
    for (const sort of ['bestMatch', 'rating', 'rateLow', 'rateHigh', 'recentlyActive']) {
      await get(`/api/v1/talent?sort=${sort}&jobName=design`, 'employer');
      await get(`/api/v1/talent?sort=${sort}`, 'agency');
    }
    await get('/api/v1/talent?tab=Agency', 'guest');
    expect(answers.length).toBeGreaterThan(25);
    const secrets = Object.values(PRIVATE);
    for (const answer of answers) {
      for (const [path, value] of walk(answer)) {
        const key =
          path
            .split('.')
            .pop()
            ?.replace(/\[\d+\]$/, '') ?? '';
        expect(PRIVATE_KEYS, path).not.toContain(key);
        if (typeof value === 'string') {
          for (const secret of secrets) expect(value, path).not.toContain(secret);
          expect(value, path).not.toMatch(/@example\.test/);
        }
      }
    }
  });
});
