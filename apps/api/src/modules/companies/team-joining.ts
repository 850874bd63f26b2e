import { paths, type ReceivedTeamInvitation, type TeamJoined, type UserRole } from '@talentport/contract';
import { and, count, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountTokens,
  applications,
  companies,
  engagements,
  offers,
  opportunities,
  talentLists,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { Actor } from '../../platform/actor.js';
import { roleOf } from '../../platform/company-membership.js';
import { createNotification } from '../../platform/notifications.js';
import { canJoinTeam, enforce, type JoiningAccount } from '../../policies/index.js';
import { leaveCompanyConversations } from './member-removal.js';

// An invitation sent to an address that already has an account (issue 35, decision 132) is
// accepted or declined in the app: the account moves into the inviting company. The inviter is
// still never told whether the address had an account (decision 116).

/** The in-app place where a person answers team invitations, by the account's role. */
export function teamInvitationsPath(userRole: UserRole | null): string {
  if (!userRole) return paths.onboard.accountType.getHref();
  return `${paths.role.settings.getHref({ role: userRole })}#team-invitations`;
}

const pendingFor = (email: string) =>
  and(
    eq(accountTokens.purpose, 'team-invite'),
    eq(accountTokens.email, email),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

async function findAccount(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      fullname: users.fullname,
      userRole: users.userRole,
      companyId: users.companyId,
      companyRole: users.companyRole,
      ownerUserId: companies.ownerUserId,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

type Account = Awaited<ReturnType<typeof findAccount>>;

/** Whether the company has anything that would be left with nobody if its only person left. */
async function hasCompanyWork(db: Db, companyId: string): Promise<boolean> {
  const result = (await db.execute(sql`
    select (
      exists (select 1 from ${opportunities} where ${opportunities.companyId} = ${companyId})
      or exists (select 1 from ${applications} where ${applications.applicantCompanyId} = ${companyId})
      or exists (select 1 from ${offers} where ${offers.clientCompanyId} = ${companyId} or ${offers.workerCompanyId} = ${companyId})
      or exists (select 1 from ${engagements} where ${engagements.clientCompanyId} = ${companyId} or ${engagements.workerCompanyId} = ${companyId})
      or exists (select 1 from ${talentLists} where ${talentLists.companyId} = ${companyId})
    ) as busy`)) as unknown as { rows: { busy: boolean }[] };
  const row = result.rows[0];
  return Boolean(row?.busy);
}

/** The account as the joining policy sees it. */
async function joiningAccount(db: Db, account: Account): Promise<JoiningAccount> {
  const companyRole = account.companyId ? roleOf(account) : null;
  const ownsCompany = companyRole === 'owner' && account.companyId !== null;
  const [teammates] = ownsCompany
    ? await db
        .select({ total: count() })
        .from(users)
        .where(and(eq(users.companyId, account.companyId ?? ''), ne(users.id, account.id)))
    : [{ total: 0 }];
  return {
    userRole: account.userRole,
    companyId: account.companyId,
    companyRole: account.userRole === 'freelancer' ? null : companyRole,
    teammates: Number(teammates?.total ?? 0),
    hasCompanyWork: ownsCompany ? await hasCompanyWork(db, account.companyId ?? '') : false,
  };
}

/** The pending invitations addressed to the caller's email, with whether each may be accepted. */
export async function listReceivedTeamInvitations({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<{ items: ReceivedTeamInvitation[] }> {
  const account = await findAccount(db, actor.userId);
  const rows = await db
    .select({
      id: accountTokens.id,
      companyId: companies.id,
      companyName: companies.name,
      role: companies.role,
      companyRole: accountTokens.companyRole,
      expiresAt: accountTokens.expiresAt,
    })
    .from(accountTokens)
    .innerJoin(companies, eq(companies.id, accountTokens.companyId))
    .where(pendingFor(account.email))
    .orderBy(desc(accountTokens.createdAt))
    .limit(20);
  const joining = rows.length > 0 ? await joiningAccount(db, account) : null;
  return {
    items: rows.map((row) => {
      const decision = joining
        ? canJoinTeam(joining, { companyId: row.companyId, role: row.role as UserRole })
        : null;
      return {
        _id: row.id,
        companyName: row.companyName || 'A company still setting up its page',
        role: row.role as UserRole,
        companyRole: row.companyRole ?? 'member',
        expiresAt: row.expiresAt.toISOString(),
        mayAccept: decision?.ok ?? false,
        whyNot: decision && !decision.ok ? decision.en : null,
      };
    }),
  };
}

async function findInvitation(db: Db, id: string, email: string) {
  const [row] = await db
    .select({
      id: accountTokens.id,
      companyRole: accountTokens.companyRole,
      companyId: companies.id,
      companyName: companies.name,
      role: companies.role,
      ownerUserId: companies.ownerUserId,
      companyIndustry: companies.companyIndustry,
      companyLocation: companies.companyLocation,
    })
    .from(accountTokens)
    .innerJoin(companies, eq(companies.id, accountTokens.companyId))
    .where(and(eq(accountTokens.id, id), pendingFor(email)))
    .limit(1);
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      'This invitation is not waiting for you: it was used, withdrawn or has expired.',
    );
  return row;
}

/**
 * Accepts an invitation with the caller's own account. In one transaction: the invitation is used,
 * the account leaves its company (its conversations there; a company it owned with nobody and
 * nothing in it is closed) and joins the inviting one with the invitation's role. Then its sockets
 * are closed so they reconnect with what it may see now; the team's owner is told.
 */
export async function acceptTeamInvitation({
  db,
  events,
  actor,
  id,
}: {
  db: Db;
  events: DomainEventBus;
  actor: Actor;
  id: string;
}): Promise<TeamJoined> {
  const joined = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, actor.userId))
      .for('update');
    if (!locked) throw new AppError('UNAUTHORIZED');
    const account = await findAccount(tx, actor.userId);
    const invitation = await findInvitation(tx, id, account.email);
    const role = invitation.role as UserRole;
    enforce(canJoinTeam(await joiningAccount(tx, account), { companyId: invitation.companyId, role }));
    const used = await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.id, invitation.id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    if (used.length === 0) throw new AppError('NOT_FOUND', 'This invitation was used meanwhile.');
    const [owner] = invitation.ownerUserId
      ? await tx
          .select({ isOnboard: users.isOnboard, companyName: users.companyName })
          .from(users)
          .where(eq(users.id, invitation.ownerUserId))
      : [];
    const companyName = invitation.companyName || owner?.companyName || '';
    const companyRole = invitation.companyRole ?? 'member';
    const isOnboard = owner?.isOnboard ?? false;
    await tx
      .update(users)
      .set({
        userRole: role,
        companyId: invitation.companyId,
        companyRole,
        companyName,
        companyIndustry: invitation.companyIndustry,
        companyLocation: invitation.companyLocation,
        isOnboard,
        updatedAt: new Date(),
      })
      .where(eq(users.id, account.id));
    if (account.companyId) {
      await leaveCompanyConversations(tx, account.id, account.companyId);
      // The policy allowed an owner to leave only a company with nobody and nothing in it.
      if (account.ownerUserId === account.id)
        await tx.delete(companies).where(eq(companies.id, account.companyId));
    }
    // Any other invitation to the same address for this company is spent too.
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(pendingFor(account.email), eq(accountTokens.companyId, invitation.companyId)));
    if (invitation.ownerUserId) {
      await createNotification(tx, {
        userId: invitation.ownerUserId,
        kind: 'company.member-joined',
        title: `${account.fullname} joined your team`,
        body: `They accepted your invitation with their existing account, as ${companyRole === 'admin' ? 'an admin' : 'a member'}.`,
        link: `${paths.role.settings.getHref({ role })}#settings-team`,
      });
    }
    return { userRole: role, isOnboard, companyName, companyRole };
  });
  events.emit({ name: 'sessions.revoked', payload: { sessionIds: [], userIds: [actor.userId] } });
  return joined;
}

/** Declines an invitation addressed to the caller; it leaves the company's pending list. */
export async function declineTeamInvitation({ db, actor, id }: { db: Db; actor: Actor; id: string }) {
  const account = await findAccount(db, actor.userId);
  const [row] = await db
    .select({ id: accountTokens.id, usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.id, id),
        eq(accountTokens.purpose, 'team-invite'),
        eq(accountTokens.email, account.email),
        or(isNull(accountTokens.usedAt), gt(accountTokens.usedAt, sql`now() - interval '1 day'`)),
      ),
    )
    .limit(1);
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      'This invitation is not waiting for you: it was used, withdrawn or has expired.',
    );
  if (!row.usedAt) await db.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, id));
  return { declined: true as const };
}
