import {
  APPLICATION_TRANSITIONS,
  type ApplicationStatus,
  type MyListQuery,
  type PipelineStatus,
} from '@talentport/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type ApplicationRow,
  applications,
  type CompanyRow,
  companies,
  type FileRow,
  files,
  type OpportunityRow,
  opportunities,
  opportunityRequests,
  type UserRow,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEvent, DomainEventBus } from '../../lib/domain-events.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Actor } from '../../platform/actor.js';
import { findCompanyMembership } from '../../platform/company-membership.js';
import type { LinkBuilder } from '../../platform/links.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { applicationStatusMail, opportunityInviteMail } from '../../platform/mail/templates.js';
import { createNotification } from '../../platform/notifications.js';
import { enforce, mayContact, mayInCompany } from '../../policies/index.js';
import { isBlockedWithAny } from '../chat/index.js';
import { startEngagement } from '../engagements/index.js';
import {
  findActorCompanyId,
  lockOwnOpportunity,
  opportunityNotFound,
  type SummaryRow,
  summaryColumns,
} from '../opportunities/index.js';
import { grantHireRewards } from '../rewards/index.js';
import { cancelHeldNews, decisionHold, heldNewsRef } from './undo.js';

/** What a service needs to tell people about a change: mail links and the event bus. */
export type Notifier = { links: LinkBuilder; events: DomainEventBus; nudgeMail: () => void };

const applicationNotFound = () => new AppError('NOT_FOUND', 'There is no application with this id.');

/** Where a candidate follows their applications in the web app. */
function appliedPath(role: UserRow['userRole'], type: 'Job' | 'Project') {
  return role === 'agency'
    ? `/agency/opportunities/applied?tab=${type}`
    : `/freelancer/opportunities/applied?tab=${type}`;
}

export async function applyToOpportunity({
  db,
  actor,
  opportunityId,
  input,
  notifier,
}: {
  db: Db;
  actor: Actor;
  opportunityId: string;
  input: { coverLetter: string; proposedRate: number; attachmentFileId: string | null };
  notifier: Notifier;
}): Promise<ApplicationRow> {
  const actorCompanyId = await findActorCompanyId(db, actor);
  const afterCommit: DomainEvent[] = [];
  try {
    const application = await db.transaction(async (tx) => {
      const [opportunity] = await tx
        .select()
        .from(opportunities)
        .where(eq(opportunities.id, opportunityId))
        .for('update')
        .limit(1);
      if (!opportunity || opportunity.status === 'draft' || opportunity.isHidden) throw opportunityNotFound();
      if (actor.userRole === 'agency' && opportunity.type !== 'Project') {
        throw new AppError('APPLY_NOT_ALLOWED', 'Agencies apply to projects; jobs are for freelancers.');
      }
      if (actorCompanyId !== null && opportunity.companyId === actorCompanyId) {
        throw new AppError('APPLY_NOT_ALLOWED', 'You cannot apply to your own company’s opportunity.');
      }
      if (opportunity.status !== 'open') {
        throw new AppError(
          'OPPORTUNITY_NOT_OPEN',
          `This opportunity is ${opportunity.status}: it is not taking applications.`,
        );
      }
      if (input.attachmentFileId) {
        const [file] = await tx
          .select({ id: files.id })
          .from(files)
          .where(
            and(
              eq(files.id, input.attachmentFileId),
              eq(files.ownerUserId, actor.userId),
              inArray(files.refType, ['attachment', 'resume']),
            ),
          )
          .limit(1);
        if (!file) {
          throw new AppError(
            'VALIDATION_ERROR',
            'attachmentFileId must be an attachment or resume you uploaded.',
          );
        }
      }
      const [row] = await tx
        .insert(applications)
        .values({
          opportunityId,
          applicantUserId: actor.userId,
          applicantCompanyId: actor.userRole === 'agency' ? actorCompanyId : null,
          coverLetter: input.coverLetter,
          proposedRate: input.proposedRate,
          attachmentFileId: input.attachmentFileId,
        })
        .returning();
      if (!row) throw new Error('insert returned no application');
      await tx
        .update(opportunities)
        .set({
          applicantCount: sql`${opportunities.applicantCount} + 1`,
          newApplicantCount: sql`${opportunities.newApplicantCount} + 1`,
        })
        .where(eq(opportunities.id, opportunityId));
      if (opportunity.postedByUserId) {
        const posterRole = await roleOf(tx, opportunity.postedByUserId);
        await createNotification(tx, {
          userId: opportunity.postedByUserId,
          kind: 'application.created',
          title: `New applicant for ${opportunity.title}`,
          body: 'Open the pipeline to read the cover letter.',
          link: `/${posterRole === 'agency' ? 'agency/posted' : 'employer/opportunities'}/${opportunityId}`,
        });
        afterCommit.push({ name: 'notification.created', payload: { userId: opportunity.postedByUserId } });
      }
      afterCommit.push({
        name: 'application.created',
        payload: { applicationId: row.id, opportunityId, candidateUserId: actor.userId },
      });
      return row;
    });
    notifier.events.emitAll(afterCommit);
    return application;
  } catch (error) {
    if (isUniqueViolation(error, 'applications_opportunity_applicant_key')) {
      throw new AppError('ALREADY_APPLIED');
    }
    throw error;
  }
}

