import type { EndEngagementInput, EngagementStatus } from '@talentport/contract';
import { paths } from '@talentport/contract';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  companies,
  type EngagementRow,
  engagements,
  opportunities,
  type ReviewRow,
  reviews,
  users,
} from '../../db/schema.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { Actor } from '../../platform/actor.js';
import type { LinkBuilder } from '../../platform/links.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { engagementEndedMail } from '../../platform/mail/templates.js';
import { createNotification } from '../../platform/notifications.js';
import {
  canEndEngagement,
  canEndWithOpenWork,
  type EngagementSide,
  type EngagementViewer,
  enforce,
  engagementSideOf,
} from '../../policies/index.js';
import { findViewer, isHireSettled, lockEngagementForViewer, notFound } from './engagement-access.js';
import { publishDueReviews } from './reviews-service.js';

export type EngagementNotifier = { links: LinkBuilder; events: DomainEventBus; nudgeMail: () => void };

/** Starts the engagement of a hire, in the hire's own transaction (decision 096). */
export async function startEngagement(
  tx: Db,
  hire: {
    applicationId: string;
    opportunityId: string;
    clientCompanyId: string;
    hiredByUserId: string;
    workerUserId: string;
    workerCompanyId: string | null;
  },
) {
  await tx
    .insert(engagements)
    .values({
      id: hire.applicationId,
      opportunityId: hire.opportunityId,
      clientCompanyId: hire.clientCompanyId,
      hiredByUserId: hire.hiredByUserId,
      workerUserId: hire.workerUserId,
      workerCompanyId: hire.workerCompanyId,
    })
    .onConflictDoNothing();
}

/** An undone hire leaves no engagement (in the undo's transaction). */
export async function removeEngagementOfUndoneHire(tx: Db, applicationId: string) {
  await tx.delete(engagements).where(eq(engagements.id, applicationId));
}

function viewerFilter(viewer: EngagementViewer): SQL {
  const mine = [eq(engagements.workerUserId, viewer.userId)];
  if (viewer.companyId) {
    mine.push(eq(engagements.workerCompanyId, viewer.companyId));
    mine.push(eq(engagements.clientCompanyId, viewer.companyId));
  }
  return and(or(...mine), isHireSettled) as SQL;
}

const clientCompany = alias(companies, 'client_company');
const workerCompany = alias(companies, 'worker_company');

export type EngagementListRow = {
  engagement: EngagementRow;
  opportunityTitle: string;
  client: { code: string; name: string; avatar: typeof companies.$inferSelect.avatar };
  worker: { code: string; name: string; avatar: typeof users.$inferSelect.avatar };
  workerCompany: { code: string; name: string; avatar: typeof companies.$inferSelect.avatar } | null;
  side: EngagementSide;
  reviews: ReviewRow[];
  now: Date;
};

