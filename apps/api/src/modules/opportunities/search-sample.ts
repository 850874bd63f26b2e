import type { FacetKey, OpportunitySearchFilters } from '@talentport/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { opportunities } from '../../db/schema.js';

type Row = {
  type: string;
  occupation: string;
  expertise: string[];
  workload: string;
  workingMode: string;
  yearsOfExperience: number;
  payType: string;
};
export type Counted = { entries: { value: string; count: number }[]; capped: boolean };

/** The listing's values of a facet group (expertise: each of its areas). */
function valuesOf(row: Row, key: FacetKey): string[] {
  switch (key) {
    case 'tab':
      return [row.type];
    case 'freelancerType':
      return [row.occupation];
    case 'expertise':
      return [...new Set(row.expertise)];
    case 'workload':
      return [row.workload];
    case 'payType':
      return [row.payType];
    case 'yearsOfExperience':
      return [String(row.yearsOfExperience)];
    case 'workingMode':
      return [row.workingMode];
  }
}

/** `searchConditions`' filter dimensions (the data rules), `except` left out, on a sampled row. */
function matches(row: Row, filters: OpportunitySearchFilters, except: FacetKey): boolean {
  const within = (list: readonly (string | number)[], value: string | number) =>
    list.length === 0 || list.includes(value as never);
  if (except !== 'tab' && row.type !== filters.tab) return false;
  if (except !== 'freelancerType' && !within(filters.freelancerType, row.occupation)) return false;
  if (
    except !== 'expertise' &&
    filters.expertise.length > 0 &&
    !row.expertise.some((area) => filters.expertise.includes(area as never))
  ) {
    return false;
  }
  if (except !== 'workload' && !within(filters.workload, row.workload)) return false;
  if (except !== 'workingMode' && !within(filters.workingMode, row.workingMode)) return false;
  if (except !== 'yearsOfExperience' && !within(filters.yearsOfExperience, row.yearsOfExperience)) {
    return false;
  }
  if (except !== 'payType') {
    if (!within(filters.payType, row.payType)) return false;
    const salary = filters.salary as readonly string[];
    if (salary.length > 0 && except === 'tab' && row.type === 'Job' && !salary.includes(row.payType)) {
      return false;
    }
    if (salary.length > 0 && except !== 'tab' && filters.tab === 'Job' && !salary.includes(row.payType)) {
      return false;
    }
  }
  return true;
}

/**
 * The facet groups of a keyword search from one sample (decision 057): up to `cap` + 1 listings
 * matching what every group shares (listed, the keyword, the pay range, not one's own company),
 * read once through bitmaps, then each group counted over the sampled listings that pass its other
 * filters. When the sample did not fill up it holds every match and each count is exact; when it
 * did, each count is a true lower bound and every group says so (capped).
 */
export async function sampledGroups(
  db: Db,
  filters: OpportunitySearchFilters,
  sharedWhere: SQL | undefined,
  keys: readonly FacetKey[],
  cap: number,
): Promise<Counted[]> {
  const o = opportunities;
  const rows: Row[] = await db
    .select({
      type: o.type,
      occupation: o.occupation,
      expertise: o.expertise,
      workload: o.workload,
      workingMode: o.workingMode,
      yearsOfExperience: o.yearsOfExperience,
      payType: o.payType,
    })
    .from(o)
    .where(sharedWhere)
    .limit(cap + 1);
  const capped = rows.length > cap;
  return keys.map((key) => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      if (!matches(row, filters, key)) continue;
      for (const value of valuesOf(row, key)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const entries = [...counts].map(([value, count]) => ({ value, count }));
    return { entries: entries.sort((a, b) => b.count - a.count), capped };
  });
}
