import { APPLICATION_TRANSITIONS, type ApplicationStatus, type PipelineStatus } from '@talentport/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
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
  type UserRow,
  userColumns,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEvent } from '../../lib/domain-events.js';
import type { Actor } from '../../platform/actor.js';
import { findCompanyMembership } from '../../platform/company-membership.js';
import {
  countJobWithHire,
  markCompanyActive,
  recordFirstAnswer,
} from '../../platform/company-track-record.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { applicationStatusMail } from '../../platform/mail/templates.js';
import { createNotification } from '../../platform/notifications.js';
import { fetchPage } from '../../platform/paging.js';
import { canInCompany, enforce } from '../../policies/index.js';
import { startEngagement } from '../engagements/index.js';
import { findOwnOpportunity } from '../opportunities/index.js';
import { grantHireRewards } from '../rewards/index.js';
import { applicationNotFound, appliedPath, type Notifier } from './common.js';
import { cancelHeldNews, decisionHold, heldNewsRef } from './undo.js';

// The hiring pipeline of a company's opportunity: moving candidates, notes, the applicant list.

/** An application on one of the caller's company's opportunities, locked; NOT_FOUND otherwise. */
async function lockCompanyApplication(tx: Db, actor: Actor, applicationId: string) {
  const membership = await findCompanyMembership(tx, actor.userId);
  if (!membership) throw applicationNotFound();
  enforce(canInCompany(membership, 'moveApplicants'));
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
    // Hiring goes through an offer with terms the candidate accepts (decision 122).
    if (status === 'hired') {
      throw new AppError(
        'HIRE_THROUGH_OFFER',
        'Hiring now goes through an offer: send this candidate an offer with its terms; they are hired when it is accepted.',
      );
    }
    assertTransition(application.status, status);
    const now = new Date();
    // Hire and reject can be taken back for a while; the candidate's news waits for it (decision 060).
    const hold = decisionHold(status, application.status, now);
    await cancelHeldNews(tx, applicationId);
    const row = await writeStatus(tx, applicationId, status, hold, now);
    await updateListingCounts(tx, opportunity, application.status, status, now);
    await recordTrackRecord(tx, opportunity, applicationId, status);
    await tellCandidate(tx, { application, opportunity, status, hold, links: notifier.links, afterCommit });
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

/**
 * The hire of an accepted offer (decision 122), in the acceptance's transaction: the application
 * becomes hired with no undo window (the window moved to the offer: withdraw before it is seen),
 * the counts and track record move as for any hire, the engagement starts, referral rewards are
 * granted. Answers the domain event to emit after the commit (it opens the working conversation).
 */
export async function hireThroughOffer(
  tx: Db,
  input: { applicationId: string; hiredByUserId: string },
): Promise<DomainEvent> {
  const [row] = await tx
    .select({ application: applications, opportunity: opportunities })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .where(eq(applications.id, input.applicationId))
    .for('update')
    .limit(1);
  if (!row) throw applicationNotFound();
  const { application, opportunity } = row;
  if (application.status === 'hired') {
    throw new AppError('ALREADY_HIRED', 'This talent is already hired for this opportunity.');
  }
  if (application.status === 'withdrawn') {
    throw new AppError(
      'INVALID_STATUS_CHANGE',
      'The candidate withdrew their application: it cannot be hired.',
    );
  }
  const now = new Date();
  await cancelHeldNews(tx, application.id);
  await writeStatus(tx, application.id, 'hired', null, now);
  await updateListingCounts(tx, opportunity, application.status, 'hired', now);
  await recordTrackRecord(tx, opportunity, application.id, 'hired');
  await recordHire(tx, input.hiredByUserId, opportunity, application);
  return {
    name: 'application.hired',
    payload: {
      applicationId: application.id,
      opportunityId: opportunity.id,
      opportunityTitle: opportunity.title,
      companyId: opportunity.companyId,
      actorUserId: input.hiredByUserId,
      candidateUserId: application.applicantUserId,
    },
  };
}

type Hold = ReturnType<typeof decisionHold>;

/** The company's track record (decision 107): a first answer, activity, a job's first hire. */
export async function recordTrackRecord(
  tx: Db,
  opportunity: OpportunityRow,
  applicationId: string,
  status: PipelineStatus,
) {
  if (status !== 'new') await recordFirstAnswer(tx, applicationId);
  await markCompanyActive(tx, opportunity.companyId);
  if (status === 'hired' && opportunity.hiredCount === 0)
    await countJobWithHire(tx, opportunity.companyId, 1);
}

export function assertTransition(from: ApplicationStatus, to: PipelineStatus) {
  if (!APPLICATION_TRANSITIONS[from].includes(to)) {
    throw new AppError('INVALID_STATUS_CHANGE', `An application that is ${from} cannot be moved to ${to}.`);
  }
}

export async function writeStatus(
  tx: Db,
  applicationId: string,
  status: PipelineStatus,
  hold: Hold,
  now: Date,
): Promise<ApplicationRow> {
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
  return row;
}

/** The listing's new and hired counts; the hire that takes the last opening marks it filled. */
export async function updateListingCounts(
  tx: Db,
  opportunity: OpportunityRow,
  from: ApplicationStatus,
  status: PipelineStatus,
  now: Date,
) {
  const newDelta = (status === 'new' ? 1 : 0) - (from === 'new' ? 1 : 0);
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
}

/** A hire counts for the hiring company, for an agency candidate's company, and for referral rewards. */
async function recordHire(
  tx: Db,
  hiringUserId: string,
  opportunity: OpportunityRow,
  application: ApplicationRow,
) {
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
    applicationId: application.id,
    opportunityId: opportunity.id,
    clientCompanyId: opportunity.companyId,
    hiredByUserId: hiringUserId,
    workerUserId: application.applicantUserId,
    workerCompanyId: application.applicantCompanyId,
  });
  // First-hire referral rewards commit with the hire itself (decision 041): a crash between the
  // two can neither lose them nor grant them for a hire that was rolled back.
  await grantHireRewards({ db: tx, hiredUserId: application.applicantUserId, hiringUserId });
}

