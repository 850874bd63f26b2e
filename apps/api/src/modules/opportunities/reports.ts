import type { Page, ReportedOpportunity } from '@talentport/contract';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, opportunities, opportunityColumns, opportunityReports, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Actor } from '../../platform/actor.js';
import { recordStaffAction } from '../../platform/audit-log.js';
import { fetchPage, type Paging } from '../../platform/paging.js';
import { pendingReportsByTarget, presentPendingReports } from '../../platform/pending-reports.js';
import {
  canActOnListing,
  canReport,
  enforce,
  reportWeight,
  shouldHideReportedListing,
} from '../../policies/index.js';
import { findActorCompanyId, opportunityNotFound } from './service.js';

/** The reporter as the report policy weighs them: account state and how staff judged earlier reports. */
async function loadReporter(db: Db, userId: string) {
  const [[reporter], [history]] = await Promise.all([
    db
      .select({ emailVerify: users.emailVerify, isOnboard: users.isOnboard, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    db
      .select({
        upheld: sql<number>`count(*) filter (where ${opportunityReports.status} = 'upheld')::int`,
        dismissed: sql<number>`count(*) filter (where ${opportunityReports.status} = 'dismissed')::int`,
      })
      .from(opportunityReports)
      .where(eq(opportunityReports.reporterUserId, userId)),
  ]);
  if (!reporter) throw new AppError('UNAUTHORIZED');
  return { reporter, history: { upheld: history?.upheld ?? 0, dismissed: history?.dismissed ?? 0 } };
}

/**
 * Stores a report (decision 053). Only verified, onboarded accounts report, once per listing. Each
 * report is weighed by the reporter's account age and history; the listing is hidden before staff
 * look only when the weighed pending reports reach REPORT_HIDE_THRESHOLD. Reports from new
 * accounts weigh nothing: they put the listing in the staff review queue and hide nothing.
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
  const { reporter, history } = await loadReporter(db, actor.userId);
  enforce(canReport(reporter));
  const weight = reportWeight(reporter, history, new Date());
  const actorCompanyId = await findActorCompanyId(db, actor);
  try {
    await db.transaction(async (tx) => {
      const [opportunity] = await tx
        .select(opportunityColumns)
        .from(opportunities)
        .where(eq(opportunities.id, id))
        .for('update')
        .limit(1);
      if (!opportunity) throw opportunityNotFound();
      enforce(canActOnListing(opportunity));
      if (opportunity.companyId === actorCompanyId) {
        throw new AppError('VALIDATION_ERROR', 'You cannot report your own company’s opportunity.');
      }
      await tx
        .insert(opportunityReports)
        .values({ opportunityId: id, reporterUserId: actor.userId, reason, weight });
      const pending = await tx
        .select({ weight: opportunityReports.weight })
        .from(opportunityReports)
        .where(and(eq(opportunityReports.opportunityId, id), eq(opportunityReports.status, 'pending')));
      const weights = pending.map((row) => row.weight);
      await tx
        .update(opportunities)
        .set({
          reportCount: weights.length,
          ...(shouldHideReportedListing(weights) ? { isHidden: true } : {}),
        })
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
}: { db: Db } & Paging): Promise<Page<ReportedOpportunity>> {
  const pending = pendingReportsByTarget(db, opportunityReports, opportunityReports.opportunityId);
  const condition = or(eq(opportunities.isHidden, true), sql`${pending.targetId} is not null`);
  const { rows, total } = await fetchPage(
    { page, recordPerPage },
    db
      .select({
        opportunity: opportunities,
        companyName: companies.name,
        pendingReports: pending.pendingReports,
        reasons: pending.reasons,
        lastReportedAt: pending.lastReportedAt,
      })
      .from(opportunities)
      .leftJoin(pending, eq(pending.targetId, opportunities.id))
      .innerJoin(companies, eq(companies.id, opportunities.companyId))
      .where(condition)
      .orderBy(sql`${pending.lastReportedAt} desc nulls last`, desc(opportunities.id))
      .$dynamic(),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(opportunities)
      .leftJoin(pending, eq(pending.targetId, opportunities.id))
      .where(condition),
  );
  return {
    items: rows.map(({ opportunity, companyName, ...summary }) => ({
      _id: opportunity.id,
      title: opportunity.title,
      type: opportunity.type,
      status: opportunity.status,
      companyName,
      description: opportunity.description,
      isHidden: opportunity.isHidden,
      ...presentPendingReports(summary),
    })),
    total,
    page,
    recordPerPage,
  };
}
