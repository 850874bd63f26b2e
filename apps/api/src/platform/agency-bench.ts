import { AGENCY_BENCH_PREVIEW, type BenchPreviewPerson, type ProfileVisibility } from '@talentport/contract';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { agencyBench, users } from '../db/schema.js';
import { isDeletionPendingSql } from './people.js';

/**
 * Active bench people the viewer may see (decision 131, the rule of decision 100 as talent search
 * applies it): onboarded freelancers at a level the viewer sees (guests: public only), never an
 * erased account or one being deleted. `levels`: `visibleLevels` of the viewer. Like search, it
 * depends on the audience only (agency cards are cached per audience), so a hidden freelancer does
 * not see themselves here either.
 */
export function visibleBenchCondition(levels: readonly ProfileVisibility[]): SQL {
  return and(
    eq(agencyBench.status, 'active'),
    eq(users.userRole, 'freelancer'),
    eq(users.isOnboard, true),
    isNull(users.erasedAt),
    sql`not ${isDeletionPendingSql}`,
    inArray(users.profileVisibility, [...levels]),
  ) as SQL;
}

export type BenchPreview = { benchCount: number; benchPreview: BenchPreviewPerson[] };

/**
 * For a page of agencies, in one query: how many bench people the viewer may see and the first
 * few of them (earliest to join first). Agencies with nobody visible get a count of 0.
 */
export async function readBenchPreviews(
  db: Db,
  companyIds: readonly string[],
  levels: readonly ProfileVisibility[],
): Promise<Map<string, BenchPreview>> {
  const byCompany = new Map<string, BenchPreview>(
    companyIds.map((id) => [id, { benchCount: 0, benchPreview: [] }]),
  );
  if (companyIds.length === 0) return byCompany;
  const ranked = db
    .select({
      companyId: agencyBench.companyId,
      code: users.code,
      fullname: users.fullname,
      avatar: users.avatar,
      place:
        sql<number>`row_number() over (partition by ${agencyBench.companyId} order by ${agencyBench.acceptedAt}, ${users.code})`.as(
          'place',
        ),
      total: sql<number>`count(*) over (partition by ${agencyBench.companyId})`.as('total'),
    })
    .from(agencyBench)
    .innerJoin(users, eq(users.id, agencyBench.userId))
    .where(and(inArray(agencyBench.companyId, [...companyIds]), visibleBenchCondition(levels)))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.place} <= ${AGENCY_BENCH_PREVIEW}`)
    .orderBy(ranked.companyId, ranked.place);
  for (const row of rows) {
    const entry = byCompany.get(row.companyId);
    if (!entry) continue;
    entry.benchCount = Number(row.total);
    entry.benchPreview.push({ code: row.code, fullname: row.fullname, avatar: row.avatar });
  }
  return byCompany;
}
