import type { FieldIssue, MyListQuery } from '@talentport/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type ApplicationRow,
  applications,
  companies,
  type FileRow,
  files,
  type OpportunityRow,
  opportunities,
  type ScreeningAnswer,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEvent } from '../../lib/domain-events.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Actor } from '../../platform/actor.js';
import { countCompanyApplicant } from '../../platform/company-track-record.js';
import { createNotification } from '../../platform/notifications.js';
import { fetchPage } from '../../platform/paging.js';
import { canApply, enforce } from '../../policies/index.js';
import {
  findActorCompanyId,
  opportunityNotFound,
  type SummaryRow,
  summaryColumns,
} from '../opportunities/index.js';
import { queueNewApplicantMail } from './applicant-mail.js';
import { applicationNotFound, type Notifier, postedOpportunityPath } from './common.js';

type ApplicationInput = {
  coverLetter: string;
  proposedRate: number;
  attachmentFileId: string | null;
  screeningAnswers: string[];
};

/**
 * A candidate applies, in one transaction: read the listing, check the policy and the attachment,
 * add the application, tell the poster, and last count it on the listing and the company. The
 * count locks the listing's row and checks the policy again on what it locked, so the row is
 * held for the two counters and the COMMIT only (decision 058). Events follow the commit.
 */
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
  input: ApplicationInput;
  notifier: Notifier;
}): Promise<ApplicationRow> {
  const actorCompanyId = await findActorCompanyId(db, actor);
  const afterCommit: DomainEvent[] = [];
  try {
    const application = await db.transaction(async (tx) => {
      const viewer = { userRole: actor.userRole, companyId: actorCompanyId };
      const { opportunity, posterRole } = await readListing(tx, opportunityId);
      // A second application is refused by the unique key below (ALREADY_APPLIED).
      enforce(canApply(viewer, opportunity, false));
      const screeningAnswers = pairScreeningAnswers(opportunity.screeningQuestions, input.screeningAnswers);
      if (input.attachmentFileId) await assertOwnAttachment(tx, actor.userId, input.attachmentFileId);
      const row = await insertApplication(tx, actor, actorCompanyId, opportunityId, input, screeningAnswers);
      await notifyPoster(tx, opportunity, posterRole, afterCommit);
      await queueNewApplicantMail(tx, { opportunity, applicantUserId: actor.userId, links: notifier.links });
      const locked = await countNewApplicant(tx, opportunityId);
      // Closed, paused or hidden since it was read: the policy refuses and the transaction rolls back.
      enforce(canApply(viewer, { ...opportunity, ...locked }, false));
      await countCompanyApplicant(tx, opportunity.companyId, 1);
      afterCommit.push({
        name: 'application.created',
        payload: { applicationId: row.id, opportunityId, candidateUserId: actor.userId },
      });
      return row;
    });
    notifier.events.emitAll(afterCommit);
    notifier.nudgeMail();
    return application;
  } catch (error) {
    if (isUniqueViolation(error, 'applications_opportunity_applicant_key')) {
      throw new AppError('ALREADY_APPLIED');
    }
    throw error;
  }
}

/** What applying reads of the listing: the policy's facts and what the poster's notification says. */
const LISTING_FACTS = {
  id: opportunities.id,
  companyId: opportunities.companyId,
  type: opportunities.type,
  status: opportunities.status,
  isHidden: opportunities.isHidden,
  title: opportunities.title,
  postedByUserId: opportunities.postedByUserId,
  screeningQuestions: opportunities.screeningQuestions,
};

/**
 * Reads the listing with its poster's role in one round trip, without locking it (the count at the
 * end does); the wide columns (description, search text) stay in the database.
 */
async function readListing(tx: Db, opportunityId: string) {
  const [found] = await tx
    .select({ ...LISTING_FACTS, posterRole: users.userRole })
    .from(opportunities)
    .leftJoin(users, eq(users.id, opportunities.postedByUserId))
    .where(eq(opportunities.id, opportunityId))
    .limit(1);
  if (!found) throw opportunityNotFound();
  const { posterRole, ...opportunity } = found;
  return { opportunity, posterRole };
}

/**
 * Every screening question of the listing needs its answer, in the listing's order (decision 127);
 * the question is kept with the answer, so a later edit of the listing does not change what was asked.
 */
