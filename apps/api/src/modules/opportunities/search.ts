import {
  type CompanyOpportunitiesQuery,
  type FacetKey,
  type OpportunityFacets,
  type OpportunitySearchFilters,
  type OpportunitySearchQuery,
  RANGE_PRICE_DEFAULT,
} from '@talentport/contract';
import { and, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, opportunities, type StoredFileRef } from '../../db/schema.js';
import { WALK_MIN_MATCHES, withBitmapScans, withOrderedWalk } from '../../platform/search/plan.js';
import { getCompanyByCode } from '../companies/index.js';
import {
  COUNT_CAP,
  cappedTotalQuery,
  countFacetGroups,
  exactTotalQuery,
  isCountable,
} from './search-counts.js';
import { profileFit, type SearchProfile } from './search-profile.js';

/** The columns a listing needs (never the tsvector or the full description). */
export const summaryColumns = {
  id: opportunities.id,
  companyId: opportunities.companyId,
  type: opportunities.type,
  title: opportunities.title,
  excerptSource: sql<string>`left(${opportunities.description}, 400)`,
  occupation: opportunities.occupation,
  expertise: opportunities.expertise,
  skills: opportunities.skills,
  experienceLevel: opportunities.experienceLevel,
  yearsOfExperience: opportunities.yearsOfExperience,
  workingMode: opportunities.workingMode,
  workload: opportunities.workload,
  payType: opportunities.payType,
  payMin: opportunities.payMin,
  payMax: opportunities.payMax,
  location: opportunities.location,
  openings: opportunities.openings,
  deadline: opportunities.deadline,
  status: opportunities.status,
  isFeatured: opportunities.isFeatured,
  publishedAt: opportunities.publishedAt,
  companyCode: companies.code,
  companyName: companies.name,
  companyAvatar: companies.avatar,
  companyRating: companies.rating,
  companyNumberOfRate: companies.numberOfRate,
};
export type SummaryRow = {
  id: string;
  companyId: string;
  type: 'Job' | 'Project';
  title: string;
  excerptSource: string;
  occupation: string;
  expertise: string[];
  skills: string[];
  experienceLevel: string;
  yearsOfExperience: number;
  workingMode: string;
  workload: string;
  payType: 'Monthly' | 'Hourly' | 'Fixed';
  payMin: number;
  payMax: number;
  location: string;
  openings: number;
  deadline: string | null;
  status: 'draft' | 'open' | 'paused' | 'closed' | 'filled';
  isFeatured: boolean;
  publishedAt: Date | null;
  companyCode: string;
  companyName: string;
  companyAvatar: StoredFileRef[];
  companyRating: number;
  companyNumberOfRate: number;
};

/** Publicly listed: open, not hidden by reports, deadline not passed. */
export const isListed = sql`${opportunities.status} = 'open' and not ${opportunities.isHidden} and (${opportunities.deadline} is null or ${opportunities.deadline} >= current_date)`;

function keyword(filters: Pick<OpportunitySearchFilters, 'jobName'>): string | null {
  const value = filters.jobName?.trim().toLowerCase();
  return value ? value : null;
}

function isRangeActive(range: readonly number[] | undefined): range is [number, number] {
  return range !== undefined && !(range[0] === RANGE_PRICE_DEFAULT[0] && range[1] === RANGE_PRICE_DEFAULT[1]);
}

/** The searcher's own company, whose postings are left out of its own search (issue 20). */
export type SearchViewer = { excludeCompanyId?: string | null | undefined };

/**
 * One condition per the data rules filter; `except` leaves one dimension out (for its facet counts). `corrected`
 * is the keyword with its typos fixed (decision 056): its words match too.
 */