/** The candidate's notification and mail, held back with the decision while it can be undone. */
export async function tellCandidate(
  tx: Db,
  {
    application,
    opportunity,
    status,
    hold,
    links,
    afterCommit,
    message,
  }: {
    application: ApplicationRow;
    opportunity: OpportunityRow;
    status: PipelineStatus;
    hold: Hold;
    links: Notifier['links'];
    afterCommit: DomainEvent[];
    /** The company's own words, quoted in the mail (a bulk rejection's message). */
    message?: string;
  },
) {
  const [candidate] = await tx
    .select(userColumns)
    .from(users)
    .where(eq(users.id, application.applicantUserId))
    .limit(1);
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, opportunity.companyId))
    .limit(1);
  if (!candidate) return;
  const path = appliedPath(candidate.userRole, opportunity.type);
  const held = hold ? { deliverAfter: hold.until, ref: heldNewsRef(application.id) } : {};
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
    ...(hold ? { sendAt: hold.until, ref: heldNewsRef(application.id) } : {}),
    to: candidate.email,
    template: `application-${status}`,
    mail: applicationStatusMail({
      fullname: candidate.fullname,
      opportunityTitle: opportunity.title,
      companyName: company?.name ?? '',
      status,
      link: links.page(path),
      ...(message ? { message } : {}),
    }),
  });
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
  const opportunity = await findOwnOpportunity(db, actor, opportunityId);
  const where = and(
    eq(applications.opportunityId, opportunityId),
    status ? eq(applications.status, status) : undefined,
  );
  const { rows, total } = await fetchPage(
    { page, recordPerPage },
    db
      .select({ application: applications, applicant: users, applicantCompany: companies, attachment: files })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.applicantUserId))
      .leftJoin(companies, eq(companies.id, applications.applicantCompanyId))
      .leftJoin(files, eq(files.id, applications.attachmentFileId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .$dynamic(),
    db.select({ total: count() }).from(applications).where(where),
  );
  return { rows, total, opportunity };
}