function pairScreeningAnswers(questions: string[], answers: string[]): ScreeningAnswer[] {
  const fields: FieldIssue[] = [];
  if (answers.length > questions.length) {
    fields.push({
      path: 'screeningAnswers',
      message:
        questions.length === 0
          ? 'must be empty: this listing asks no questions'
          : `must hold ${questions.length} answers, one per question`,
    });
  }
  questions.forEach((_question, index) => {
    if (!answers[index]) fields.push({ path: `screeningAnswers[${index}]`, message: 'is required' });
  });
  if (fields.length > 0) {
    const first = fields[0] as FieldIssue;
    const sentence =
      first.message === 'is required'
        ? 'Please answer every screening question of this listing.'
        : `${first.path} ${first.message}.`;
    throw new AppError('VALIDATION_ERROR', sentence, {}, fields);
  }
  return questions.map((question, index) => ({ question, answer: answers[index] ?? '' }));
}

/** An application carries one of the candidate's own attachments or resumes, nobody else's. */
async function assertOwnAttachment(tx: Db, userId: string, fileId: string) {
  const [file] = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.ownerUserId, userId),
        inArray(files.refType, ['attachment', 'resume']),
      ),
    )
    .limit(1);
  if (!file) {
    throw new AppError('VALIDATION_ERROR', 'attachmentFileId must be an attachment or resume you uploaded.');
  }
}

async function insertApplication(
  tx: Db,
  actor: Actor,
  actorCompanyId: string | null,
  opportunityId: string,
  input: ApplicationInput,
  screeningAnswers: ScreeningAnswer[],
): Promise<ApplicationRow> {
  const [row] = await tx
    .insert(applications)
    .values({
      opportunityId,
      applicantUserId: actor.userId,
      applicantCompanyId: actor.userRole === 'agency' ? actorCompanyId : null,
      coverLetter: input.coverLetter,
      proposedRate: input.proposedRate,
      attachmentFileId: input.attachmentFileId,
      screeningAnswers,
    })
    .returning();
  if (!row) throw new Error('insert returned no application');
  return row;
}

/**
 * Counts the applicant on the listing, which locks its row until the commit; answers the status
 * and visibility of the row as locked (a change committed meanwhile included).
 */
async function countNewApplicant(tx: Db, opportunityId: string) {
  const [locked] = await tx
    .update(opportunities)
    .set({
      applicantCount: sql`${opportunities.applicantCount} + 1`,
      newApplicantCount: sql`${opportunities.newApplicantCount} + 1`,
    })
    .where(eq(opportunities.id, opportunityId))
    .returning({ status: opportunities.status, isHidden: opportunities.isHidden });
  if (!locked) throw opportunityNotFound();
  return locked;
}

/** The member who posted the listing gets a notification (in the transaction; the push follows the commit). */
async function notifyPoster(
  tx: Db,
  opportunity: Pick<OpportunityRow, 'id' | 'title' | 'postedByUserId'>,
  posterRole: string | null,
  afterCommit: DomainEvent[],
) {
  if (!opportunity.postedByUserId) return;
  await createNotification(tx, {
    userId: opportunity.postedByUserId,
    kind: 'application.created',
    title: `New applicant for ${opportunity.title}`,
    body: 'Open the pipeline to read the cover letter.',
    link: postedOpportunityPath(posterRole === 'agency' ? 'agency' : null, opportunity.id),
  });
  afterCommit.push({ name: 'notification.created', payload: { userId: opportunity.postedByUserId } });
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
    const [listing] = await tx
      .update(opportunities)
      .set({
        applicantCount: sql`${opportunities.applicantCount} - 1`,
        ...(current.status === 'new'
          ? { newApplicantCount: sql`${opportunities.newApplicantCount} - 1` }
          : {}),
      })
      .where(eq(opportunities.id, current.opportunityId))
      .returning({ companyId: opportunities.companyId });
    if (listing) await countCompanyApplicant(tx, listing.companyId, -1);
    if (!row) throw applicationNotFound();
    return row;
  });
  notifier.events.emit({
    name: 'application.withdrawn',
    payload: { applicationId, opportunityId: result.opportunityId, candidateUserId: actor.userId },
  });
  return result;
}

/** The caller's own applications of one type (the data rules Job state `typeAppliedJob`). */
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
  const where = and(
    eq(applications.applicantUserId, actor.userId),
    query.type === 'All' ? undefined : eq(opportunities.type, query.type),
  );
  const { rows, total } = await fetchPage(
    query,
    db
      .select({ application: applications, summary: summaryColumns, attachment: files })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .innerJoin(companies, eq(companies.id, opportunities.companyId))
      .leftJoin(files, eq(files.id, applications.attachmentFileId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .where(where),
  );
  return { rows, total };
}