async function roleOf(db: Db, userId: string) {
  const [row] = await db.select({ role: users.userRole }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.role ?? null;
}

/** The candidate takes their application back; hired ones cannot be withdrawn. */
export async function withdrawApplication({
  db,
  actor,
  applicationId,
  notifier,
}: {
  db: Db;
  actor: Actor;
  applicationId: string;
  notifier: Notifier;
}): Promise<ApplicationRow> {
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.applicantUserId, actor.userId)))
      .for('update')
      .limit(1);
    if (!current) throw applicationNotFound();
    if (current.status === 'withdrawn') return current;
    if (current.status === 'hired' || current.status === 'rejected') {
      throw new AppError('INVALID_STATUS_CHANGE', `A ${current.status} application cannot be withdrawn.`);
    }
    const [row] = await tx
      .update(applications)
      .set({ status: 'withdrawn', statusChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(applications.id, applicationId))
      .returning();
    await tx
      .update(opportunities)
      .set({
        applicantCount: sql`${opportunities.applicantCount} - 1`,
        ...(current.status === 'new'
          ? { newApplicantCount: sql`${opportunities.newApplicantCount} - 1` }
          : {}),
      })
      .where(eq(opportunities.id, current.opportunityId));
    if (!row) throw applicationNotFound();
    return row;
  });
  notifier.events.emit({
    name: 'application.withdrawn',
    payload: { applicationId, opportunityId: result.opportunityId, candidateUserId: actor.userId },
  });
  return result;
}

/** An application on one of the caller's company's opportunities, locked; NOT_FOUND otherwise. */
async function lockCompanyApplication(tx: Db, actor: Actor, applicationId: string) {
  const membership = await findCompanyMembership(tx, actor.userId);
  if (!membership) throw applicationNotFound();
  enforce(mayInCompany(membership, 'moveApplicants'));
  const { companyId } = membership;
  const [row] = await tx
    .select({ application: applications, opportunity: opportunities })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .where(and(eq(applications.id, applicationId), eq(opportunities.companyId, companyId)))
    .for('update')
    .limit(1);
  if (!row) throw applicationNotFound();
  return row;
}

const STATUS_TITLES: Record<PipelineStatus, string> = {
  new: 'Your application is back under review',
  shortlisted: 'You have been shortlisted',
  interviewing: 'You are invited to interview',
  hired: 'You have been hired',
  rejected: 'Your application was not successful',
};

/**
 * Moves a candidate through the pipeline (new → shortlisted → interviewing → hired / rejected).
 * Counts change in the same transaction: the opportunity's new/hired counts, the employer
 * company's `hired`, an agency candidate's company `recruited`; the last opening hired marks the
 * opportunity filled. The candidate gets a mail and a notification; the domain event follows the
 * commit.
 */
