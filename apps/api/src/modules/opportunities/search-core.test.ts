import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, opportunities, users } from '../../db/schema.js';
import { typoDistance } from '../../platform/search/typos.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';

/** Decisions 056 and 125 on built data: exact counts, typos, the profile-fit rule. */
let h: TestHarness;
let employerToken: string;
const ids: Record<string, string> = {};

const LANDING = '/api/v1/opportunities/facets?tab=Job&salary=Monthly&salary=Hourly';

async function get(url: string, token?: string) {
  const res = await call(h.app, 'GET', url, token ? { token } : {});
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.result;
}

/** What every count should be, counted by hand from the rows (no shortcut of the API). */
async function listedJobsBy(column: 'occupation' | 'workingMode') {
  const rows = await h.database.db.select().from(opportunities);
  const listed = rows.filter((row) => row.status === 'open' && !row.isHidden && row.type === 'Job');
  const counted = new Map<string, number>();
  for (const row of listed) counted.set(row[column], (counted.get(row[column]) ?? 0) + 1);
  return counted;
}

function asMap(entries: { value: string; count: number }[]) {
  return new Map(entries.map((entry) => [entry.value, entry.count]));
}

beforeAll(async () => {
  h = await startTestApp();
  const employer = await buildVerifiedUser(h, 'employer');
  employerToken = employer.token;
  const post = async (key: string, input: Parameters<typeof postOpportunity>[2]) => {
    ids[key] = (await postOpportunity(h, employerToken, input))._id;
  };
  await post('analyst', {
    title: 'Data analyst for retail reports',
    occupation: 'Business Analyst',
    skills: ['SQL', 'Excel'],
    expertise: ['Data and analytics'],
    workingMode: 'Onsite',
    workload: 'Full-time',
    payType: 'Monthly',
    payMin: 3000,
    payMax: 4000,
  });
  await post('designer', {
    title: 'Product designer for a booking app',
    occupation: 'Designer',
    skills: ['Figma', 'UX research'],
    expertise: ['Product design'],
    workingMode: 'Remote',
    workload: 'Part-time',
    payType: 'Hourly',
    payMin: 40,
    payMax: 70,
  });
  await post('developer', { title: 'Backend developer', occupation: 'Developer', workingMode: 'Hybrid' });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('facet counts are exact for listings without a keyword, and follow every change', () => {
  it('matches a count by hand, then follows a close, an edit and a new listing', async () => {
    const check = async () => {
      const facets = await get(LANDING);
      expect(facets.capped).toEqual([]);
      expect(asMap(facets.freelancerType)).toEqual(await listedJobsBy('occupation'));
      expect(asMap(facets.workingMode)).toEqual(await listedJobsBy('workingMode'));
    };
    await check();
    const closed = await call(h.app, 'POST', `/api/v1/opportunities/${ids.analyst}/status`, {
      token: employerToken,
      body: { status: 'closed' },
    });
    expect(closed.statusCode, closed.raw).toBe(200);
    await h.database.db
      .update(opportunities)
      .set({ workingMode: 'Onsite' })
      .where(eq(opportunities.id, ids.developer as string));
    await postOpportunity(h, employerToken, { title: 'Second designer', occupation: 'Designer' });
    // Within the version's one-second lifetime every instance reads the change.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await check();
    const page = await get('/api/v1/opportunities?tab=Job&salary=Monthly&salary=Hourly');
    expect(page.isTotalExact).toBe(true);
    expect(page.total).toBe([...(await listedJobsBy('occupation')).values()].reduce((a, b) => a + b, 0));
    expect(page.items.map((item: { _id: string }) => item._id)).not.toContain(ids.analyst);
  });

  it('totals and facet counts stay exact past a thousand matches (decision 125: no cap)', async () => {
    const [company] = await h.database.db.select({ id: companies.id }).from(companies).limit(1);
    const now = new Date();
    const rows = Array.from({ length: 1_050 }, (_, index) => ({
      companyId: company?.id as string,
      type: 'Job' as const,
      title: `Warehouse coordinator ${index}`,
      description: 'Coordinate the warehouse team.',
      occupation: index % 2 === 0 ? 'Developer' : 'Designer',
      experienceLevel: 'Mid-level',
      yearsOfExperience: 3,
      workingMode: 'Onsite',
      workload: 'Full-time',
      payType: 'Monthly' as const,
      payMin: 1000,
      payMax: 2000,
      status: 'open' as const,
      publishedAt: now,
    }));
    await h.database.db.insert(opportunities).values(rows);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const page = await get('/api/v1/opportunities?tab=Job&salary=Monthly&jobName=warehouse');
    expect(page).toMatchObject({ total: 1_050, isTotalExact: true });
    const facets = await get('/api/v1/opportunities/facets?tab=Job&salary=Monthly&jobName=warehouse');
    expect(facets.capped).toEqual([]);
    expect(asMap(facets.freelancerType)).toEqual(
      new Map([
        ['Developer', 525],
        ['Designer', 525],
      ]),
    );
    const landing = await get(LANDING);
    expect(landing.capped).toEqual([]);
    expect(asMap(landing.freelancerType)).toEqual(await listedJobsBy('occupation'));
  });
});

describe('cached answers as prepared bytes (decision 126)', () => {
  it('sends the same bytes with an ETag, a 304 for a repeat, and new bytes after a change', async () => {
    const url = '/api/v1/opportunities?tab=Job&salary=Monthly';
    const first = await h.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(first.statusCode).toBe(200);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await h.app.inject({ method: 'GET', url });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    const repeat = await h.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    await postOpportunity(h, employerToken, { title: 'Another analyst', payType: 'Monthly' });
    const changed = await h.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().result.total).toBe(first.json().result.total + 1);
  });

  it('sends a compressed answer compressed once, with its own ETag (decision 134)', async () => {
    const url = '/api/v1/opportunities?tab=Job&salary=Monthly&page=1';
    const plain = await h.app.inject({ method: 'GET', url });
    for (const [accept, encoding, unpack] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const first = await h.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(unpack(first.rawPayload).toString()).toBe(plain.body);
      const etag = first.headers.etag as string;
      expect(etag).not.toBe(plain.headers.etag);
      const again = await h.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      const repeat = await h.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': accept, 'if-none-match': etag },
      });
      expect(repeat.statusCode).toBe(304);
    }
  });
});

