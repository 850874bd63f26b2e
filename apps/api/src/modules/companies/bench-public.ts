import { AGENCY_BENCH_PAGE_SHOWN, type TalentCard } from '@talentport/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agencyBench, users } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { visibleBenchCondition } from '../../platform/agency-bench.js';
import { talentViewerOf } from '../../platform/people.js';
import { visibleLevels } from '../../policies/index.js';
import { isHighlightedSql } from '../highlights/index.js';
import { presentTalentCard, talentCardColumns } from '../talent/index.js';

/**
 * The agency page's "Our people" (decision 131): the first 12 active bench people the viewer may
 * see (guests: public profiles only), as talent search cards, and how many the viewer may see.
 */
export async function readPublicBench(
  db: Db,
  companyId: string,
  actor: Actor | null,
): Promise<{ bench: TalentCard[]; benchCount: number }> {
  const rows = await db
    .select({
      ...talentCardColumns,
      isHighlighted: isHighlightedSql(users.id),
      benchCount: sql<number>`count(*) over ()`,
    })
    .from(agencyBench)
    .innerJoin(users, eq(users.id, agencyBench.userId))
    .where(
      and(eq(agencyBench.companyId, companyId), visibleBenchCondition(visibleLevels(talentViewerOf(actor)))),
    )
    .orderBy(asc(agencyBench.acceptedAt), asc(users.code))
    .limit(AGENCY_BENCH_PAGE_SHOWN);
  return {
    bench: rows.map((row) => presentTalentCard({ ...row, isHighlighted: Boolean(row.isHighlighted) })),
    benchCount: Number(rows[0]?.benchCount ?? 0),
  };
}
