import { APPLICATION_UNDO_WINDOW_MS, type ApplicationStatus } from '@talentport/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type ApplicationRow,
  applications,
  companies,
  conversations,
  mailOutbox,
  notifications,
  opportunities,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { countJobWithHire } from '../../platform/company-track-record.js';
import { cancelScheduledMail } from '../../platform/mail/outbox.js';
import { cancelHeldNotifications } from '../../platform/notifications.js';
import { removeEngagementOfUndoneHire } from '../engagements/index.js';
import { findActorCompanyId } from '../opportunities/index.js';

/**
 * Decisions that can be taken back (decision 060): a hire or a rejection can be undone for
 * `APPLICATION_UNDO_WINDOW_MS`. The state lives in the database (`undo_until`, `undo_status`, the
 * held mail's `next_attempt_at` and the held notification's `deliver_after`), so any instance, and
 * any instance after a restart, honours it: no timer has to fire.
 */
type UndoableFrom = NonNullable<ApplicationRow['undoStatus']>;

const UNDOABLE_FROM: readonly ApplicationStatus[] = ['new', 'shortlisted', 'interviewing', 'rejected'];

/** The hold a status change gets: only hires and rejections, remembering where they came from. */
export function decisionHold(
  status: ApplicationStatus,
  from: ApplicationStatus,
  now: Date,
): { until: Date; from: UndoableFrom } | null {
  if (status !== 'hired' && status !== 'rejected') return null;
  if (!UNDOABLE_FROM.includes(from)) return null;
  return { until: new Date(now.getTime() + APPLICATION_UNDO_WINDOW_MS), from: from as UndoableFrom };
}

/** Names the candidate's held mail and notification about this application's decision. */
export const heldNewsRef = (applicationId: string) => `application-decision:${applicationId}`;

/** Calls off the candidate's mail and notification that are still held. */
export async function cancelHeldNews(tx: Db, applicationId: string) {
  await cancelScheduledMail(tx, heldNewsRef(applicationId));
  await cancelHeldNotifications(tx, heldNewsRef(applicationId));
}

const nothingToUndo = () =>
  new AppError(
    'UNDO_EXPIRED',
    'This decision can no longer be undone: the candidate has been told. Change the status instead.',
  );

/**
 * Takes back a hire or a rejection inside its window: the status before it returns, the counts
 * it moved go back, the held mail and notification are called off, and a hire's working
 * conversation is the hiring conversation again. The window is judged by the database clock.
 */
export async function undoApplicationDecision({
  db,
  actor,
  applicationId,
}: {
  db: Db;
  actor: Actor;
  applicationId: string;
}): Promise<ApplicationRow> {
  const companyId = await findActorCompanyId(db, actor);
  if (!companyId) throw new AppError('NOT_FOUND', 'There is no application with this id.');
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        application: applications,
        opportunity: opportunities,
        isOpen: sql<boolean>`${applications.undoUntil} > now()`,
      })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .where(and(eq(applications.id, applicationId), eq(opportunities.companyId, companyId)))
      .for('update')
      .limit(1);
    if (!current) throw new AppError('NOT_FOUND', 'There is no application with this id.');
    const { application, opportunity } = current;
    const from = application.undoStatus;
    if (!current.isOpen || !from) throw nothingToUndo();
    await cancelHeldNews(tx, applicationId);
    const now = new Date();
    const [row] = await tx
      .update(applications)
      .set({ status: from, statusChangedAt: now, updatedAt: now, undoUntil: null, undoStatus: null })
      .where(eq(applications.id, applicationId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'There is no application with this id.');
    const wasHire = application.status === 'hired';
    const newDelta = from === 'new' ? 1 : 0;
    const hiredCount = Math.max(0, opportunity.hiredCount - (wasHire ? 1 : 0));
    const isReopened = wasHire && opportunity.status === 'filled' && hiredCount < opportunity.openings;
    await tx
      .update(opportunities)
      .set({
        newApplicantCount: sql`${opportunities.newApplicantCount} + ${newDelta}`,
        hiredCount,
        ...(isReopened ? { status: 'open' as const, updatedAt: now } : {}),
      })
      .where(eq(opportunities.id, opportunity.id));
    if (wasHire) await undoHireEffects(tx, application, opportunity.companyId);
    if (wasHire && hiredCount === 0 && opportunity.hiredCount > 0) {
      await countJobWithHire(tx, opportunity.companyId, -1);
    }
    return row;
  });
  return result;
}

/** The counts and the conversation a hire changed. */
async function undoHireEffects(tx: Db, application: ApplicationRow, companyId: string) {
  await removeEngagementOfUndoneHire(tx, application.id);
  await tx
    .update(companies)
    .set({ hired: sql`greatest(${companies.hired} - 1, 0)` })
    .where(eq(companies.id, companyId));
  if (application.applicantCompanyId) {
    await tx
      .update(companies)
      .set({ recruited: sql`greatest(${companies.recruited} - 1, 0)` })
      .where(eq(companies.id, application.applicantCompanyId));
  }
  await tx
    .update(conversations)
    .set({
      type: 'hiringConv',
      key: `hiring:${application.opportunityId}:${application.applicantUserId}`,
      engagementId: null,
    })
    .where(
      and(
        eq(conversations.key, `working:${application.id}`),
        eq(conversations.opportunityId, application.opportunityId),
      ),
    );
}

/**
 * "Tell them now": ends the window early; the held mail is due and the notification shows at
 * once. Answers the candidate's user id (for the live notification), or throws UNDO_EXPIRED.
 */
export async function releaseApplicationDecision({
  db,
  actor,
  applicationId,
}: {
  db: Db;
  actor: Actor;
  applicationId: string;
}): Promise<ApplicationRow> {
  const companyId = await findActorCompanyId(db, actor);
  if (!companyId) throw new AppError('NOT_FOUND', 'There is no application with this id.');
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .where(and(eq(applications.id, applicationId), eq(opportunities.companyId, companyId)))
      .limit(1);
    if (!owned) throw new AppError('NOT_FOUND', 'There is no application with this id.');
    const [row] = await tx
      .update(applications)
      .set({ undoUntil: sql`now()` })
      .where(and(eq(applications.id, applicationId), sql`${applications.undoUntil} > now()`))
      .returning();
    if (!row) throw nothingToUndo();
    const ref = heldNewsRef(applicationId);
    await tx.update(notifications).set({ deliverAfter: sql`now()` }).where(eq(notifications.ref, ref));
    await tx
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(eq(mailOutbox.ref, ref), eq(mailOutbox.status, 'pending')));
    return row;
  });
}
