import {
  APPLICATION_TRANSITIONS,
  type ApplicantComparison,
  type BulkRejectResult,
} from '@talentport/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, type OpportunityRow, users } from '../../db/schema.js';
import type { DomainEvent } from '../../lib/domain-events.js';
import type { Actor } from '../../platform/actor.js';
import type { ChatEvents } from '../../platform/chat-events.js';
import { findCompanyMembership } from '../../platform/company-membership.js';
import { canInCompany, enforce } from '../../policies/index.js';
import { openApplicantConversation } from '../chat/index.js';
import { findOwnOpportunity, lockOwnOpportunity } from '../opportunities/index.js';
import { applicationNotFound, type Notifier } from './common.js';
import { recordTrackRecord, tellCandidate, updateListingCounts, writeStatus } from './pipeline.js';
import { cancelHeldNews, decisionHold } from './undo.js';

// The employer's tools on the applicants view (decision 127): message, compare, bulk reject. Each
// is for members of the listing's company whose role may move applicants (decision 052); anyone
// else's listing or application is NOT_FOUND.

/** The caller's membership, refused unless their role may work with applicants. */
async function requireApplicantRights(db: Db, actor: Actor) {
  const membership = await findCompanyMembership(db, actor.userId);
  if (!membership) throw applicationNotFound();
  enforce(canInCompany(membership, 'moveApplicants'));
  return membership;
}

/** Opens or continues the hiring conversation with one applicant, for any status. */
export async function messageApplicant({
  db,
  actor,
  applicationId,
  chatEvents,
}: {
  db: Db;
  actor: Actor;
  applicationId: string;
  chatEvents: ChatEvents;
}) {
  await requireApplicantRights(db, actor);
  const [row] = await db
    .select({ application: applications })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row) throw applicationNotFound();
  // The listing must be the caller's company's: anyone else's answers like an unknown application.
  const opportunity = await findOwnOpportunity(db, actor, row.application.opportunityId).catch(() => {
    throw applicationNotFound();
  });
  return openApplicantConversation({
    db,
    events: chatEvents,
    applicationId,
    opportunityId: opportunity.id,
    memberUserId: actor.userId,
    candidateUserId: row.application.applicantUserId,
    subject: opportunity.title,
  });
}

/** Up to 4 of a listing's applicants side by side; ids of other listings are left out. */
export async function compareApplicants({
  db,
  actor,
  opportunityId,
  ids,
}: {
  db: Db;
  actor: Actor;
  opportunityId: string;
  ids: string[];
}): Promise<ApplicantComparison[]> {
  await requireApplicantRights(db, actor);
  await findOwnOpportunity(db, actor, opportunityId);
  const rows = await db
    .select({ application: applications, applicant: users })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantUserId))
    .where(and(eq(applications.opportunityId, opportunityId), inArray(applications.id, ids)));
  const byId = new Map(rows.map((row) => [row.application.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { application, applicant } = row;
    return [
      {
        _id: application.id,
        status: application.status,
        proposedRate: application.proposedRate,
        fullname: applicant.fullname,
        code: applicant.code,
        userRole: applicant.userRole === 'agency' ? ('agency' as const) : ('freelancer' as const),
        occupation: applicant.occupation,
        experienceLevel: applicant.experienceLevel,
        skills: applicant.skills,
        rating: applicant.rating,
        numberOfRate: applicant.numberOfRate,
        hourlyRate: applicant.hourlyRate,
        availableFrom: applicant.availableFrom,
        openToOffers: applicant.openToOffers,
        workExperience: applicant.workExperience.map((entry) => ({
          title: entry.title,
          company: entry.company,
        })),
        screeningAnswers: application.screeningAnswers,
      },
    ];
  });
}

/**
 * Rejects several applicants of one listing in one transaction, each exactly as a single rejection
 * (decision 060: held news, undo window), with the poster's kind message in the mail. Idempotent:
 * already rejected ones are left alone and nobody is told twice; hired and withdrawn ones are not
 * rejectable. An id that is not an application of this listing is NOT_FOUND and changes nothing.
 */
export async function rejectApplicants({
  db,
  actor,
  opportunityId,
  applicationIds,
  message,
  notifier,
}: {
  db: Db;
  actor: Actor;
  opportunityId: string;
  applicationIds: string[];
  message: string;
  notifier: Notifier;
}): Promise<BulkRejectResult> {
  const ids = [...new Set(applicationIds)];
  const afterCommit: DomainEvent[] = [];
  const result = await db.transaction(async (tx) => {
    await requireApplicantRights(tx, actor);
    const opportunity = await lockOwnOpportunity(tx, actor, opportunityId);
    const rows = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.opportunityId, opportunityId), inArray(applications.id, ids)))
      .orderBy(asc(applications.id))
      .for('update');
    if (rows.length !== ids.length) throw applicationNotFound();
    const now = new Date();
    let undoUntil: Date | null = null;
    const items: BulkRejectResult['items'] = [];
    for (const application of rows) {
      if (application.status === 'rejected') {
        items.push({ _id: application.id, status: application.status, outcome: 'alreadyRejected' });
        continue;
      }
      if (!APPLICATION_TRANSITIONS[application.status].includes('rejected')) {
        items.push({ _id: application.id, status: application.status, outcome: 'notRejectable' });
        continue;
      }
      const hold = decisionHold('rejected', application.status, now);
      await cancelHeldNews(tx, application.id);
      await writeStatus(tx, application.id, 'rejected', hold, now);
      await updateListingCounts(tx, opportunity, application.status, 'rejected', now);
      await recordTrackRecord(tx, opportunity, application.id, 'rejected');
      await tellCandidate(tx, {
        application,
        opportunity,
        status: 'rejected',
        hold,
        links: notifier.links,
        afterCommit,
        message,
      });
      afterCommit.push(rejectedEvent(opportunity, application.id, application.applicantUserId, actor));
      undoUntil = hold?.until ?? undoUntil;
      items.push({ _id: application.id, status: 'rejected', outcome: 'rejected' });
    }
    const order = new Map(ids.map((id, index) => [id, index]));
    items.sort((a, b) => (order.get(a._id) ?? 0) - (order.get(b._id) ?? 0));
    return { items, undoUntil: undoUntil?.toISOString() ?? null };
  });
  notifier.nudgeMail();
  notifier.events.emitAll(afterCommit);
  return result;
}

function rejectedEvent(
  opportunity: OpportunityRow,
  applicationId: string,
  candidateUserId: string,
  actor: Actor,
): DomainEvent {
  return {
    name: 'application.rejected',
    payload: {
      applicationId,
      opportunityId: opportunity.id,
      opportunityTitle: opportunity.title,
      companyId: opportunity.companyId,
      actorUserId: actor.userId,
      candidateUserId,
    },
  };
}
