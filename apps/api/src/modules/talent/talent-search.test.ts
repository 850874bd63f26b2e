import { TALENT_FACET_KEYS } from '@talentport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildDirectory, type Directory } from './talent-fixtures.js';

let h: TestHarness;
let d: Directory;
beforeAll(async () => {
  h = await startTestApp();
  d = await buildDirectory(h);
}, 120_000);
afterAll(() => h.close());

type Page = {
  tab: string;
  items: { code: string; isHighlighted: boolean }[];
  total: number;
  didYouMean: string | null;
};

async function search(query: string, token?: string): Promise<Page> {
  const res = await call(h.app, 'GET', `/api/v1/talent?${query}`, token ? { token } : {});
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.result;
}
const names = (page: Page) => {
  const byCode = Object.fromEntries(Object.entries(d.codes).map(([name, code]) => [code, name]));
  return page.items.map((item) => byCode[item.code] ?? item.code);
};

describe('talent search filters (signed-in employer)', () => {
  const cases: [string, string[]][] = [
    ['freelancerType=Designer', ['ANA']],
    ['freelancerType=Developer&freelancerType=Quality%20Controller', ['BEN', 'CARA', 'DAN']],
    ['expertise=Web%20development', ['BEN']],
    ['workload=Part-time', ['ANA', 'DAN']],
    ['workingMode=Remote', ['ANA', 'BEN']],
    ['yearsOfExperience=10', ['ANA']],
    ['yearsOfExperience=11&yearsOfExperience=3', ['CARA', 'DAN']],
    ['payType=Monthly', ['BEN', 'DAN']],
    ['rangePrice=30,40', ['ANA', 'BEN']],
    ['payType=Monthly&rangePrice=2000,3000', ['DAN']],
    ['jobName=banking', ['ANA']],
    ['jobName=react%20developer', ['BEN']],
    ['freelancerType=Developer&workingMode=Remote&rangePrice=0,40', ['BEN']],
  ];
  it.each(cases)('%s', async (query, expected) => {
    const page = await search(`${query}&sort=rating`, d.employer);
    expect(names(page).sort()).toEqual([...expected].sort());
    expect(page.total).toBe(expected.length);
  });

  it('tolerates a typo in the keyword and names the correction', async () => {
    const page = await search('jobName=desinger', d.employer);
    expect(names(page)).toEqual(['ANA']);
    expect(page.didYouMean).toBe('designer');
  });

  it('refuses unknown filter values with a sentence naming the field', async () => {
    const res = await call(h.app, 'GET', '/api/v1/talent?freelancerType=Astronaut', { token: d.employer });
    expect(res.statusCode).toBe(400);
    expect(res.body.error.fields.map((field: { path: string }) => field.path)).toContain('freelancerType[0]');
    expect((await call(h.app, 'GET', '/api/v1/talent?sort=cheapest')).statusCode).toBe(400);
  });
});

describe('talent search sorts', () => {
  it.each([
    ['rating', ['CARA', 'ANA', 'BEN', 'DAN']],
    ['rateLow', ['ANA', 'BEN', 'CARA', 'DAN']],
    ['rateHigh', ['CARA', 'BEN', 'ANA', 'DAN']],
    ['recentlyActive', ['BEN', 'DAN', 'ANA', 'CARA']],
  ])('%s', async (sort, expected) => {
    expect(names(await search(`sort=${sort}`, d.employer))).toEqual(expected);
  });

  it('rate sorts read the monthly rate when asked, people without one last', async () => {
    expect(names(await search('sort=rateLow&payType=Monthly', d.employer))).toEqual(['DAN', 'BEN']);
  });

  it('best match lifts and marks the highlighted profile (decision 040)', async () => {
    const page = await search('sort=bestMatch', d.employer);
    expect(names(page)[0]).toBe('CARA');
    expect(page.items.filter((item) => item.isHighlighted).map((item) => item.code)).toEqual([d.codes.CARA]);
    // With a keyword only matches are ranked: the highlight does not bring in a profile that does not match.
    const keyword = await search('jobName=react&sort=bestMatch', d.employer);
    expect(names(keyword)).toEqual(['BEN']);
  });

  it('pages are stable and bounded by recordPerPage', async () => {
    const first = await search('sort=rating&recordPerPage=2&page=1', d.employer);
    const second = await search('sort=rating&recordPerPage=2&page=2', d.employer);
    expect([...names(first), ...names(second)]).toEqual(['CARA', 'ANA', 'BEN', 'DAN']);
    expect(first.total).toBe(4);
  });
});

