import {
  EXPERTISE_AREAS,
  FACET_KEYS,
  type FacetKey,
  OCCUPATIONS,
  OPPORTUNITY_SORTS,
  opportunitySearchQuerySchema,
  PAY_TYPES,
  WORKING_MODES,
  WORKLOADS,
  YEARS_OF_EXPERIENCE,
} from '@talentport/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities, users } from '../../db/schema.js';
import { Vocabulary } from '../../platform/search/typos.js';
import { startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser } from '../../test/opportunity-builders.js';
import { expectRangedBuildSame } from '../../test/ranged-build.js';
import { pick, seededRandom } from '../../test/seeded-random.js';
import { searchConditions } from './search.js';
import { createSearchCore, readVocabularySample, type SearchCore } from './search-core.js';
import { opportunitySource } from './search-index.js';

/**
 * Decision 125: the index's totals, facet counts and pages equal plain SQL over the listings for
 * random filter combinations (0–5 filters, price ranges anywhere, keywords incl. misspellings, every
 * unranked sort, pages), before and after changes applied through the feed.
 */
let h: TestHarness;
let core: SearchCore;
let vocabulary: Vocabulary;
const companyIds: string[] = [];
const OCCUPATION_SAMPLE = OCCUPATIONS.slice(0, 5);
const AREAS = EXPERTISE_AREAS.slice(0, 6);
const WORDS = [
  'developer',
  'designer',
  'analyst',
  'react',
  'python',
  'pyhton',
  'desinger',
  'kotlin',
  'front-end',
  "o'neil",
];
/**
 * Keywords as people type them (decision 133: answered from the index's lexemes): words, misspellings,
 * compound words, several words, `or`, a negation, stop words only, an unknown start of a word, and
 * phrases that need word positions (matched by PostgreSQL).
 */
const KEYWORDS = [
  ...WORDS,
  'front end',
  'react developer',
  'python or kotlin',
  'developer -react',
  'the',
  'devel',
  'kotl',
  '"designer role"',
];

function listing(random: () => number, index: number) {
  const type = random() < 0.7 ? ('Job' as const) : ('Project' as const);
  const payType =
    type === 'Job'
      ? pick(random, ['Monthly', 'Hourly'] as const)
      : pick(random, ['Fixed', 'Hourly'] as const);
  const payMin = Math.floor(random() * 5_000);
  const day = 86_400_000;
  return {
    companyId: pick(random, companyIds),
    type,
    title: `${pick(random, WORDS)} ${pick(random, WORDS)} role ${index}`,
    description: `Work with ${pick(random, WORDS)} people.`,
    occupation: pick(random, OCCUPATION_SAMPLE),
    expertise: AREAS.filter(() => random() < 0.3),
    skills: [pick(random, WORDS)],
    experienceLevel: 'Mid-level',
    yearsOfExperience: pick(random, YEARS_OF_EXPERIENCE),
    workingMode: pick(random, WORKING_MODES),
    workload: pick(random, WORKLOADS),
    payType,
    payMin,
    payMax: payMin + Math.floor(random() * 3_000),
    status: random() < 0.85 ? ('open' as const) : pick(random, ['closed', 'paused', 'draft'] as const),
    isHidden: random() < 0.05,
    isFeatured: random() < 0.1,
    // Some share a publication time (ties on id), some are unpublished.
    publishedAt:
      random() < 0.05 ? null : new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 40) * 3_600_000),
    deadline:
      random() < 0.15
        ? new Date(Date.now() + (random() < 0.5 ? -3 : 3) * day).toISOString().slice(0, 10)
        : null,
  };
}

const subset = <T>(values: readonly T[]) => fc.subarray([...values], { maxLength: 2 });
const queryArbitrary = fc.record({
  tab: fc.constantFrom('Job', 'Project'),
  freelancerType: fc.option(subset(OCCUPATION_SAMPLE), { nil: undefined }),
  expertise: fc.option(subset(AREAS), { nil: undefined }),
  workload: fc.option(subset(WORKLOADS), { nil: undefined }),
  workingMode: fc.option(subset(WORKING_MODES), { nil: undefined }),
  yearsOfExperience: fc.option(subset(YEARS_OF_EXPERIENCE.map(String)), { nil: undefined }),
  payType: fc.option(subset(PAY_TYPES), { nil: undefined }),
  salary: fc.option(subset(['Monthly', 'Hourly']), { nil: undefined }),
  rangePrice: fc.option(
    fc
      .tuple(fc.integer({ min: 0, max: 9_000 }), fc.integer({ min: 0, max: 9_000 }))
      .map(([a, b]) => (a <= b ? `${a},${b}` : `${b},${a}`)),
    { nil: undefined },
  ),
  jobName: fc.option(fc.constantFrom(...KEYWORDS), { nil: undefined }),
  sort: fc.constantFrom(...OPPORTUNITY_SORTS),
  page: fc.integer({ min: 1, max: 4 }),
  recordPerPage: fc.constantFrom(5, 12),
  own: fc.boolean(),
});

type Drawn = typeof queryArbitrary extends fc.Arbitrary<infer T> ? T : never;

const GROUP_COLUMN: Record<FacetKey, SQL> = {
  tab: sql`${opportunities.type}`,
  freelancerType: sql`${opportunities.occupation}`,
  expertise: sql`unnest(${opportunities.expertise})`,
  workload: sql`${opportunities.workload}`,
  payType: sql`${opportunities.payType}`,
  yearsOfExperience: sql`${opportunities.yearsOfExperience}::text`,
  workingMode: sql`${opportunities.workingMode}`,
};

