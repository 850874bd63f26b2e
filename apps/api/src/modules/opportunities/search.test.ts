import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';

let h: TestHarness;
const ids: Record<string, string> = {};

beforeAll(async () => {
  h = await startTestApp();
  const employer = await buildVerifiedUser(h, 'employer');
  const agency = await buildVerifiedUser(h, 'agency');
  const post = async (key: string, token: string, input: Parameters<typeof postOpportunity>[2]) => {
    ids[key] = (await postOpportunity(h, token, input))._id;
  };
  // Posted in this order, so "newest" is the reverse.
  await post('react', employer.token, {
    title: 'React developer',
    skills: ['React', 'TypeScript'],
    occupation: 'Developer',
    expertise: ['Web development'],
    workingMode: 'Remote',
    workload: 'Full-time',
    yearsOfExperience: 5,
    payType: 'Monthly',
    payMin: 4000,
    payMax: 6000,
  });
  await post('designer', employer.token, {
    title: 'Product designer',
    description: 'Design the mobile booking flow in Figma with our researchers and engineers.',
    skills: ['Figma', 'UX research'],
    occupation: 'Designer',
    expertise: ['Product design'],
    workingMode: 'Onsite',
    workload: 'Part-time',
    yearsOfExperience: 3,
    payType: 'Hourly',
    payMin: 40,
    payMax: 70,
  });
  await post('qa', employer.token, {
    title: 'Quality engineer for payments',
    description: 'Own the end-to-end tests of our payment flows and keep releases calm.',
    skills: ['Playwright', 'Cypress'],
    occupation: 'Quality Controller',
    expertise: ['Quality assurance', 'Web development'],
    workingMode: 'Hybrid',
    workload: 'Full-time',
    yearsOfExperience: 10,
    payType: 'Monthly',
    payMin: 7000,
    payMax: 9000,
  });
  await post('seo', agency.token, {
    type: 'Project',
    title: 'SEO audit for an online shop',
    skills: ['SEO', 'Google Ads'],
    occupation: 'Digital Marketer',
    expertise: ['Digital marketing'],
    workingMode: 'Remote',
    workload: 'Freelance',
    yearsOfExperience: 1,
    payType: 'Fixed',
    payMin: 1500,
    payMax: 2500,
  });
  await post('app', employer.token, {
    type: 'Project',
    title: 'Flutter app prototype',
    skills: ['Flutter', 'Figma'],
    occupation: 'Developer',
    expertise: ['Mobile development'],
    workingMode: 'Remote',
    workload: 'Freelance',
    yearsOfExperience: 3,
    payType: 'Hourly',
    payMin: 50,
    payMax: 90,
  });
  await post('draft', employer.token, { title: 'Hidden draft React role', status: 'draft' });
});
afterAll(() => h.close());

async function search(query: string) {
  const res = await call(h.app, 'GET', `/api/v1/opportunities?${query}`);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.result as {
    items: { _id: string; title: string }[];
    total: number;
    page: number;
    recordPerPage: number;
  };
}
const keysOf = (result: { items: { _id: string }[] }) =>
  result.items.map((item) => Object.keys(ids).find((key) => ids[key] === item._id));