export async function changeApplicationStatus({
  db,
  actor,
  applicationId,
  status,
  notifier,
}: {
  db: Db;
  actor: Actor;
  applicationId: string;
  status: PipelineStatus;
  notifier: Notifier;
}): Promise<ApplicationRow> {
  const afterCommit: DomainEvent[] = [];
  const result = await db.transaction(async (tx) => {
    const { application, opportunity } = await lockCompanyApplication(tx, actor, applicationId);
    if (application.status === status) return application;
    if (!APPLICATION_TRANSITIONS[application.status].includes(status)) {
      throw new AppError(
        'INVALID_STATUS_CHANGE',
        `An application that is ${application.status} cannot be moved to ${status}.`,
      );
    }
    const now = new Date();
    // Hire and reject can be taken back for a while; the candidate's news waits for it (decision 060).
    const hold = decisionHold(status, application.status, now);
    await cancelHeldNews(tx, applicationId);
    const [row] = await tx
      .update(applications)
      .set({
        status,
        statusChangedAt: now,
        updatedAt: now,
        undoUntil: hold?.until ?? null,
        undoStatus: hold?.from ?? null,
      })
      .where(eq(applications.id, applicationId))
      .returning();
    if (!row) throw applicationNotFound();
    const newDelta = (status === 'new' ? 1 : 0) - (application.status === 'new' ? 1 : 0);
    const isHire = status === 'hired';
    const hiredCount = opportunity.hiredCount + (isHire ? 1 : 0);
    const isNowFilled =
      isHire && hiredCount >= opportunity.openings && ['open', 'paused'].includes(opportunity.status);
    await tx
      .update(opportunities)
      .set({
        newApplicantCount: sql`${opportunities.newApplicantCount} + ${newDelta}`,
        hiredCount,
        ...(isNowFilled ? { status: 'filled' as const, updatedAt: now } : {}),
      })
      .where(eq(opportunities.id, opportunity.id));
    if (isHire) {
      await tx
        .update(companies)
        .set({ hired: sql`${companies.hired} + 1` })
        .where(eq(companies.id, opportunity.companyId));
      if (application.applicantCompanyId) {
        await tx
          .update(companies)
          .set({ recruited: sql`${companies.recruited} + 1` })
          .where(eq(companies.id, application.applicantCompanyId));
      }
      // The engagement starts with the hire, in its transaction (decision 096); an undo removes it.
      await startEngagement(tx, {
        applicationId,
        opportunityId: opportunity.id,
        clientCompanyId: opportunity.companyId,
        hiredByUserId: actor.userId,
        workerUserId: application.applicantUserId,
        workerCompanyId: application.applicantCompanyId,
      });
      // First-hire referral rewards commit with the hire itself (decision 041): a crash between the
      // two can neither lose them nor grant them for a hire that was rolled back.
      await grantHireRewards({
        db: tx,
        hiredUserId: application.applicantUserId,
        hiringUserId: actor.userId,
      });
    }
    const [candidate] = await tx
      .select()
      .from(users)
      .where(eq(users.id, application.applicantUserId))
      .limit(1);
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, opportunity.companyId))
      .limit(1);
    if (candidate) {
      const path = appliedPath(candidate.userRole, opportunity.type);
      const held = hold ? { deliverAfter: hold.until, ref: heldNewsRef(applicationId) } : {};
      await createNotification(tx, {
        userId: candidate.id,
        kind: `application.${status}`,
        title: STATUS_TITLES[status],
        body: `${opportunity.title} · ${company?.name ?? ''}`.trim(),
        link: path,
        ...held,
      });
      if (!hold) afterCommit.push({ name: 'notification.created', payload: { userId: candidate.id } });
      await enqueueMail(tx, {
        ...(hold ? { sendAt: hold.until, ref: heldNewsRef(applicationId) } : {}),
        to: candidate.email,
        template: `application-${status}`,
        mail: applicationStatusMail({
          fullname: candidate.fullname,
          opportunityTitle: opportunity.title,
          companyName: company?.name ?? '',
          status,
          link: notifier.links.page(path),
        }),
      });
    }
    if (status !== 'new') {
      afterCommit.push({
        name: `application.${status}`,
        payload: {
          applicationId,
          opportunityId: opportunity.id,
          opportunityTitle: opportunity.title,
          companyId: opportunity.companyId,
          actorUserId: actor.userId,
          candidateUserId: application.applicantUserId,
        },
      });
    }
    return row;
  });
  notifier.nudgeMail();
  notifier.events.emitAll(afterCommit);
  return result;
}

