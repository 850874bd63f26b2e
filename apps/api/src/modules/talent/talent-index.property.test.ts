import {
  EXPERIENCE_LEVEL_FOR_YEARS,
  EXPERIENCE_LEVELS,
  EXPERTISE_AREAS,
  LANGUAGE_LEVELS,
  OCCUPATIONS,
  TALENT_FACET_KEYS,
  TALENT_SORTS,
  type TalentFacetKey,
  talentSearchQuerySchema,
  WORKING_MODES,
  WORKLOADS,
  YEARS_OF_EXPERIENCE,
} from '@talentport/contract';
import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionRequests, profileHighlights, users } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { isDeletionPendingSql } from '../../platform/people.js';
import { startTestApp, type TestHarness } from '../../test/harness.js';
import { expectRangedBuildSame } from '../../test/ranged-build.js';
import { pick, seededRandom } from '../../test/seeded-random.js';
import { rankWithHighlight } from '../highlights/index.js';
import { createTalentSearch, createTalentVocabularies, levelsOf, type TalentSearch } from './core.js';
import { talentSource } from './search-index.js';
import { talentConditions, talentOrder } from './search-sql.js';

/**
 * Decision 125 over people: the index's totals, facet counts and pages equal plain SQL for random
 * filter combinations, for a guest (public profiles) and for an employer (members-only too); and
 * visibility is held inside the index: hidden, leaving and erased people are never counted.
 */
