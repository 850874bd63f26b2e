import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, opportunities } from '../../db/schema.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';

/**
 * Decision 057 on built data: keyword facet groups from one shared sample are the same counts as a
 * count by hand (each group with its own dimension left out); pages past the matches are empty
 * with the true total; the listing version is the sum of its shards and rises with every write.
 */
let h: TestHarness;
let token: string;

async function get(url: string) {
  const res = await call(h.app, 'GET', url);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.result;
}

function asMap(entries: { value: string; count: number }[]) {
  return new Map(entries.map((entry) => [entry.value, entry.count]));
}

beforeAll(async () => {
  h = await startTestApp();
  token = (await buildVerifiedUser(h, 'employer')).token;
  const base = { skills: ['Kotlin'], expertise: ['Mobile development' as const] };
  await postOpportunity(h, token, {
    ...base,
    title: 'Kotlin engineer',
    occupation: 'Developer',
    workingMode: 'Remote',
    payType: 'Monthly',
  });
  await postOpportunity(h, token, {
    ...base,
    title: 'Kotlin lead',
    occupation: 'Developer',
    workingMode: 'Onsite',
    payType: 'Hourly',
    payMin: 40,
    payMax: 60,
  });
  await postOpportunity(h, token, {
    ...base,
    title: 'Kotlin designer',
    occupation: 'Designer',
    workingMode: 'Remote',
    payType: 'Monthly',
    expertise: ['Product design' as const, 'Mobile development' as const],
  });
  await postOpportunity(h, token, {
    ...base,
    title: 'Swift engineer',
    occupation: 'Developer',
    workingMode: 'Remote',
    payType: 'Monthly',
    skills: ['Swift'],
  });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

/** Listed Job rows with "kotlin" in the title, counted by hand. */
async function kotlinJobs() {
  const rows = await h.database.db.select().from(opportunities);
  return rows.filter((row) => row.status === 'open' && !row.isHidden && /kotlin/i.test(row.title));
}

describe('keyword facets from one sample (decision 057)', () => {
  it('are exact below the cap, each group with its own filter left out', async () => {
    const facets = await get(
      '/api/v1/opportunities/facets?tab=Job&salary=Monthly&jobName=kotlin&workingMode=Remote',
    );
    expect(facets.capped).toEqual([]);
    const rows = await kotlinJobs();
    const monthly = rows.filter((row) => row.type === 'Job' && row.payType === 'Monthly');
    const count = (list: typeof rows, key: 'workingMode' | 'occupation') => {
      const counted = new Map<string, number>();
      for (const row of list) counted.set(row[key], (counted.get(row[key]) ?? 0) + 1);
      return counted;
    };
    // workingMode left out of its own group: Remote and Onsite both counted (salary still applies).
    expect(asMap(facets.workingMode)).toEqual(count(monthly, 'workingMode'));
    const remote = monthly.filter((row) => row.workingMode === 'Remote');
    expect(asMap(facets.freelancerType)).toEqual(count(remote, 'occupation'));
    // payType group: salary left out too, so the hourly lead counts.
    const remoteJobs = rows.filter((row) => row.type === 'Job' && row.workingMode === 'Remote');
    const payTypes = new Map<string, number>();
    for (const row of remoteJobs) payTypes.set(row.payType, (payTypes.get(row.payType) ?? 0) + 1);
    expect(asMap(facets.payType)).toEqual(payTypes);
    // Each area of a listing counts once.
    expect(asMap(facets.expertise).get('Mobile development')).toBe(remote.length);
    const page = await get('/api/v1/opportunities?tab=Job&salary=Monthly&jobName=kotlin&workingMode=Remote');
    expect(page).toMatchObject({ total: remote.length, isTotalExact: true });
  });
});

describe('pages and versions', () => {
  it('answers a page past the matches with no rows and the true total', async () => {
    const first = await get('/api/v1/opportunities?tab=Job&salary=Monthly&workingMode=Remote');
    expect(first.items.length).toBeGreaterThan(0);
    const past = await get('/api/v1/opportunities?tab=Job&salary=Monthly&workingMode=Remote&page=50');
    expect(past.items).toEqual([]);
    expect(past).toMatchObject({ total: first.total, isTotalExact: true });
  });

  it('raises the summed listing version with every listing write, spread over shards', async () => {
    const version = async () => {
      const result = (await h.database.db.execute(
        sql`select coalesce(sum(version), 0)::bigint as v, count(*) filter (where version > 0)::integer as used from search_versions where name like 'opportunities/%'`,
      )) as unknown as { rows: { v: string; used: number }[] };
      return { sum: Number(result.rows[0]?.v), used: Number(result.rows[0]?.used) };
    };
    const before = await version();
    const [company] = await h.database.db.select({ id: companies.id }).from(companies).limit(1);
    await h.database.db.insert(opportunities).values(
      Array.from({ length: 40 }, (_, index) => ({
        companyId: company?.id as string,
        type: 'Job' as const,
        title: `Shard probe ${index}`,
        description: 'Probe.',
        occupation: 'Developer',
        experienceLevel: 'Mid-level',
        yearsOfExperience: 3,
        workingMode: 'Remote',
        workload: 'Full-time',
        payType: 'Monthly' as const,
        payMin: 1000,
        payMax: 2000,
        status: 'open' as const,
        publishedAt: new Date(),
      })),
    );
    const after = await version();
    expect(after.sum).toBe(before.sum + 40);
    expect(after.used).toBeGreaterThan(1);
  });
});