export async function updateApplicationNote({
  db,
  actor,
  applicationId,
  note,
}: {
  db: Db;
  actor: Actor;
  applicationId: string;
  note: string;
}) {
  return db.transaction(async (tx) => {
    await lockCompanyApplication(tx, actor, applicationId);
    const [row] = await tx
      .update(applications)
      .set({ note, updatedAt: new Date() })
      .where(eq(applications.id, applicationId))
      .returning();
    if (!row) throw applicationNotFound();
    return row;
  });
}

export type PipelineRow = {
  application: ApplicationRow;
  applicant: UserRow;
  applicantCompany: CompanyRow | null;
  attachment: FileRow | null;
};

/** The applicants of one of the caller's company's opportunities (NOT_FOUND for anyone else's). */
export async function listApplicationsForOpportunity({
  db,
  actor,
  opportunityId,
  status,
  page,
  recordPerPage,
}: {
  db: Db;
  actor: Actor;
  opportunityId: string;
  status?: ApplicationStatus | undefined;
  page: number;
  recordPerPage: number;
}): Promise<{ rows: PipelineRow[]; total: number; opportunity: OpportunityRow }> {
  const opportunity = await lockOwnOpportunity(db, actor, opportunityId);
  const where = and(
    eq(applications.opportunityId, opportunityId),
    status ? eq(applications.status, status) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ application: applications, applicant: users, applicantCompany: companies, attachment: files })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.applicantUserId))
      .leftJoin(companies, eq(companies.id, applications.applicantCompanyId))
      .leftJoin(files, eq(files.id, applications.attachmentFileId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(recordPerPage)
      .offset((page - 1) * recordPerPage),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0, opportunity };
}

/** The caller's own applications of one type (§3 Job state `typeAppliedJob`). */
export async function listMyApplications({
  db,
  actor,
  query,
}: {
  db: Db;
  actor: Actor;
  query: MyListQuery;
}): Promise<{
  rows: { application: ApplicationRow; summary: SummaryRow; attachment: FileRow | null }[];
  total: number;
}> {
  const where = and(eq(applications.applicantUserId, actor.userId), eq(opportunities.type, query.type));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ application: applications, summary: summaryColumns, attachment: files })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .innerJoin(companies, eq(companies.id, opportunities.companyId))
      .leftJoin(files, eq(files.id, applications.attachmentFileId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.recordPerPage)
      .offset((query.page - 1) * query.recordPerPage),
    db
      .select({ total: count() })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** "Invite a freelancer": a request the freelancer may accept or decline. */
export async function inviteFreelancer({
  db,
  actor,
  opportunityId,
  freelancerCode,
  message,
  notifier,
}: {
  db: Db;
  actor: Actor;
  opportunityId: string;
  freelancerCode: string;
  message: string;
  notifier: Notifier;
}) {
  const afterCommit: DomainEvent[] = [];
  try {
    const request = await db.transaction(async (tx) => {
      const opportunity = await lockOwnOpportunity(tx, actor, opportunityId);
      if (opportunity.status !== 'open') {
        throw new AppError(
          'OPPORTUNITY_NOT_OPEN',
          'Publish the opportunity before inviting freelancers to it.',
        );
      }
      const [invitee] = await tx.select().from(users).where(eq(users.code, freelancerCode)).limit(1);
      if (invitee?.userRole !== 'freelancer' || !invitee.isOnboard) {
        throw new AppError('NOT_FOUND', 'There is no freelancer with this code.');
      }
      // A freelancer who blocked anyone in the company (or was blocked) gets no invitation from it.
      const team = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.companyId, opportunity.companyId));
      const isBlocked = await isBlockedWithAny(tx, invitee.id, [
        actor.userId,
        ...team.map((member) => member.id),
      ]);
      enforce(mayContact({ isBlocked }));
      const [row] = await tx
        .insert(opportunityRequests)
        .values({ opportunityId, inviteeUserId: invitee.id, invitedByUserId: actor.userId, message })
        .returning();
      if (!row) throw new Error('insert returned no request');
      const [company] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, opportunity.companyId))
        .limit(1);
      const path = `/freelancer/opportunities/request?tab=${opportunity.type}`;
      await createNotification(tx, {
        userId: invitee.id,
        kind: 'request.created',
        title: `${company?.name || 'An employer'} invited you to apply`,
        body: opportunity.title,
        link: path,
      });
      afterCommit.push({ name: 'notification.created', payload: { userId: invitee.id } });
      await enqueueMail(tx, {
        to: invitee.email,
        template: 'opportunity-invite',
        mail: opportunityInviteMail({
          fullname: invitee.fullname,
          opportunityTitle: opportunity.title,
          companyName: company?.name ?? '',
          message,
          link: notifier.links.page(path),
        }),
      });
      afterCommit.push({
        name: 'request.created',
        payload: {
          requestId: row.id,
          opportunityId,
          opportunityTitle: opportunity.title,
          companyId: opportunity.companyId,
          invitedByUserId: actor.userId,
          inviteeUserId: invitee.id,
        },
      });
      return { row, invitee };
    });
    notifier.nudgeMail();
    notifier.events.emitAll(afterCommit);
    return request;
  } catch (error) {
    if (isUniqueViolation(error, 'opportunity_requests_opportunity_invitee_key')) {
      throw new AppError('ALREADY_INVITED');
    }
    throw error;
  }
}

