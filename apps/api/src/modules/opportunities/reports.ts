import { REPORT_HIDE_THRESHOLD, type ReportedOpportunity } from '@talentport/contract';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, opportunities, opportunityReports } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordStaffAction } from '../staff/service.js';
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
 * Staff review: `restore` dismisses the pending reports and shows the opportunity again; `hide`
 * upholds them and keeps (or makes) it hidden. The decision is audit-logged in the same transaction.
 */
export async function reviewOpportunityReports({
  db,
  id,
  decision,
  staffId,
}: {
  db: Db;
  id: string;
  decision: 'restore' | 'hide';
  staffId?: string;
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
    if (staffId) {
      await recordStaffAction(tx, {
        staffId,
        action: decision === 'restore' ? 'opportunity.restore' : 'opportunity.hide',
        targetType: 'opportunity',
        targetId: id,
      });
    }
  });
}

/** Opportunities with reports pending or hidden by them, most recently reported first. */
export async function listReportedOpportunities({
  db,
  page,
  recordPerPage,
}: {
  db: Db;
  page: number;
  recordPerPage: number;
}): Promise<{ items: ReportedOpportunity[]; total: number; page: number; recordPerPage: number }> {
  const pending = db
    .select({
      opportunityId: opportunityReports.opportunityId,
      pendingReports: sql<number>`count(*)::int`.as('pending_reports'),
      reasons: sql<
        string[]
      >`(array_agg(${opportunityReports.reason} order by ${opportunityReports.createdAt} desc))[1:5]`.as(
        'reasons',
      ),
      lastReportedAt: sql<Date>`max(${opportunityReports.createdAt})`.as('last_reported_at'),
    })
    .from(opportunityReports)
    .where(eq(opportunityReports.status, 'pending'))
    .groupBy(opportunityReports.opportunityId)
    .as('pending');
  const condition = or(eq(opportunities.isHidden, true), sql`${pending.opportunityId} is not null`);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        opportunity: opportunities,
        companyName: companies.name,
        pendingReports: pending.pendingReports,
        reasons: pending.reasons,
        lastReportedAt: pending.lastReportedAt,
      })
      .from(opportunities)
      .leftJoin(pending, eq(pending.opportunityId, opportunities.id))
      .innerJoin(companies, eq(companies.id, opportunities.companyId))
      .where(condition)
      .orderBy(sql`${pending.lastReportedAt} desc nulls last`, desc(opportunities.id))
      .limit(recordPerPage)
      .offset((page - 1) * recordPerPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(opportunities)
      .leftJoin(pending, eq(pending.opportunityId, opportunities.id))
      .where(condition),
  ]);
  return {
    items: rows.map(({ opportunity, companyName, pendingReports, reasons, lastReportedAt }) => ({
      _id: opportunity.id,
      title: opportunity.title,
      type: opportunity.type,
      status: opportunity.status,
      companyName,
      description: opportunity.description,
      isHidden: opportunity.isHidden,
      pendingReports: pendingReports ?? 0,
      reasons: reasons ?? [],
      lastReportedAt: lastReportedAt ? new Date(lastReportedAt).toISOString() : null,
    })),
    total: counted?.total ?? 0,
    page,
    recordPerPage,
  };
}