let h: TestHarness;
let search: TalentSearch;
let vocabularyFor: ReturnType<typeof createTalentVocabularies>;
const EMPLOYER = { userId: '00000000-0000-4000-8000-000000000001', userRole: 'employer' } as Actor;
const WORDS = ['react', 'figma', 'python', 'pyhton', 'kotlin', 'design', 'front-end', "o'neil"];
/** Keywords as people type them (see the listings' property test, decision 133). */
const KEYWORDS = [
  ...WORDS,
  'front end',
  'react figma',
  'python or kotlin',
  'design -figma',
  'the',
  'pyth',
  '"clean react"',
];
// Decision 129: a few countries, languages and time zones (with and without DST, half hours too).
const COUNTRIES = ['FR', 'SG', 'US', 'IN', 'BR'];
const SPOKEN = ['fr', 'en', 'vi', 'de'];
const ZONES = [
  'Europe/Paris',
  'Asia/Singapore',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Sydney',
  'UTC',
  'America/Sao_Paulo',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

function person(random: () => number, index: number) {
  return {
    code: `PT${index}`,
    fullname: `Person ${index}`,
    email: `person${index}@talent-index.test`,
    userRole: 'freelancer' as const,
    isOnboard: random() < 0.95,
    emailVerify: true,
    occupation: pick(random, OCCUPATIONS),
    experienceLevel: pick(random, EXPERIENCE_LEVELS),
    skills: [pick(random, WORDS), pick(random, WORDS)],
    expertise: EXPERTISE_AREAS.slice(0, 5).filter(() => random() < 0.3),
    workingMode: pick(random, WORKING_MODES),
    workLoad: pick(random, WORKLOADS),
    hourlyRate: random() < 0.3 ? '0' : String(10 + Math.floor(random() * 150)),
    monthlyRate: random() < 0.5 ? '0' : String(1_000 + Math.floor(random() * 8_000)),
    rating: random() < 0.3 ? 0 : Math.round(random() * 50) / 10,
    numberOfRate: Math.floor(random() * 5),
    describeYourself:
      random() < 0.5 ? `I ${pick(random, WORDS)} every day and love clean ${pick(random, WORDS)} work.` : '',
    profileVisibility: pick(random, ['public', 'members', 'members', 'hidden'] as const),
    // Some share a time (ties on code).
    lastActiveAt: new Date(Date.UTC(2026, 10, 1) + Math.floor(random() * 30) * 3_600_000),
    country: random() < 0.2 ? '' : pick(random, COUNTRIES),
    timeZone: random() < 0.2 ? '' : pick(random, ZONES),
    languages: SPOKEN.filter(() => random() < 0.4).map((language) => ({
      language,
      level: pick(random, LANGUAGE_LEVELS),
    })),
  };
}

const subset = <T>(values: readonly T[]) => fc.subarray([...values], { maxLength: 2 });
const queryArbitrary = fc.record({
  freelancerType: fc.option(subset(OCCUPATIONS), { nil: undefined }),
  expertise: fc.option(subset(EXPERTISE_AREAS.slice(0, 5)), { nil: undefined }),
  workload: fc.option(subset(WORKLOADS), { nil: undefined }),
  workingMode: fc.option(subset(WORKING_MODES), { nil: undefined }),
  yearsOfExperience: fc.option(subset(YEARS_OF_EXPERIENCE.map(String)), { nil: undefined }),
  payType: fc.option(fc.constantFrom('Hourly', 'Monthly'), { nil: undefined }),
  rangePrice: fc.option(
    fc
      .tuple(fc.integer({ min: 0, max: 9_500 }), fc.integer({ min: 0, max: 9_500 }))
      .map(([a, b]) => (a <= b ? `${a},${b}` : `${b},${a}`)),
    { nil: undefined },
  ),
  jobName: fc.option(fc.constantFrom(...KEYWORDS), { nil: undefined }),
  sort: fc.constantFrom(...TALENT_SORTS),
  country: fc.option(subset(COUNTRIES), { nil: undefined }),
  language: fc.option(subset(SPOKEN), { nil: undefined }),
  languageLevel: fc.option(fc.constantFrom(...LANGUAGE_LEVELS), { nil: undefined }),
  overlap: fc.option(fc.tuple(fc.constantFrom(...ZONES), fc.integer({ min: 1, max: 8 })), { nil: undefined }),
  page: fc.integer({ min: 1, max: 4 }),
  recordPerPage: fc.constantFrom(5, 12),
  signedIn: fc.boolean(),
});
type Drawn = typeof queryArbitrary extends fc.Arbitrary<infer T> ? T : never;

const GROUP_VALUES: Record<Exclude<TalentFacetKey, 'tab'>, SQL> = {
  freelancerType: sql`${users.occupation}`,
  expertise: sql`unnest(${users.expertise})`,
  workload: sql`${users.workLoad}`,
  workingMode: sql`${users.workingMode}`,
  yearsOfExperience: sql`${users.experienceLevel}`,
  payType: sql`unnest(array_remove(array[case when ${users.hourlyRateValue} > 0 then 'Hourly' end, case when ${users.monthlyRateValue} > 0 then 'Monthly' end], null))`,
};
const YEARS_OF_LEVEL = new Map<string, string>(
  Object.entries(EXPERIENCE_LEVEL_FOR_YEARS).map(([years, level]) => [level, years]),
);

/** Minutes ahead of UTC, now, of a zone (PostgreSQL's tz data). */
const offsetOf = (zone: SQL) =>
  sql`(extract(epoch from (now() at time zone ${zone}) - (now() at time zone 'UTC')) / 60)::integer`;

/** 09:00–17:00 here and there share at least `hours` (around the clock: a day apart counts). */
function overlapCondition(viewer: string, hours: number): SQL {
  const apart = sql`mod(abs(${offsetOf(sql`${users.timeZone}`)} - ${offsetOf(sql`${viewer}::text`)}), 1440)`;
  return sql`(${users.timeZone} <> '' and 480 - least(${apart}, 1440 - ${apart}) >= ${hours * 60})`;
}

async function checkAgainstSql(drawn: Drawn) {
  const { signedIn, overlap, ...raw } = drawn;
  const query = talentSearchQuerySchema.parse({
    ...Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)),
    ...(overlap ? { tz: overlap[0], overlap: overlap[1] } : {}),
  });
  const actor = signedIn ? EMPLOYER : null;
  const levels = levelsOf(actor);
  const db = h.database.db;
  const [page, facets] = await Promise.all([search.search(query, actor), search.facets(query, actor)]);
  // The keyword as the search reads it: corrected against this audience's words (decision 116).
  const checked = query.jobName ? await vocabularyFor(levels).check(query.jobName) : null;
  const keyword = { corrected: checked?.corrected ?? null, fuzzy: checked?.hasUnknownWord ?? false };
  const leaving = and(isNull(users.erasedAt), sql`not ${isDeletionPendingSql}`);
  // Working hours in common, by PostgreSQL's own time-zone arithmetic (not the API's list of zones).
  const { tz: _tz, overlap: _overlap, ...withoutOverlap } = query;
  const inCommon = overlap ? overlapCondition(overlap[0], overlap[1]) : undefined;
  const where = (except?: TalentFacetKey) =>
    and(...talentConditions({ ...withoutOverlap, levels }, keyword, except), leaving, inCommon);
  const [counted] = await db.select({ n: count() }).from(users).where(where());
  expect(page.total).toBe(Number(counted?.n));
  // With a keyword, "Best match" ranks by text relevance in SQL (decision 099): only its page size is compared.
  if (query.jobName && query.sort === 'bestMatch') {
    expect(page.items.length).toBe(
      Math.max(0, Math.min(query.recordPerPage, page.total - (query.page - 1) * query.recordPerPage)),
    );
    return;
  }
  // "Best match" without a keyword: the quality plus the running highlight's boost (decision 040).
  const order =
    query.sort === 'bestMatch'
      ? [sql`${rankWithHighlight(sql`${users.talentQuality}`, users.id)} desc`, sql`${users.code}`]
      : talentOrder(query);
  const expected = await db
    .select({ code: users.code })
    .from(users)
    .where(where())
    .orderBy(...order)
    .limit(query.recordPerPage)
    .offset((query.page - 1) * query.recordPerPage);
  expect(page.items.map((item) => item.code)).toEqual(expected.map((row) => row.code));
  for (const key of TALENT_FACET_KEYS) {
    if (key === 'tab') continue;
    const inner = db
      .select({ value: sql<string>`${GROUP_VALUES[key]}`.as('value') })
      .from(users)
      .where(where(key))
      .as('g');
    const rows = await db
      .select({ value: inner.value, n: sql<number>`count(*)::integer` })
      .from(inner)
      .groupBy(inner.value);
    const expectedCounts = new Map(
      rows
        .map(
          (row) =>
            [
              key === 'yearsOfExperience' ? YEARS_OF_LEVEL.get(String(row.value)) : row.value,
              Number(row.n),
            ] as const,
        )
        .filter(([value]) => Boolean(value)),
    );
    expect(new Map(facets[key].map((entry) => [entry.value, entry.count])), key).toEqual(expectedCounts);
  }
  expect(facets.tab.find((entry) => entry.value === 'Freelancer')?.count).toBe(Number(counted?.n));
}

