import {
  EXPERIENCE_LEVEL_FOR_YEARS,
  TALENT_FACET_KEYS,
  type TalentFacetKey,
  type TalentFacets,
  type TalentSearchFilters,
  type TalentSearchQuery,
} from '@talentport/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profileHighlights, users } from '../../db/schema.js';
import { COUNT_CAP, withBitmapScans, withOrderedWalk } from '../../platform/search/plan.js';
import { isHighlightedSql, rankWithHighlight } from '../highlights/index.js';
import { countAgencies } from './agencies.js';
import {
  FACET_VALUES,
  isRangeActive,
  type KeywordContext,
  keywordOf,
  QUALITY_ORDER,
  relevanceOf,
  type TalentViewerLevels,
  talentCardColumns,
  talentConditions,
  talentOrder,
} from './search-sql.js';

/** "Best match" with a keyword ranks this many candidates (in quality order) plus the highlighted matches. */
export const RANKED_CANDIDATES = 300;

export type TalentRow = {
  [K in keyof typeof talentCardColumns]: K extends 'headlineSource' | 'hourlyRate' | 'monthlyRate'
    ? K extends 'headlineSource'
      ? string
      : number
    : (typeof users.$inferSelect)[K extends keyof typeof users.$inferSelect ? K : never];
} & { isHighlighted: boolean };

export type TalentSearchAnswer = { rows: TalentRow[]; total: number; isTotalExact: boolean };
type Query = TalentSearchQuery & TalentViewerLevels;

/** Whether a keyword or a filter narrows the listed people (the viewer's visibility aside). */
function isNarrowed(filters: TalentSearchFilters): boolean {
  return (
    Boolean(keywordOf(filters)) ||
    filters.payType !== undefined ||
    isRangeActive(filters.rangePrice) ||
    [
      filters.freelancerType,
      filters.expertise,
      filters.workload,
      filters.workingMode,
      filters.yearsOfExperience,
    ].some((values) => values.length > 0)
  );
}

/** Counts matches up to COUNT_CAP + 1, so "more than the cap" can be told apart. */
function cappedTotal(db: Db, where: SQL | undefined) {
  const sample = db
    .select({ one: sql`1`.as('one') })
    .from(users)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('s');
  return db.select({ total: sql<number>`count(*)::integer` }).from(sample);
}

function pageQuery(db: Db, query: Query, keyword: KeywordContext) {
  const where = and(...talentConditions(query, keyword));
  const offset = (query.page - 1) * query.recordPerPage;
  const select = db.select({ ...talentCardColumns, isHighlighted: isHighlightedSql(users.id) }).from(users);
  // Without a keyword the relevance is the quality itself, so the page's rows are among the first
  // offset + page size in quality order or the highlighted: an exact candidate set.
  const isExact = !keywordOf(query);
  if (query.sort !== 'bestMatch' || (!isExact && offset >= RANKED_CANDIDATES)) {
    return select
      .where(where)
      .orderBy(...talentOrder(query))
      .limit(query.recordPerPage)
      .offset(offset);
  }
  // Decision 040: relevance + 0.25 while highlighted, over the first candidates in quality order
  // and every highlighted match (the paid set is small), so a highlight lifts but does not bury.
  const candidates = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...QUALITY_ORDER)
    .limit(isExact ? offset + query.recordPerPage : RANKED_CANDIDATES);
  const highlighted = db
    .select({ id: users.id })
    .from(profileHighlights)
    .innerJoin(users, sql`${users.id} = ${profileHighlights.userId}`)
    .where(and(where, sql`${profileHighlights.highlightedUntil} > now()`));
  const rank = rankWithHighlight(relevanceOf(query, keyword), users.id);
  return select
    .where(sql`${users.id} in ((${candidates}) union (${highlighted}))`)
    .orderBy(sql`${rank} desc`, sql`${users.code}`)
    .limit(query.recordPerPage)
    .offset(offset);
}

/**
 * A page of freelancers (decision 099, the search core's plan of decision 057): the capped count
 * first, on bitmaps; then the page from bitmaps when the matches are few, else by walking the
 * sort's index and stopping after the page.
 */
export async function searchTalent(
  db: Db,
  query: Query,
  keyword: KeywordContext,
): Promise<TalentSearchAnswer> {
  const where = and(...talentConditions(query, keyword));
  // Unnarrowed (the directory's landing pages), the first COUNT_CAP + 1 rows of an index walk are
  // the count's answer; narrowed, bitmaps of the filters' indexes read only the matches.
  const countPlan = isNarrowed(query) ? withBitmapScans : withOrderedWalk;
  const [totalRow] = await countPlan(db, (tx) => cappedTotal(tx, where));
  const counted = Number(totalRow?.total ?? 0);
  const answer = (rows: TalentRow[]): TalentSearchAnswer => ({
    rows,
    total: Math.min(counted, COUNT_CAP),
    isTotalExact: counted <= COUNT_CAP,
  });
  if (counted <= (query.page - 1) * query.recordPerPage) return answer([]);
  const plan = counted <= COUNT_CAP ? withBitmapScans : withOrderedWalk;
  const rows = await plan(db, (tx) => pageQuery(tx, query, keyword));
  return answer(rows as TalentRow[]);
}