async function checkAgainstSql(drawn: Drawn) {
  const { own, ...raw } = drawn as Record<string, unknown>;
  const params = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined));
  const query = opportunitySearchQuerySchema.parse(params);
  const viewer = { excludeCompanyId: own ? (companyIds[0] as string) : null };
  const db = h.database.db;
  const q = query.jobName?.trim();
  const checked = q ? await vocabulary.check(q) : { corrected: null, hasUnknownWord: false };
  const where = (except?: FacetKey) =>
    and(...searchConditions({ ...query, ...viewer }, except, checked.corrected, checked.hasUnknownWord));
  const [answer, facets] = await Promise.all([core.search(query, null, viewer), core.facets(query, viewer)]);
  const [counted] = await db.select({ n: count() }).from(opportunities).where(where());
  expect(answer.total).toBe(Number(counted?.n));
  expect(answer.isTotalExact).toBe(true);
  // Guests have no profile: "best" without a keyword and "for you" are in listing order.
  const isRanked = query.sort === 'best' && Boolean(q);
  const order =
    query.sort === 'pay'
      ? [desc(opportunities.payMax), desc(opportunities.payMin), desc(opportunities.id)]
      : [
          sql`${opportunities.isFeatured} desc nulls last`,
          sql`${opportunities.publishedAt} desc nulls last`,
          sql`${opportunities.id} desc`,
        ];
  const expected = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(where())
    .orderBy(...order)
    .limit(query.recordPerPage)
    .offset((query.page - 1) * query.recordPerPage);
  const ids = answer.rows.map((row) => row.id);
  if (isRanked) expect(ids.length).toBe(expected.length);
  else expect(ids).toEqual(expected.map((row) => row.id));
  for (const key of FACET_KEYS) {
    const inner = db
      .select({ value: sql<string>`${GROUP_COLUMN[key]}`.as('value') })
      .from(opportunities)
      .where(where(key))
      .as('g');
    const rows = await db
      .select({ value: inner.value, n: sql<number>`count(*)::integer` })
      .from(inner)
      .groupBy(inner.value);
    const sqlCounts = new Map(rows.map((row) => [String(row.value), Number(row.n)]));
    expect(new Map(facets[key].map((entry) => [entry.value, entry.count])), key).toEqual(sqlCounts);
  }
  expect(facets.capped).toEqual([]);
}

beforeAll(async () => {
  h = await startTestApp();
  for (const name of ['First employer', 'Second employer']) {
    const employer = await buildVerifiedUser(h, 'employer', name);
    const [row] = await h.database.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.email, employer.email));
    companyIds.push(row?.companyId as string);
  }
  const random = seededRandom(125);
  await h.database.db
    .insert(opportunities)
    .values(Array.from({ length: 500 }, (_, index) => listing(random, index)));
  core = createSearchCore(h.database.db);
  vocabulary = new Vocabulary(() => readVocabularySample(h.database.db));
}, 120_000);

afterAll(async () => {
  core?.close();
  await h?.close();
});

describe('the listings index against plain SQL (decision 125)', () => {
  it('gives the same totals, facet counts and pages for random combinations', async () => {
    await fc.assert(fc.asyncProperty(queryArbitrary, checkAgainstSql), { numRuns: 150, seed: 125 });
  }, 120_000);

  it('is the same index when built in key ranges read at once (decision 140)', async () => {
    await expectRangedBuildSame(h.database.db, opportunitySource, WORDS);
  });

  it('still does after listings are closed, edited, hidden, deleted and published (the change feed)', async () => {
    const db = h.database.db;
    const rows = await db
      .select({ id: opportunities.id })
      .from(opportunities)
      .orderBy(opportunities.id)
      .limit(40);
    const ids = rows.map((row) => row.id);
    await db
      .update(opportunities)
      .set({ status: 'closed' })
      .where(inArray(opportunities.id, ids.slice(0, 5)));
    await db
      .update(opportunities)
      .set({ payMin: 10, payMax: 20, isFeatured: true })
      .where(inArray(opportunities.id, ids.slice(5, 10)));
    await db
      .update(opportunities)
      .set({ isHidden: true })
      .where(inArray(opportunities.id, ids.slice(10, 12)));
    await db.delete(opportunities).where(inArray(opportunities.id, ids.slice(12, 14)));
    await db
      .update(opportunities)
      .set({ title: 'kotlin kotlin', status: 'open', isHidden: false })
      .where(inArray(opportunities.id, ids.slice(14, 40)));
    const random = seededRandom(7);
    await db
      .insert(opportunities)
      .values(Array.from({ length: 30 }, (_, index) => listing(random, 1_000 + index)));
    core.touch();
    await fc.assert(fc.asyncProperty(queryArbitrary, checkAgainstSql), { numRuns: 80, seed: 126 });
  }, 120_000);

  it('still does after a few single changes (patched into the sorted orders one by one)', async () => {
    const db = h.database.db;
    const rows = await db
      .select({ id: opportunities.id })
      .from(opportunities)
      .orderBy(desc(opportunities.id))
      .limit(3);
    const [first, second, third] = rows.map((row) => row.id);
    await db
      .update(opportunities)
      .set({ publishedAt: new Date(), isFeatured: false })
      .where(eq(opportunities.id, first as string));
    await db
      .update(opportunities)
      .set({ payMax: 8_500, status: 'open', isHidden: false, deadline: null })
      .where(eq(opportunities.id, second as string));
    await db
      .update(opportunities)
      .set({ status: 'paused' })
      .where(eq(opportunities.id, third as string));
    core.touch();
    await fc.assert(fc.asyncProperty(queryArbitrary, checkAgainstSql), { numRuns: 60, seed: 127 });
  }, 120_000);
});
