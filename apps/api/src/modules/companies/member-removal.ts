import { type CompanyMemberRemoval, paths, type UserRole } from '@talentport/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, conversationMembers, conversations, opportunities, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { generatePublicCode } from '../../lib/tokens.js';
import type { Actor } from '../../platform/actor.js';
import { findCompanyMembership, roleOf } from '../../platform/company-membership.js';
import type { LinkBuilder } from '../../platform/links.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { createNotification } from '../../platform/notifications.js';
import { canRemoveMember, enforce } from '../../policies/index.js';
import { memberRemovedMail } from './mails.js';

/**
 * The owner or an admin removes someone from the team (issue 35). In one transaction the person
 * leaves the company and its hiring and working conversations, and gets a company of their own
 * to set up (an employer or agency account always has one: decision 052), so their next request
 * already sees nothing of the old one. Then their sockets are closed (`sessions.revoked`): they
 * reconnect and join only the conversations they are still in. They are told by mail and
 * notification. A code outside the caller's company is 404, like every member call.
 */
export async function removeCompanyMember({
  db,
  events,
  links,
  actor,
  code,
}: {
  db: Db;
  events: DomainEventBus;
  links: LinkBuilder;
  actor: Actor;
  code: string;
}): Promise<CompanyMemberRemoval> {
  const membership = await findCompanyMembership(db, actor.userId);
  enforce(canRemoveMember(membership, { companyRole: 'member', isSelf: false }));
  const companyId = membership?.companyId ?? '';
  const removedId = await db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        id: users.id,
        email: users.email,
        fullname: users.fullname,
        userRole: users.userRole,
        phoneCode: users.phoneCode,
        companyRole: users.companyRole,
        ownerUserId: companies.ownerUserId,
        companyName: companies.name,
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.code, code), eq(users.companyId, companyId)))
      .for('update', { of: users })
      .limit(1);
    if (!target) throw new AppError('NOT_FOUND', 'There is no member with this code in your company.');
    enforce(canRemoveMember(membership, { companyRole: roleOf(target), isSelf: target.id === actor.userId }));
    const role: UserRole = target.userRole ?? 'employer';
    const [own] = await tx
      .insert(companies)
      .values({ code: generatePublicCode(), role, ownerUserId: target.id, phoneCode: target.phoneCode })
      .returning({ id: companies.id });
    await tx
      .update(users)
      .set({
        companyId: own?.id,
        companyRole: 'owner',
        companyName: '',
        companyIndustry: '',
        companyLocation: '',
        // Their next visit goes through the company steps of onboarding for the new company.
        isOnboard: false,
        updatedAt: new Date(),
      })
      .where(eq(users.id, target.id));
    await leaveCompanyConversations(tx, target.id, companyId);
    const company = target.companyName || 'the company';
    const setUpLink = links.page(paths.onboard[role].getHref());
    await enqueueMail(tx, {
      to: target.email,
      template: 'company-member-removed',
      mail: memberRemovedMail({ fullname: target.fullname, company, setUpLink }),
    });
    await createNotification(tx, {
      userId: target.id,
      kind: 'company.member-removed',
      title: `You are no longer on the ${company} team`,
      body: 'Its listings, applicants and team conversations are closed to you. Set up a company of your own whenever you like.',
      link: paths.onboard[role].getHref(),
    });
    return target.id;
  });
  events.emit({ name: 'sessions.revoked', payload: { sessionIds: [], userIds: [removedId] } });
  return { code, removed: true };
}

/** The person leaves the hiring and working conversations of the company's listings. */
export async function leaveCompanyConversations(db: Db, userId: string, companyId: string) {
  await db.delete(conversationMembers).where(
    and(
      eq(conversationMembers.userId, userId),
      inArray(
        conversationMembers.conversationId,
        db
          .select({ id: conversations.id })
          .from(conversations)
          .innerJoin(opportunities, eq(opportunities.id, conversations.opportunityId))
          .where(
            and(
              eq(opportunities.companyId, companyId),
              sql`${conversations.type} in ('hiringConv', 'workingConv')`,
            ),
          ),
      ),
    ),
  );
}