describe('agencies tab', () => {
  it('lists agencies as companies, by keyword', async () => {
    const page = await search('tab=Agency&jobName=acme');
    expect(page.tab).toBe('Agency');
    expect(page.items.map((item) => item.code)).toEqual([d.agency.companyCode]);
    expect((await search('tab=Agency&jobName=zzzunknown')).items).toEqual([]);
  });

  it('knows agency names: the exact name is not corrected, a misspelt one is (decision 146)', async () => {
    const exact = await search('tab=Agency&jobName=acme');
    expect(exact.didYouMean).toBeNull();
    const misspelt = await search('tab=Agency&jobName=acmne');
    expect(misspelt.didYouMean).toBe('acme');
    expect(misspelt.items.map((item) => item.code)).toEqual([d.agency.companyCode]);
  });

  it('ignores the people filters and sorts beside it (one page and total for all of them)', async () => {
    const plain = await search('tab=Agency');
    expect(plain.total).toBe(1);
    for (const extra of [
      'freelancerType=Designer',
      'workload=Part-time&sort=rateLow',
      'sort=rating&payType=Monthly',
    ]) {
      const page = await search(`tab=Agency&${extra}`, d.employer);
      expect(page.items.map((item) => item.code)).toEqual(plain.items.map((item) => item.code));
      expect(page.total).toBe(plain.total);
    }
    // The people count on the Agency tab still follows the people filters; no other group is counted.
    const res = await call(h.app, 'GET', '/api/v1/talent/facets?tab=Agency&workingMode=Remote', {
      token: d.employer,
    });
    expect(res.body.result.tab).toEqual([
      { value: 'Freelancer', count: 2 },
      { value: 'Agency', count: 1 },
    ]);
    expect(res.body.result.workingMode).toEqual([]);
  });
});

describe('talent facets', () => {
  it('counts what each option would give, as the search answers it', async () => {
    const res = await call(h.app, 'GET', '/api/v1/talent/facets?workingMode=Remote', { token: d.employer });
    expect(res.statusCode).toBe(200);
    const facets = res.body.result;
    expect(facets.capped).toEqual([]);
    expect(facets.tab).toEqual([
      { value: 'Freelancer', count: 2 },
      { value: 'Agency', count: 1 },
    ]);
    // Every option's count equals the total of the search with that option chosen (its own group left out).
    for (const key of TALENT_FACET_KEYS) {
      if (key === 'tab') continue;
      for (const { value, count } of facets[key] as { value: string; count: number }[]) {
        const own = key === 'workingMode' ? '' : '&workingMode=Remote';
        const page = await search(`${key}=${encodeURIComponent(value)}${own}`, d.employer);
        expect(page.total, `${key}=${value}`).toBe(count);
      }
    }
    expect(facets.workingMode).toEqual([
      { value: 'Remote', count: 2 },
      { value: 'Hybrid', count: 1 },
      { value: 'Onsite', count: 1 },
    ]);
  });

  it('counts only what a guest may see', async () => {
    const facets = (await call(h.app, 'GET', '/api/v1/talent/facets')).body.result;
    expect(facets.tab[0]).toEqual({ value: 'Freelancer', count: 2 });
    expect(facets.freelancerType).toEqual([
      { value: 'Designer', count: 1 },
      { value: 'Quality Controller', count: 1 },
    ]);
  });
});