beforeAll(async () => {
  h = await startTestApp();
  const random = seededRandom(99);
  const people = await h.database.db
    .insert(users)
    .values(Array.from({ length: 400 }, (_, index) => person(random, index)))
    .returning({ id: users.id });
  // One in five highlighted (decision 040), one in ten with a highlight that has ended.
  const day = 86_400_000;
  await h.database.db.insert(profileHighlights).values(
    people.flatMap(({ id }) => {
      const draw = random();
      if (draw < 0.2) return [{ userId: id, highlightedUntil: new Date(Date.now() + 7 * day) }];
      return draw < 0.3 ? [{ userId: id, highlightedUntil: new Date(Date.now() - day) }] : [];
    }),
  );
  search = createTalentSearch(h.database.db);
  vocabularyFor = createTalentVocabularies(h.database.db);
}, 120_000);

afterAll(async () => {
  search?.close();
  await h?.close();
});

describe('the talent index against plain SQL (decision 125)', () => {
  it('gives the same totals, facet counts and pages per audience for random combinations', async () => {
    await fc.assert(fc.asyncProperty(queryArbitrary, checkAgainstSql), { numRuns: 120, seed: 99 });
  }, 120_000);

  it('is the same index when built in key ranges read at once (decision 140)', async () => {
    await expectRangedBuildSame(h.database.db, talentSource, WORDS);
  });

  it('ranks "Best match" without a keyword by quality plus the highlight\'s boost, as SQL does', async () => {
    // Few filters, so that pages are full and the highlighted (one in five) move up (decision 136).
    const bestMatch = queryArbitrary.map((drawn) => ({
      ...drawn,
      sort: 'bestMatch' as const,
      jobName: undefined,
      expertise: undefined,
      workingMode: undefined,
      yearsOfExperience: undefined,
      rangePrice: undefined,
      country: undefined,
      language: undefined,
      languageLevel: undefined,
      overlap: undefined,
      freelancerType: drawn.freelancerType?.slice(0, 1),
    }));
    await fc.assert(fc.asyncProperty(bestMatch, checkAgainstSql), { numRuns: 40, seed: 136 });
  }, 120_000);

  it('holds visibility inside the index: hidden, leaving and erased people are never counted', async () => {
    const db = h.database.db;
    const random = seededRandom(5);
    const base = {
      ...person(random, 9_000),
      occupation: 'Designer',
      fullname: 'Quillon Vexmarsh',
      profileVisibility: 'public' as const,
    };
    const added = await db
      .insert(users)
      .values([
        { ...base, code: 'QV1', email: 'qv1@talent-index.test', isOnboard: true },
        {
          ...base,
          code: 'QV2',
          email: 'qv2@talent-index.test',
          isOnboard: true,
          profileVisibility: 'members' as const,
        },
        {
          ...base,
          code: 'QV3',
          email: 'qv3@talent-index.test',
          isOnboard: true,
          profileVisibility: 'hidden' as const,
        },
        { ...base, code: 'QV4', email: 'qv4@talent-index.test', isOnboard: true, erasedAt: new Date() },
        { ...base, code: 'QV5', email: 'qv5@talent-index.test', isOnboard: true },
      ])
      .returning({ id: users.id, code: users.code });
    const leaving = added.find((row) => row.code === 'QV5')?.id as string;
    await db
      .insert(accountDeletionRequests)
      .values({ userId: leaving, dueAt: new Date(Date.now() + 86_400_000) });
    search.touch();
    const query = talentSearchQuerySchema.parse({ jobName: 'vexmarsh', sort: 'rating' });
    const codes = async (actor: Actor | null) =>
      (await search.search(query, actor)).items.map((item) => item.code).sort();
    const designers = async (actor: Actor | null) =>
      (await search.facets(query, actor)).freelancerType.find((entry) => entry.value === 'Designer')?.count;
    expect(await codes(null)).toEqual(['QV1']);
    expect(await designers(null)).toBe(1);
    expect(await codes(EMPLOYER)).toEqual(['QV1', 'QV2']);
    expect(await designers(EMPLOYER)).toBe(2);
    // Cancelling the deletion and opening a profile to members bring them back, for the right audience.
    await db
      .update(accountDeletionRequests)
      .set({ cancelledAt: new Date() })
      .where(eq(accountDeletionRequests.userId, leaving));
    await db
      .update(users)
      .set({ profileVisibility: 'members' })
      .where(inArray(users.code, ['QV3']));
    search.touch();
    expect(await codes(null)).toEqual(['QV1', 'QV5']);
    expect(await codes(EMPLOYER)).toEqual(['QV1', 'QV2', 'QV3', 'QV5']);
    expect(await designers(null)).toBe(2);
  });
});