export async function listMyRequests({ db, actor, query }: { db: Db; actor: Actor; query: MyListQuery }) {
  const where = and(
    eq(opportunityRequests.inviteeUserId, actor.userId),
    eq(opportunities.type, query.type),
    sql`not ${opportunities.isHidden}`,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        request: opportunityRequests,
        summary: summaryColumns,
        invitee: { code: users.code, fullname: users.fullname },
      })
      .from(opportunityRequests)
      .innerJoin(opportunities, eq(opportunities.id, opportunityRequests.opportunityId))
      .innerJoin(companies, eq(companies.id, opportunities.companyId))
      .innerJoin(users, eq(users.id, opportunityRequests.inviteeUserId))
      .where(where)
      .orderBy(desc(opportunityRequests.createdAt), desc(opportunityRequests.id))
      .limit(query.recordPerPage)
      .offset((query.page - 1) * query.recordPerPage),
    db
      .select({ total: count() })
      .from(opportunityRequests)
      .innerJoin(opportunities, eq(opportunities.id, opportunityRequests.opportunityId))
      .where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Accept or decline an invitation; accepting tells the employer (and chat, by event). */
export async function respondToRequest({
  db,
  actor,
  requestId,
  accept,
  notifier,
}: {
  db: Db;
  actor: Actor;
  requestId: string;
  accept: boolean;
  notifier: Notifier;
}) {
  const afterCommit: DomainEvent[] = [];
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ request: opportunityRequests, opportunity: opportunities })
      .from(opportunityRequests)
      .innerJoin(opportunities, eq(opportunities.id, opportunityRequests.opportunityId))
      .where(and(eq(opportunityRequests.id, requestId), eq(opportunityRequests.inviteeUserId, actor.userId)))
      .for('update', { of: opportunityRequests })
      .limit(1);
    if (!current) throw new AppError('NOT_FOUND', 'There is no invitation with this id.');
    if (current.request.status !== 'pending') throw new AppError('REQUEST_ANSWERED');
    const status = accept ? ('accepted' as const) : ('declined' as const);
    const [row] = await tx
      .update(opportunityRequests)
      .set({ status, respondedAt: new Date() })
      .where(eq(opportunityRequests.id, requestId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'There is no invitation with this id.');
    const { opportunity } = current;
    if (current.request.invitedByUserId) {
      const [me] = await tx
        .select({ fullname: users.fullname })
        .from(users)
        .where(eq(users.id, actor.userId));
      const inviterRole = await roleOf(tx, current.request.invitedByUserId);
      await createNotification(tx, {
        userId: current.request.invitedByUserId,
        kind: `request.${status}`,
        title: `${me?.fullname ?? 'A freelancer'} ${status} your invitation`,
        body: opportunity.title,
        link: `/${inviterRole === 'agency' ? 'agency/posted' : 'employer/opportunities'}/${opportunity.id}`,
      });
      afterCommit.push({
        name: 'notification.created',
        payload: { userId: current.request.invitedByUserId },
      });
    }
    afterCommit.push({
      name: `request.${status}`,
      payload: {
        requestId,
        opportunityId: opportunity.id,
        opportunityTitle: opportunity.title,
        companyId: opportunity.companyId,
        invitedByUserId: current.request.invitedByUserId,
        inviteeUserId: actor.userId,
      },
    });
    return row;
  });
  notifier.events.emitAll(afterCommit);
  return result;
}
