import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, engagements } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { findCompanyMembership } from '../../platform/company-membership.js';
import { type EngagementViewer, engagementSideOf } from '../../policies/index.js';

export const notFound = () => new AppError('NOT_FOUND', 'There is no engagement with this id.');

/**
 * An engagement exists for its sides once the hire can no longer be undone (decision 060): the
 * candidate is told only then, so neither side sees it before. Judged by the database clock.
 */
export const isHireSettled = sql`exists (select 1 from ${applications} where ${applications.id} = ${engagements.id} and (${applications.undoUntil} is null or ${applications.undoUntil} <= now()))`;

export async function findViewer(db: Db, actor: Actor): Promise<EngagementViewer> {
  const membership = await findCompanyMembership(db, actor.userId);
  return { userId: actor.userId, companyId: membership?.companyId ?? null };
}

/** Locks the engagement for a change by one of its sides; 404 for anyone else. */
export async function lockEngagementForViewer(tx: Db, viewer: EngagementViewer, engagementId: string) {
  const [row] = await tx
    .select({ engagement: engagements, now: sql<string>`now()` })
    .from(engagements)
    .where(and(eq(engagements.id, engagementId), isHireSettled))
    .for('update')
    .limit(1);
  const side = row ? engagementSideOf(viewer, row.engagement) : null;
  if (!row || !side) throw notFound();
  return { engagement: row.engagement, side, now: new Date(row.now) };
}