type Counted = { entries: { value: string; count: number }[]; capped: boolean };

const YEARS_OF_LEVEL = new Map<string, string>(
  Object.entries(EXPERIENCE_LEVEL_FOR_YEARS).map(([years, level]) => [level, years]),
);

type GroupKey = Exclude<TalentFacetKey, 'tab'>;
type Grouped = { groups: Map<GroupKey, Counted>; sampled: number };

/** Whether the filters constrain this group's own dimension (then it is counted with it left out). */
function isFiltered(filters: TalentSearchFilters, key: GroupKey): boolean {
  return key === 'payType' ? filters.payType !== undefined : filters[key].length > 0;
}

/**
 * Groups that share one set of conditions (`except` left out, or none), counted in one statement over
 * the first COUNT_CAP + 1 matches: "at least" when that sample filled up.
 */
async function countGroups(
  db: Db,
  filters: TalentSearchFilters & TalentViewerLevels,
  keyword: KeywordContext,
  keys: GroupKey[],
  except?: GroupKey,
): Promise<Grouped> {
  const matches = db
    .select({ id: users.id })
    .from(users)
    .where(and(...talentConditions(filters, keyword, except)))
    .limit(COUNT_CAP + 1);
  const values = sql.join(
    keys.map((key) => sql`select ${key}::text as key, (${FACET_VALUES[key]})::text as value`),
    sql` union all `,
  );
  const result = (await db.execute(sql`
    with m as materialized (${matches})
    select g.key, g.value, count(*)::integer as count, (select count(*) from m)::integer as sampled
    from ${users} cross join lateral (${values}) g
    where ${users.id} in (select id from m)
    group by 1, 2 order by 1, 3 desc, 2`)) as unknown as {
    rows: { key: GroupKey; value: string | null; count: number; sampled: number }[];
  };
  const sampled = Number(result.rows[0]?.sampled ?? 0);
  const groups = new Map<GroupKey, Counted>(
    keys.map((key) => [key, { entries: [], capped: sampled > COUNT_CAP }]),
  );
  for (const row of result.rows) {
    const value = row.key === 'yearsOfExperience' ? YEARS_OF_LEVEL.get(String(row.value)) : row.value;
    if (value) groups.get(row.key)?.entries.push({ value, count: Number(row.count) });
  }
  return { groups, sampled };
}

/**
 * Facet counts (decision 055 applied to people): each group counted over at most COUNT_CAP + 1
 * matches with its own filter left out, one after the other in one transaction on bitmap scans.
 * Counts of a group named in `capped` are true lower bounds ("at least").
 */
export async function countTalentFacets(
  db: Db,
  filters: TalentSearchFilters & TalentViewerLevels,
  keyword: KeywordContext,
): Promise<TalentFacets> {
  const facets = { capped: [] as TalentFacetKey[], cap: COUNT_CAP } as TalentFacets;
  for (const key of TALENT_FACET_KEYS) if (key !== 'tab') facets[key] = [];
  let people: number | null = null;
  // The Agency tab has no people filters: only the tab counts.
  if (filters.tab === 'Freelancer') {
    const keys = TALENT_FACET_KEYS.filter((key): key is GroupKey => key !== 'tab');
    const shared = keys.filter((key) => !isFiltered(filters, key));
    await withBitmapScans(db, async (tx) => {
      // The unfiltered groups share every filter: one sample, one statement (its size is the tab's count).
      const counted: Grouped[] = [];
      if (shared.length > 0) {
        const all = await countGroups(tx, filters, keyword, shared);
        people = all.sampled;
        counted.push(all);
      }
      for (const key of keys.filter((one) => isFiltered(filters, one))) {
        counted.push(await countGroups(tx, filters, keyword, [key], key));
      }
      for (const { groups } of counted) {
        for (const [key, group] of groups) {
          facets[key] = group.entries;
          if (group.capped) facets.capped.push(key);
        }
      }
    });
  }
  if (people === null) {
    const [row] = await withBitmapScans(db, (tx) =>
      cappedTotal(tx, and(...talentConditions(filters, keyword))),
    );
    people = Number(row?.total ?? 0);
  }
  if (people > COUNT_CAP) facets.capped.push('tab');
  facets.tab = [
    { value: 'Freelancer', count: Math.min(people, COUNT_CAP) },
    { value: 'Agency', count: await countAgencies(db, filters, keyword) },
  ];
  facets.capped.sort((a, b) => TALENT_FACET_KEYS.indexOf(a) - TALENT_FACET_KEYS.indexOf(b));
  return facets;
}
