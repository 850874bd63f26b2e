import { REPORT_HIDE_THRESHOLD } from '@talentport/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { opportunities, opportunityReports } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Actor } from '../../plugins/auth.js';
import { findActorCompanyId, opportunityNotFound } from './service.js';

/**
 * Stores a report. Once REPORT_HIDE_THRESHOLD different people have reports pending on an
 * opportunity it is hidden from listings and its page until staff review it.
 */
export async function reportOpportunity({
  db,
  actor,
  id,
  reason,
}: {
  db: Db;
  actor: Actor;
  id: string;
  reason: string;
}) {
  const actorCompanyId = await findActorCompanyId(db, actor);
  try {
    await db.transaction(async (tx) => {
      const [opportunity] = await tx
        .select()
        .from(opportunities)
        .where(eq(opportunities.id, id))
        .for('update')
        .limit(1);
      if (!opportunity || opportunity.status === 'draft' || opportunity.isHidden) throw opportunityNotFound();
      if (opportunity.companyId === actorCompanyId) {
        throw new AppError('VALIDATION_ERROR', 'You cannot report your own company’s opportunity.');
      }
      await tx.insert(opportunityReports).values({ opportunityId: id, reporterUserId: actor.userId, reason });
      const [pending] = await tx
        .select({ total: count() })
        .from(opportunityReports)
        .where(and(eq(opportunityReports.opportunityId, id), eq(opportunityReports.status, 'pending')));
      const reportCount = pending?.total ?? 0;
      await tx
        .update(opportunities)
        .set({ reportCount, ...(reportCount >= REPORT_HIDE_THRESHOLD ? { isHidden: true } : {}) })
        .where(eq(opportunities.id, id));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'opportunity_reports_opportunity_reporter_key')) {
      throw new AppError('ALREADY_REPORTED');
    }
    throw error;
  }
}

/**
 * For the staff console (another issue): `restore` dismisses the pending reports and shows the
 * opportunity again; `hide` upholds them and keeps (or makes) it hidden.
 */
export async function reviewOpportunityReports({
  db,
  id,
  decision,
}: {
  db: Db;
  id: string;
  decision: 'restore' | 'hide';
}) {
  await db.transaction(async (tx) => {
    await tx
      .update(opportunityReports)
      .set({ status: decision === 'restore' ? 'dismissed' : 'upheld', reviewedAt: new Date() })
      .where(and(eq(opportunityReports.opportunityId, id), eq(opportunityReports.status, 'pending')));
    const [row] = await tx
      .update(opportunities)
      .set({ isHidden: decision === 'hide', reportCount: 0 })
      .where(eq(opportunities.id, id))
      .returning({ id: opportunities.id });
    if (!row) throw opportunityNotFound();
  });
}
