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
  type KeywordContext,
  QUALITY_ORDER,
  relevanceOf,
  type TalentViewerLevels,
  talentCardColumns,
  talentConditions,
  talentOrder,
} from './search-sql.js';

/** "Best match" ranks this many candidates (in quality order) plus the highlighted matches. */
export const RANKED_CANDIDATES = 1_000;

export type TalentRow = {
  [K in keyof typeof talentCardColumns]: K extends 'headlineSource' | 'hourlyRate' | 'monthlyRate'
    ? K extends 'headlineSource'
      ? string
      : number
    : (typeof users.$inferSelect)[K extends keyof typeof users.$inferSelect ? K : never];
} & { isHighlighted: boolean };

export type TalentSearchAnswer = { rows: TalentRow[]; total: number; isTotalExact: boolean };
type Query = TalentSearchQuery & TalentViewerLevels;

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
  if (query.sort !== 'bestMatch' || offset >= RANKED_CANDIDATES) {
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
    .limit(RANKED_CANDIDATES);
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
  const [totalRow] = await withBitmapScans(db, (tx) => cappedTotal(tx, where));
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

/** One group over the first COUNT_CAP matches with its own dimension left out: "at least" when capped. */
async function countGroup(
  db: Db,
  filters: TalentSearchFilters & TalentViewerLevels,
  keyword: KeywordContext,
  key: Exclude<TalentFacetKey, 'tab'>,
): Promise<Counted> {
  const matches = db
    .select({ id: users.id })
    .from(users)
    .where(and(...talentConditions(filters, keyword, key)))
    .limit(COUNT_CAP + 1);
  const rows = (await db.execute(sql`
    with m as materialized (${matches})
    select v.value, count(*)::integer as count, (select count(*) from m)::integer as sampled
    from (select ${FACET_VALUES[key]} as value from ${users} where ${users.id} in (select id from m)) v
    group by v.value order by 2 desc, 1`)) as unknown as {
    rows: { value: string | null; count: number; sampled: number }[];
  };
  const entries = rows.rows
    .filter((row) => row.value !== null && row.value !== '')
    .map((row) => ({
      value: key === 'yearsOfExperience' ? (YEARS_OF_LEVEL.get(String(row.value)) ?? '') : String(row.value),
      count: Number(row.count),
    }))
    .filter((entry) => entry.value !== '');
  return { entries, capped: Number(rows.rows[0]?.sampled ?? 0) > COUNT_CAP };
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
  // The Agency tab has no people filters: only the tab counts.
  if (filters.tab === 'Freelancer') {
    await withBitmapScans(db, async (tx) => {
      for (const key of TALENT_FACET_KEYS) {
        if (key === 'tab') continue;
        const group = await countGroup(tx, filters, keyword, key);
        facets[key] = group.entries;
        if (group.capped) facets.capped.push(key);
      }
    });
  }
  const [freelancers] = await withBitmapScans(db, (tx) =>
    cappedTotal(tx, and(...talentConditions(filters, keyword))),
  );
  const people = Number(freelancers?.total ?? 0);
  if (people > COUNT_CAP) facets.capped.push('tab');
  facets.tab = [
    { value: 'Freelancer', count: Math.min(people, COUNT_CAP) },
    { value: 'Agency', count: await countAgencies(db, filters, keyword) },
  ];
  return facets;
}
