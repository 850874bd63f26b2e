import { TALENT_SORTS, talentSearchQuerySchema } from '@talentport/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { FEED_POLL_MS } from '../../platform/search-index/index.js';
import { startTestApp, type TestHarness } from '../../test/harness.js';
import { pick, seededRandom } from '../../test/seeded-random.js';
import { agencyKeywordCondition } from './agencies.js';
import { agencyText, isListedAgency } from './agency-index.js';
import { createTalentSearch, createTalentVocabularies, levelsOf, type TalentSearch } from './core.js';

/**
 * Decision 146: the Agency tab's totals, pages and facet count from the agency index equal plain
 * SQL for random keywords, sorts and pages; and a change written to the database (by "another
 * instance") reaches them within the feed's second: a rename, an owner leaving onboarding, a new
 * rating, a new agency, a deleted one, a company that is no longer an agency.
 */
let h: TestHarness;
let search: TalentSearch;
let vocabularyFor: ReturnType<typeof createTalentVocabularies>;
const EMPLOYER = { userId: '00000000-0000-4000-8000-000000000001', userRole: 'employer' } as Actor;
const NAMES = ['Acme', 'Pixel', 'Northwind', 'Globex', 'Initech', 'Umbrella'];
const INDUSTRIES = ['Design', 'Software', 'Marketing', 'Logistics'];
const PLACES = ['Paris', 'Singapore', 'Lisbon'];
const KEYWORDS = [
  'acme',
  'pixel',
  'pix',
  'acmee',
  'design',
  'software studio',
  'paris -design',
  'acme or globex',
  '"pixel studio"',
  'northwind lisbon',
  'the',
  'zzzunknown',
];

/** An owner and their company: mostly listed agencies, some employers, some owners not onboarded. */
async function addCompanies(random: () => number, from: number, howMany: number) {
  for (let i = from; i < from + howMany; i += 1) {
    const [owner] = await h.database.db
      .insert(users)
      .values({
        code: `AO${i}`,
        fullname: `Owner ${i}`,
        email: `owner${i}@agency-index.test`,
        userRole: random() < 0.85 ? 'agency' : 'employer',
        isOnboard: random() < 0.85,
      })
      .returning({ id: users.id, role: users.userRole });
    await h.database.db.insert(companies).values({
      code: `AG${String(i).padStart(3, '0')}`,
      role: owner?.role === 'agency' ? 'agency' : 'employer',
      ownerUserId: owner?.id,
      name: `${pick(random, NAMES)} ${random() < 0.5 ? 'Studio' : 'Works'} ${i}`,
      companyIndustry: pick(random, INDUSTRIES),
      companyLocation: pick(random, PLACES),
      aboutBusiness: `We do ${pick(random, INDUSTRIES).toLowerCase()} from ${pick(random, PLACES)}.`,
      // Few distinct ratings and review counts: many ties, ordered by code.
      rating: Math.floor(random() * 3) + 3,
      numberOfRate: Math.floor(random() * 3),
    });
  }
}

beforeAll(async () => {
  h = await startTestApp();
  await addCompanies(seededRandom(146), 0, 60);
  search = createTalentSearch(h.database.db);
  vocabularyFor = createTalentVocabularies(h.database.db);
}, 120_000);

afterAll(async () => {
  search?.close();
  await h?.close();
});