describe('GET /api/v1/opportunities', () => {
  it('defaults to tab Job with no salary filter; the web app sends salary=Monthly (the data rules)', async () => {
    expect(keysOf(await search(''))).toEqual(['qa', 'designer', 'react']);
    expect(keysOf(await search('salary=Monthly'))).toEqual(['qa', 'react']);
    expect(keysOf(await search('salary=Hourly'))).toEqual(['designer']);
  });

  it('tab Project lists projects and ignores the job salary filter', async () => {
    expect(keysOf(await search('tab=Project&salary=Monthly'))).toEqual(['app', 'seo']);
  });

  it('filters by freelancerType (occupation)', async () => {
    expect(keysOf(await search('freelancerType=Designer'))).toEqual(['designer']);
    expect(keysOf(await search('freelancerType=Designer&freelancerType=Quality%20Controller'))).toEqual([
      'qa',
      'designer',
    ]);
  });

  it('filters by expertise (any of)', async () => {
    expect(keysOf(await search('expertise=Web%20development'))).toEqual(['qa', 'react']);
    expect(keysOf(await search('tab=Project&expertise=Mobile%20development'))).toEqual(['app']);
  });

  it('filters by workload, working mode and years of experience', async () => {
    expect(keysOf(await search('workload=Part-time'))).toEqual(['designer']);
    expect(keysOf(await search('workingMode=Hybrid&workingMode=Onsite'))).toEqual(['qa', 'designer']);
    expect(keysOf(await search('yearsOfExperience=5&yearsOfExperience=10'))).toEqual(['qa', 'react']);
  });

  it('filters by payType and by an overlapping pay range; the default range is no constraint', async () => {
    expect(keysOf(await search('tab=Project&payType=Fixed'))).toEqual(['seo']);
    expect(keysOf(await search('salary=Monthly&rangePrice=0,500'))).toEqual(['qa', 'react']);
    expect(keysOf(await search('salary=Monthly&rangePrice=6500,20000'))).toEqual(['qa']);
    expect(keysOf(await search('salary=Hourly&rangePrice=0,45'))).toEqual(['designer']);
    expect(keysOf(await search('salary=Hourly&rangePrice=0,30'))).toEqual([]);
  });

  it('finds by keyword in title, skills and description, with typos', async () => {
    expect(keysOf(await search('jobName=react'))).toEqual(['react']);
    expect(keysOf(await search('jobName=playwright'))).toEqual(['qa']);
    expect(keysOf(await search('jobName=booking%20flow'))).toEqual(['designer']);
    expect(keysOf(await search('jobName=devloper'))).toEqual(['react']);
    expect(keysOf(await search('tab=Project&jobName=fluter'))).toEqual(['app']);
    expect(keysOf(await search('jobName=zzzzqqq'))).toEqual([]);
    // A word neither known nor correctable matches as the start of a word (decision 125).
    expect(keysOf(await search('jobName=playwr'))).toEqual(['qa']);
  });

  it('combines filters', async () => {
    expect(
      keysOf(
        await search('salary=Monthly&workingMode=Remote&expertise=Web%20development&jobName=typescript'),
      ),
    ).toEqual(['react']);
    expect(
      keysOf(await search('tab=Project&workingMode=Remote&payType=Hourly&freelancerType=Developer')),
    ).toEqual(['app']);
  });

  it('sorts by pay and best match; pages are stable', async () => {
    expect(keysOf(await search('sort=pay'))).toEqual(['qa', 'react', 'designer']);
    const best = await search('sort=best&jobName=developer');
    expect(keysOf(best)[0]).toBe('react');
    const first = await search('recordPerPage=2&page=1');
    const second = await search('recordPerPage=2&page=2');
    expect(first).toMatchObject({ total: 3, page: 1, recordPerPage: 2 });
    expect([...keysOf(first), ...keysOf(second)]).toEqual(['qa', 'designer', 'react']);
  });

  it('counts keyword matches across pages, and past the last page too', async () => {
    // With a keyword the page's own statement carries the count.
    const all = await search('jobName=engineer');
    expect(all.total).toBe(2);
    const first = await search('jobName=engineer&recordPerPage=1&page=1');
    const second = await search('jobName=engineer&recordPerPage=1&page=2');
    expect(first.total).toBe(2);
    expect(second.total).toBe(2);
    expect([...keysOf(first), ...keysOf(second)]).toEqual(keysOf(all));
    const past = await search('jobName=react&recordPerPage=10&page=5');
    expect(past).toMatchObject({ items: [], total: 1, page: 5 });
  });

  it('never lists drafts', async () => {
    expect(keysOf(await search('jobName=hidden%20draft'))).toEqual([]);
  });

  it('refuses unknown filter values with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['tab=Gig', 'tab'],
      ['workload=Sometimes', 'workload'],
      ['yearsOfExperience=4', 'yearsOfExperience'],
      ['rangePrice=9,1', 'rangePrice'],
      ['rangePrice=abc', 'rangePrice'],
      ['sort=random', 'sort'],
      ['page=0', 'page'],
      ['recordPerPage=1000', 'recordPerPage'],
    ]) {
      const res = await call(h.app, 'GET', `/api/v1/opportunities?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body.error.en, query).toContain(field);
    }
  });
});

describe('GET /api/v1/opportunities/facets', () => {
  it('counts each option with the other filters applied', async () => {
    const res = await call(h.app, 'GET', '/api/v1/opportunities/facets?salary=Monthly&workingMode=Remote');
    expect(res.statusCode).toBe(200);
    const facets = res.body.result;
    // Working mode leaves its own filter out: every monthly job counts.
    expect(facets.workingMode).toEqual(
      expect.arrayContaining([
        { value: 'Remote', count: 1 },
        { value: 'Hybrid', count: 1 },
      ]),
    );
    expect(facets.freelancerType).toEqual([{ value: 'Developer', count: 1 }]);
    expect(facets.tab).toEqual(
      expect.arrayContaining([
        { value: 'Job', count: 1 },
        { value: 'Project', count: 2 },
      ]),
    );
    expect(facets.payType).toEqual(expect.arrayContaining([{ value: 'Monthly', count: 1 }]));
    expect(facets.expertise).toEqual([{ value: 'Web development', count: 1 }]);
  });
});

describe('GET /api/v1/opportunities/:id/similar', () => {
  it('suggests open opportunities of the same type sharing occupation or skills', async () => {
    const res = await call(h.app, 'GET', `/api/v1/opportunities/${ids.app}/similar`);
    expect(res.body.result.items.map((i: { _id: string }) => i._id)).toEqual([]);
    const jobs = await call(h.app, 'GET', `/api/v1/opportunities/${ids.react}/similar`);
    expect(jobs.body.result.items).toEqual([]);
  });

  it('answers 404 for unknown ids and 400 for malformed ones on the detail call', async () => {
    expect(
      (await call(h.app, 'GET', '/api/v1/opportunities/6c1f3f64-7a8b-4a8e-9d7e-2f1b1c8f9a00')).statusCode,
    ).toBe(404);
    expect((await call(h.app, 'GET', '/api/v1/opportunities/not-an-id')).statusCode).toBe(400);
  });
});