describe('typos', () => {
  it('measures a swap of two letters as one typo', () => {
    expect(typoDistance('desinger', 'designer', 2)).toBe(1);
    expect(typoDistance('devloper', 'developer', 2)).toBe(1);
    expect(typoDistance('analyst', 'designer', 2)).toBe(3);
  });

  it('finds the designer for "desinger" and says what it meant', async () => {
    const page = await get('/api/v1/opportunities?tab=Job&salary=Hourly&jobName=desinger');
    expect(page.didYouMean).toBe('designer');
    expect(page.items.map((item: { _id: string }) => item._id)).toContain(ids.designer);
    const exact = await get('/api/v1/opportunities?tab=Job&salary=Hourly&jobName=designer');
    expect(exact.didYouMean).toBeNull();
  });
});

describe('profile fit ("Best match" and "For you" without a keyword)', () => {
  it('puts the listing that fits a remote designer first, for that freelancer only', async () => {
    const freelancer = await buildVerifiedUser(h, 'freelancer');
    await h.database.db
      .update(users)
      .set({
        occupation: 'Designer',
        skills: ['Figma'],
        workingMode: 'Remote',
        workLoad: 'Part-time',
        hourlyRate: '50',
      })
      .where(eq(users.email, freelancer.email));
    const url = '/api/v1/opportunities?tab=Job&salary=Monthly&salary=Hourly';
    for (const sort of ['best', 'forYou']) {
      const mine = await get(`${url}&sort=${sort}`, freelancer.token);
      expect(mine.items[0]._id).toBe(ids.designer);
    }
    // A guest gets the listing order: the newest (bulk-loaded) listings first.
    const guest = await get(`${url}&sort=forYou`);
    expect(guest.items[0]._id).not.toBe(ids.designer);
  });
});
