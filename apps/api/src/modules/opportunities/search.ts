import {
  type CompanyOpportunitiesQuery,
  type FacetKey,
  type OpportunitySearchFilters,
  RANGE_PRICE_DEFAULT,
} from '@talentport/contract';
import { and, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, opportunities, type StoredFileRef } from '../../db/schema.js';
import { getCompanyByCode } from '../companies/index.js';
import { keywordCondition } from './search-index.js';

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
  if (q) conditions.push(keywordCondition(q, corrected ?? null, fuzzy));
  return conditions;
}

/** The listing order: featured first, then newest; spelled like opportunities_listing_idx. */
const LISTING_ORDER = [
  sql`${opportunities.isFeatured} desc nulls last`,
  sql`${opportunities.publishedAt} desc nulls last`,
  sql`${opportunities.id} desc nulls last`,
];

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
