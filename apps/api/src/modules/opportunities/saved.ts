import type { MyListQuery } from '@talentport/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, opportunities, savedOpportunities } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { fetchPage } from '../../platform/paging.js';
import { canActOnListing, enforce } from '../../policies/index.js';
import { type SummaryRow, summaryColumns } from './search.js';
import { opportunityNotFound } from './service.js';

export async function setOpportunitySaved({
  db,
  actor,
  opportunityId,
  isSaved,
}: {
  db: Db;
  actor: Actor;
  opportunityId: string;
  isSaved: boolean;
}) {
  if (!isSaved) {
    await db
      .delete(savedOpportunities)
      .where(
        and(eq(savedOpportunities.userId, actor.userId), eq(savedOpportunities.opportunityId, opportunityId)),
      );
    return false;
  }
  const [opportunity] = await db
    .select({ status: opportunities.status, isHidden: opportunities.isHidden })
    .from(opportunities)
    .where(eq(opportunities.id, opportunityId))
    .limit(1);
  if (!opportunity) throw opportunityNotFound();
  enforce(canActOnListing(opportunity));
  await db.insert(savedOpportunities).values({ userId: actor.userId, opportunityId }).onConflictDoNothing();
  return true;
}

export async function listSavedOpportunities({
  db,
  actor,
  query,
}: {
  db: Db;
  actor: Actor;
  query: MyListQuery;
}): Promise<{ rows: SummaryRow[]; total: number }> {
  const where = and(
    eq(savedOpportunities.userId, actor.userId),
    query.type === 'All' ? undefined : eq(opportunities.type, query.type),
    sql`${opportunities.status} <> 'draft' and not ${opportunities.isHidden}`,
  );
  const { rows, total } = await fetchPage(
    query,
    db
      .select(summaryColumns)
      .from(savedOpportunities)
      .innerJoin(opportunities, eq(opportunities.id, savedOpportunities.opportunityId))
      .innerJoin(companies, eq(companies.id, opportunities.companyId))
      .where(where)
      .orderBy(desc(savedOpportunities.createdAt), desc(opportunities.id))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(savedOpportunities)
      .innerJoin(opportunities, eq(opportunities.id, savedOpportunities.opportunityId))
      .where(where),
  );
  return { rows, total };
}