const viewArbitrary = fc.record({
  jobName: fc.option(fc.constantFrom(...KEYWORDS), { nil: undefined }),
  sort: fc.constantFrom(...TALENT_SORTS),
  page: fc.integer({ min: 1, max: 4 }),
  recordPerPage: fc.constantFrom(5, 20),
  signedIn: fc.boolean(),
});
type View = typeof viewArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The Agency tab as plain SQL reads it: the count, and the page (by text rank under "Best match" with a keyword). */
async function expectedPage(instance: TalentSearch, view: View) {
  const query = talentSearchQuerySchema.parse({ tab: 'Agency', ...view });
  const actor = view.signedIn ? EMPLOYER : null;
  const checked = query.jobName ? await vocabularyFor(levelsOf(actor)).check(query.jobName) : null;
  const keyword = { corrected: checked?.corrected ?? null, fuzzy: checked?.hasUnknownWord ?? false };
  const q = query.jobName?.trim().toLowerCase();
  const where = and(isListedAgency, q ? agencyKeywordCondition(q, keyword) : undefined);
  const db = h.database.db;
  const owners = eq(users.id, companies.ownerUserId);
  const [counted] = await db.select({ n: count() }).from(companies).innerJoin(users, owners).where(where);
  const words = keyword.corrected ?? q;
  const byText: SQL[] =
    words && query.sort === 'bestMatch'
      ? [sql`ts_rank_cd(${agencyText}, websearch_to_tsquery('english', ${words})) desc`]
      : [];
  const rows = await db
    .select({ code: companies.code })
    .from(companies)
    .innerJoin(users, owners)
    .where(where)
    .orderBy(...byText, sql`${companies.rating} desc`, sql`${companies.numberOfRate} desc`, companies.code)
    .limit(query.recordPerPage)
    .offset((query.page - 1) * query.recordPerPage);
  const [page, facets] = await Promise.all([instance.search(query, actor), instance.facets(query, actor)]);
  return {
    actual: {
      total: page.total,
      codes: page.items.map((item) => item.code),
      tab: facets.tab.find((entry) => entry.value === 'Agency')?.count,
    },
    expected: { total: Number(counted?.n), codes: rows.map((row) => row.code), tab: Number(counted?.n) },
  };
}

async function checkAgainstSql(view: View) {
  const { actual, expected } = await expectedPage(search, view);
  expect(actual).toEqual(expected);
}

describe('the agency index against plain SQL (decision 146)', () => {
  it('gives the same totals, pages and Agency counts for random keywords, sorts and pages', async () => {
    await fc.assert(fc.asyncProperty(viewArbitrary, checkAgainstSql), { numRuns: 80, seed: 146 });
  }, 120_000);

  it('follows changes written by another instance within the feed’s second', async () => {
    const other = createTalentSearch(h.database.db);
    const db = h.database.db;
    const views: View[] = KEYWORDS.slice(0, 6).flatMap((jobName) => [
      { jobName, sort: 'rating', page: 1, recordPerPage: 20, signedIn: false },
      { jobName, sort: 'bestMatch', page: 1, recordPerPage: 20, signedIn: true },
    ]);
    views.push({ jobName: undefined, sort: 'rating', page: 1, recordPerPage: 20, signedIn: false });
    const agree = async () => {
      for (const view of views) {
        const { actual, expected } = await expectedPage(other, view);
        if (JSON.stringify(actual) !== JSON.stringify(expected)) return false;
      }
      return true;
    };
    expect(await agree()).toBe(true);
    // Five listed agencies, each changed in its own way; then the first one's owner onboarded again.
    const picked = await db
      .select({ id: companies.id, owner: companies.ownerUserId })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerUserId))
      .where(isListedAgency)
      .orderBy(companies.code)
      .limit(5);
    const [first, second, third, fourth, fifth] = picked.map((row) => ({
      id: row.id,
      owner: row.owner as string,
    }));
    if (!first || !second || !third || !fourth || !fifth)
      throw new Error('The fixture lists fewer than five agencies.');
    const changes = [
      () => db.update(users).set({ isOnboard: false }).where(eq(users.id, first.owner)),
      () => db.update(companies).set({ name: 'Acme Pixel Studio' }).where(eq(companies.id, second.id)),
      () => db.update(companies).set({ rating: 5, numberOfRate: 9 }).where(eq(companies.id, third.id)),
      () => addCompanies(seededRandom(7), 100, 2),
      () => db.delete(companies).where(eq(companies.id, fourth.id)),
      () => db.update(companies).set({ role: 'employer' }).where(eq(companies.id, fifth.id)),
      () => db.update(users).set({ isOnboard: true }).where(eq(users.id, first.owner)),
    ];
    for (const change of changes) {
      await change();
      const started = Date.now();
      let isSame = await agree();
      while (!isSame && Date.now() - started < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        isSame = await agree();
      }
      expect(isSame).toBe(true);
      expect(Date.now() - started).toBeLessThanOrEqual(FEED_POLL_MS + 2_000);
    }
    other.close();
  }, 120_000);
});
