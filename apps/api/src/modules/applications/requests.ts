import type { MyListQuery } from '@talentport/contract';
import { paths } from '@talentport/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, opportunities, opportunityRequests, userColumns, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEvent } from '../../lib/domain-events.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Actor } from '../../platform/actor.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { opportunityInviteMail } from '../../platform/mail/templates.js';
import { createNotification } from '../../platform/notifications.js';
import { fetchPage } from '../../platform/paging.js';
import { findVisiblePerson, talentViewerOf } from '../../platform/people.js';
import { canContact, enforce } from '../../policies/index.js';
import { isBlockedWithAny } from '../chat/index.js';
import { lockOwnOpportunity, summaryColumns } from '../opportunities/index.js';
import { type Notifier, postedOpportunityPath, roleOf } from './common.js';

/** Invitations to apply ("requests"): sent by a company, answered by the freelancer. */
const NO_SUCH_FREELANCER = 'There is no freelancer with this code.';

/** "Invite a freelancer" (or an agency, to a Project): a request they may accept or decline. */
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
      // A freelancer the inviter may not see answers like an unknown code (decision 116).
      const found = await findVisiblePerson(tx, talentViewerOf(actor), freelancerCode, {
        notFound: NO_SUCH_FREELANCER,
      });
      // An agency may be invited to a Project too (decision 131), by its account's code; never
      // the inviting company itself.
      const isInvitable =
        found.userRole === 'freelancer' || (found.userRole === 'agency' && opportunity.type === 'Project');
      if (!isInvitable || !found.isOnboard) throw new AppError('NOT_FOUND', NO_SUCH_FREELANCER);
      const [invitee] = await tx.select(userColumns).from(users).where(eq(users.id, found.id)).limit(1);
      if (!invitee || invitee.companyId === opportunity.companyId) {
        throw new AppError('NOT_FOUND', NO_SUCH_FREELANCER);
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
      enforce(canContact({ isBlocked }));
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
      const path =
        invitee.userRole === 'agency'
          ? paths.agency.requests.getHref({ tab: opportunity.type })
          : paths.freelancer.requests.getHref({ tab: opportunity.type });
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
    if (!isUniqueViolation(error, 'opportunity_requests_opportunity_invitee_key')) throw error;
    // A repeat (a double click, a retry) while the invitation waits is answered with it, without
    // a second mail (issue 35); once the freelancer has answered, inviting again is refused.
    const repeat = await findPendingInvitation(db, opportunityId, freelancerCode);
    if (repeat) return repeat;
    throw new AppError('ALREADY_INVITED');
  }
}

async function findPendingInvitation(db: Db, opportunityId: string, freelancerCode: string) {
  const [found] = await db
    .select({ row: opportunityRequests, invitee: userColumns })
    .from(opportunityRequests)
    .innerJoin(users, eq(users.id, opportunityRequests.inviteeUserId))
    .where(
      and(
        eq(opportunityRequests.opportunityId, opportunityId),
        eq(users.code, freelancerCode),
        eq(opportunityRequests.status, 'pending'),
      ),
    )
    .limit(1);
  return found ?? null;
}

export async function listMyRequests({ db, actor, query }: { db: Db; actor: Actor; query: MyListQuery }) {
  const where = and(
    eq(opportunityRequests.inviteeUserId, actor.userId),
    query.type === 'All' ? undefined : eq(opportunities.type, query.type),
    sql`not ${opportunities.isHidden}`,
  );
  const { rows, total } = await fetchPage(
    query,
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
      .$dynamic(),
    db
      .select({ total: count() })
      .from(opportunityRequests)
      .innerJoin(opportunities, eq(opportunities.id, opportunityRequests.opportunityId))
      .where(where),
  );
  return { rows, total };
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
        link: postedOpportunityPath(inviterRole, opportunity.id),
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