export function searchConditions(
  filters: OpportunitySearchFilters & SearchViewer,
  except?: FacetKey,
  corrected?: string | null,
  fuzzy = true,
): SQL[] {
  const conditions: SQL[] = [isListed];
  if (filters.excludeCompanyId) conditions.push(ne(opportunities.companyId, filters.excludeCompanyId));
  if (except !== 'tab') conditions.push(sql`${opportunities.type} = ${filters.tab}`);
  if (except !== 'freelancerType' && filters.freelancerType.length > 0) {
    conditions.push(inArray(opportunities.occupation, filters.freelancerType));
  }
  if (except !== 'expertise' && filters.expertise.length > 0) {
    conditions.push(
      sql`${opportunities.expertise} && array[${sql.join(
        filters.expertise.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (except !== 'workload' && filters.workload.length > 0) {
    conditions.push(inArray(opportunities.workload, filters.workload));
  }
  if (except !== 'workingMode' && filters.workingMode.length > 0) {
    conditions.push(inArray(opportunities.workingMode, filters.workingMode));
  }
  if (except !== 'yearsOfExperience' && filters.yearsOfExperience.length > 0) {
    conditions.push(inArray(opportunities.yearsOfExperience, filters.yearsOfExperience));
  }
  if (except !== 'payType') {
    if (filters.payType.length > 0) conditions.push(inArray(opportunities.payType, filters.payType));
    // `salary` is the pay of a job (the data rules default Monthly); projects are paid Fixed or Hourly.
    if (filters.salary.length > 0 && except === 'tab') {
      // Counting both tabs: the salary filter still only narrows jobs.
      conditions.push(
        or(ne(opportunities.type, 'Job'), inArray(opportunities.payType, filters.salary)) as SQL,
      );
    } else if (filters.salary.length > 0 && filters.tab === 'Job') {
      // A plain condition, so the listing index (type, pay_type, order) serves it.
      conditions.push(inArray(opportunities.payType, filters.salary));
    }
  }
  if (isRangeActive(filters.rangePrice)) {
    const [low, high] = filters.rangePrice;
    conditions.push(sql`${opportunities.payMax} >= ${low} and ${opportunities.payMin} <= ${high}`);
  }
  const q = keyword(filters);
  if (q) {
    const fixed = corrected
      ? sql` or ${opportunities.searchTsv} @@ websearch_to_tsquery('english', ${corrected})`
      : sql``;
    // Trigram similarity only for words the vocabulary neither knows nor corrected (decision 057):
    // over common trigrams it reads a large part of the table.
    const similar = fuzzy ? sql` or ${opportunities.searchText} %> ${q}` : sql``;
    conditions.push(
      sql`(${opportunities.searchTsv} @@ websearch_to_tsquery('english', ${q})${similar}${fixed})`,
    );
  }
  return conditions;
}

/** The listing order: featured first, then newest; spelled like opportunities_listing_idx. */
const LISTING_ORDER = [
  sql`${opportunities.isFeatured} desc nulls last`,
  sql`${opportunities.publishedAt} desc nulls last`,
  sql`${opportunities.id} desc nulls last`,
];

function orderBy(filters: Pick<OpportunitySearchFilters, 'sort'>): SQL[] {
  if (filters.sort === 'pay') {
    return [desc(opportunities.payMax), desc(opportunities.payMin), desc(opportunities.id)];
  }
  return LISTING_ORDER;
}

/** Ranked orders look at this many candidates (in listing order) and rank those (decision 055). */
export const RANKED_CANDIDATES = 1_000;

/** `fuzzy`: the keyword has a word the vocabulary does not know (decision 057); default true. */
export type SearchContext = { corrected: string | null; profile: SearchProfile | null; fuzzy?: boolean };
const NO_CONTEXT: SearchContext = { corrected: null, profile: null };

/** Text relevance with a keyword; else the profile fit for "Best match" and "For you"; else none. */
function rankOf(query: OpportunitySearchQuery, context: SearchContext): SQL | null {
  const q = keyword(query);
  const fit = context.profile ? profileFit(context.profile) : null;
  if (q && query.sort === 'best') {
    const words = context.corrected ?? q;
    const text = sql`(ts_rank_cd(${opportunities.searchTsv}, websearch_to_tsquery('english', ${words})) + word_similarity(${q}, ${opportunities.searchText}))`;
    return fit ? sql`${text} * 100 + ${fit}` : text;
  }
  if (query.sort === 'forYou' || (query.sort === 'best' && !q)) return fit;
  return null;
}

/**
 * The statements of a search page. Unranked orders walk the listing index and stop after the page.
 * A ranked order ranks a bounded candidate set: the first RANKED_CANDIDATES matches in listing
 * order, plus as many of the profile's own occupation; its pages past that set fall back to
 * listing order. The total comes from the counts table when it can answer exactly, else it is
 * counted up to COUNT_CAP + 1. The benchmark replays this SQL.
 */
export function buildSearchQueries(
  db: Db,
  query: OpportunitySearchQuery & SearchViewer,
  context: SearchContext = NO_CONTEXT,
) {
  const where = and(...searchConditions(query, undefined, context.corrected, context.fuzzy ?? true));
  const limit = query.recordPerPage;
  const offset = (query.page - 1) * query.recordPerPage;
  const total = isCountable(query) ? exactTotalQuery(db, query) : cappedTotalQuery(db, where);
  const isTotalExact = isCountable(query);
  const rank = offset < RANKED_CANDIDATES ? rankOf(query, context) : null;
  const select = db
    .select(summaryColumns)
    .from(opportunities)
    .innerJoin(companies, eq(companies.id, opportunities.companyId));
  if (!rank) {
    const page = select
      .where(where)
      .orderBy(...orderBy(query))
      .limit(limit)
      .offset(offset);
    return { page, total, isTotalExact, isCountedInPage: false as const };
  }
  const candidates = (extra?: SQL) =>
    db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(and(where, extra))
      .orderBy(...LISTING_ORDER)
      .limit(RANKED_CANDIDATES);
  const pool = context.profile
    ? sql`(${candidates()}) union (${candidates(eq(opportunities.occupation, context.profile.occupation))})`
    : sql`${candidates()}`;
  const page = select
    .where(sql`${opportunities.id} in (${pool})`)
    .orderBy(sql`${rank} desc`, desc(opportunities.publishedAt), desc(opportunities.id))
    .limit(limit)
    .offset(offset);
  return { page, total, isTotalExact, isCountedInPage: false as const };
}

export type SearchAnswer = { rows: SummaryRow[]; total: number; isTotalExact: boolean };

export async function searchOpportunities({
  db,
  query,
  context = NO_CONTEXT,
}: {
  db: Db;
  query: OpportunitySearchQuery & SearchViewer;
  context?: SearchContext;
}): Promise<SearchAnswer> {
  // The count first (decision 057): it says whether the page is empty, and whether the matches are
  // few (read from bitmaps, then sorted) or many (walk the listing index, stop after the page).
  const offset = (query.page - 1) * query.recordPerPage;
  const exact = isCountable(query);
  const [totalRow] = exact
    ? await buildSearchQueries(db, query, context).total
    : await withBitmapScans(db, (tx) => buildSearchQueries(tx, query, context).total);
  const counted = Number(totalRow?.total ?? 0);
  const answer = (rows: SummaryRow[]): SearchAnswer =>
    exact
      ? { rows, total: counted, isTotalExact: true }
      : { rows, total: Math.min(counted, COUNT_CAP), isTotalExact: counted <= COUNT_CAP };
  if (counted <= offset) return answer([]);
  const few = counted < (exact ? WALK_MIN_MATCHES : COUNT_CAP + 1);
  const rows = few
    ? await withBitmapScans(db, (tx) => buildSearchQueries(tx, query, context).page)
    : await withOrderedWalk(db, (tx) => buildSearchQueries(tx, query, context).page);
  return answer(rows);
}

/**
 * How many results each option of each filter would give, with every other filter applied (the
 * option's own dimension left out, so choosing a second value shows what it adds): exact from the
 * counts table without a keyword or pay range, else counted over the first COUNT_CAP matches.
 */
export async function countFacets({
  db,
  filters,
  corrected = null,
  fuzzy = true,
}: {
  db: Db;
  filters: OpportunitySearchFilters & SearchViewer;
  corrected?: string | null;
  fuzzy?: boolean;
}): Promise<OpportunityFacets> {
  // What every group shares (listed, keyword, pay range, not one's own company): all dimensions off.
  const none = { freelancerType: [], expertise: [], workload: [], workingMode: [], yearsOfExperience: [] };
  const shared = { ...filters, ...none, payType: [], salary: [] };
  return countFacetGroups(
    db,
    filters,
    (except) => and(...searchConditions(filters, except, corrected, fuzzy)),
    keyword(filters) ? and(...searchConditions(shared, 'tab', corrected, fuzzy)) : undefined,
  );
}

/**
 * A company's public page lists what it has open: its listed opportunities of one type, featured
 * first, then newest (the search's order). A company that is not public is 404, as its page is.
 */
export async function listCompanyOpportunities({
  db,
  code,
  query,
}: {
  db: Db;
  code: string;
  query: CompanyOpportunitiesQuery;
}): Promise<{ rows: SummaryRow[]; total: number }> {
  const { company } = await getCompanyByCode({ db, code });
  const where = and(isListed, eq(opportunities.companyId, company.id), eq(opportunities.type, query.type));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(opportunities)
      .innerJoin(companies, eq(companies.id, opportunities.companyId))
      .where(where)
      .orderBy(...LISTING_ORDER)
      .limit(query.recordPerPage)
      .offset((query.page - 1) * query.recordPerPage),
    db.select({ total: count() }).from(opportunities).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Up to `limit` open opportunities of the same type that share the occupation or skills. */
export async function findSimilarOpportunities({
  db,
  id,
  limit = 4,
}: {
  db: Db;
  id: string;
  limit?: number;
}): Promise<SummaryRow[]> {
  const [source] = await db
    .select({ type: opportunities.type, occupation: opportunities.occupation, skills: opportunities.skills })
    .from(opportunities)
    .where(eq(opportunities.id, id))
    .limit(1);
  if (!source) return [];
  const skills = sql`array[${sql.join(
    (source.skills.length > 0 ? source.skills : ['']).map((skill) => sql`${skill}`),
    sql`, `,
  )}]::text[]`;
  const rows = await db
    .select(summaryColumns)
    .from(opportunities)
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    .where(
      and(
        isListed,
        eq(opportunities.type, source.type),
        ne(opportunities.id, id),
        sql`(${opportunities.occupation} = ${source.occupation} or ${opportunities.skills} && ${skills})`,
      ),
    )
    .orderBy(
      sql`(${opportunities.occupation} = ${source.occupation}) desc`,
      sql`cardinality(array(select unnest(${opportunities.skills}) intersect select unnest(${skills}))) desc`,
      desc(opportunities.publishedAt),
      desc(opportunities.id),
    )
    .limit(limit);
  return rows;
}