async function selectEngagements(db: Db, where: SQL, paging?: { limit: number; offset: number }) {
  const query = db
    .select({
      engagement: engagements,
      opportunityTitle: opportunities.title,
      client: { code: clientCompany.code, name: clientCompany.name, avatar: clientCompany.avatar },
      worker: { code: users.code, name: users.fullname, avatar: users.avatar },
      workerCompany: { code: workerCompany.code, name: workerCompany.name, avatar: workerCompany.avatar },
      now: sql<string>`now()`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(engagements)
    .innerJoin(opportunities, eq(opportunities.id, engagements.opportunityId))
    .innerJoin(clientCompany, eq(clientCompany.id, engagements.clientCompanyId))
    .innerJoin(users, eq(users.id, engagements.workerUserId))
    .leftJoin(workerCompany, eq(workerCompany.id, engagements.workerCompanyId))
    .where(where)
    .orderBy(desc(engagements.startedAt), desc(engagements.id));
  return paging ? query.limit(paging.limit).offset(paging.offset) : query;
}

async function withReviews(
  db: Db,
  viewer: EngagementViewer,
  rows: Awaited<ReturnType<typeof selectEngagements>>,
): Promise<EngagementListRow[]> {
  const ids = rows.map((row) => row.engagement.id);
  const reviewRows = ids.length
    ? await db.select().from(reviews).where(inArray(reviews.engagementId, ids))
    : [];
  return rows.map((row) => ({
    ...row,
    workerCompany: row.engagement.workerCompanyId ? row.workerCompany : null,
    side: engagementSideOf(viewer, row.engagement) ?? 'worker',
    reviews: reviewRows.filter((review) => review.engagementId === row.engagement.id),
  }));
}

/** The viewer's engagements (their own, or their company's), newest first. */
export async function listEngagements({
  db,
  actor,
  page,
  recordPerPage,
  status,
}: {
  db: Db;
  actor: Actor;
  page: number;
  recordPerPage: number;
  status?: EngagementStatus | undefined;
}) {
  // Reviews whose 14 days are over are published before anyone reads them (decision 097).
  await publishDueReviews(db);
  const viewer = await findViewer(db, actor);
  const where = and(viewerFilter(viewer), status ? eq(engagements.status, status) : undefined) as SQL;
  const [rows, [totalRow]] = await Promise.all([
    selectEngagements(db, where, { limit: recordPerPage, offset: (page - 1) * recordPerPage }),
    db.select({ total: count() }).from(engagements).where(where),
  ]);
  return { rows: await withReviews(db, viewer, rows), total: totalRow?.total ?? 0 };
}

/** One engagement as the viewer sees it; 404 for anyone outside it. */
export async function findEngagementForViewer(db: Db, actor: Actor, engagementId: string) {
  const viewer = await findViewer(db, actor);
  const rows = await selectEngagements(
    db,
    and(eq(engagements.id, engagementId), viewerFilter(viewer)) as SQL,
  );
  const [row] = await withReviews(db, viewer, rows);
  if (!row) throw notFound();
  return row;
}

/**
 * Either side ends the engagement (completed or cancelled, with an optional reason). The other
 * side is told by mail and notification; the working conversation stays as it is.
 */
export async function endEngagement({
  db,
  actor,
  engagementId,
  input,
  notifier,
}: {
  db: Db;
  actor: Actor;
  engagementId: string;
  input: { outcome: EndEngagementInput['outcome']; reason: string };
  notifier: EngagementNotifier;
}) {
  const viewer = await findViewer(db, actor);
  const toldUserIds = await db.transaction(async (tx) => {
    const { engagement, side } = await lockEngagementForViewer(tx, viewer, engagementId);
    enforce(canEndEngagement(side, engagement));
    // Work waiting for an answer must be answered first (decision 122).
    enforce(canEndWithOpenWork(await countOpenWork(tx, engagementId)));
    await tx
      .update(engagements)
      .set({
        status: input.outcome,
        endedAt: sql`now()`,
        endedByUserId: actor.userId,
        endReason: input.reason,
      })
      .where(eq(engagements.id, engagementId));
    const recipients = await otherSideRecipients(tx, engagement, side);
    const [opportunity] = await tx
      .select({ title: opportunities.title })
      .from(opportunities)
      .where(eq(opportunities.id, engagement.opportunityId));
    const [ender] = await tx
      .select({ fullname: users.fullname })
      .from(users)
      .where(eq(users.id, actor.userId));
    for (const recipient of recipients) {
      const path = recipient.userRole
        ? paths.role.work.getHref({ role: recipient.userRole })
        : paths.home.getHref();
      await createNotification(tx, {
        userId: recipient.id,
        kind: `engagement.${input.outcome}`,
        title: input.outcome === 'completed' ? 'An engagement was completed' : 'An engagement was cancelled',
        body: `${opportunity?.title ?? ''}`,
        link: path,
      });
      await enqueueMail(tx, {
        to: recipient.email,
        template: 'engagement-ended',
        mail: engagementEndedMail({
          fullname: recipient.fullname,
          opportunityTitle: opportunity?.title ?? '',
          endedByName: ender?.fullname ?? '',
          outcome: input.outcome,
          reason: input.reason,
          link: notifier.links.page(path),
        }),
      });
    }
    return recipients.map((recipient) => recipient.id);
  });
  notifier.nudgeMail();
  notifier.events.emitAll(
    toldUserIds.map((userId) => ({ name: 'notification.created', payload: { userId } })),
  );
  return findEngagementForViewer(db, actor, engagementId);
}

/**
 * Who hears about the other side's action: the hired person (worker side), or on the client side
 * whoever made the hire if still in the company, else the company's owner.
 */
async function otherSideRecipients(tx: Db, engagement: EngagementRow, actingSide: EngagementSide) {
  const columns = { id: users.id, email: users.email, fullname: users.fullname, userRole: users.userRole };
  if (actingSide === 'client') {
    return tx.select(columns).from(users).where(eq(users.id, engagement.workerUserId));
  }
  const hirer = engagement.hiredByUserId
    ? await tx
        .select(columns)
        .from(users)
        .where(and(eq(users.id, engagement.hiredByUserId), eq(users.companyId, engagement.clientCompanyId)))
    : [];
  if (hirer.length) return hirer;
  return tx
    .select(columns)
    .from(users)
    .innerJoin(companies, eq(companies.ownerUserId, users.id))
    .where(eq(companies.id, engagement.clientCompanyId));
}

/**
 * Work of an engagement still waiting (decision 122): submitted milestones without an answer, and
 * weeks with time that are not approved yet (open, submitted or disputed).
 */
export async function countOpenWork(db: Db, engagementId: string) {
  const result = (await db.execute(sql`
    select
      (select count(*)::int from milestones m
        where m.engagement_id = ${engagementId} and m.status = 'submitted') as "submittedMilestones",
      (select count(*)::int from timesheets t
        where t.engagement_id = ${engagementId} and t.status <> 'approved'
          and exists (select 1 from time_entries e where e.timesheet_id = t.id)) as "openWeeks"`)) as unknown as {
    rows: { submittedMilestones: number; openWeeks: number }[];
  };
  const row = result.rows[0];
  return {
    submittedMilestones: Number(row?.submittedMilestones ?? 0),
    openWeeks: Number(row?.openWeeks ?? 0),
  };
}
