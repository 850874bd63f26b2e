import { type JoinInput, TEAM_INVITE_TTL_DAYS, type TeamInvite } from '@talentport/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type AccountTokenRow, accountTokens, companies, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, isCommonPassword } from '../../lib/passwords.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { generatePublicCode } from '../../lib/tokens.js';
import type { Actor } from '../../platform/actor.js';
import { findCompanyMembership, requireCompanyRight } from '../../platform/company-membership.js';
import {
  consumeLinkToken,
  findUsableLinkToken,
  hours,
  issueLinkToken,
  type LinkBuilder,
} from '../../platform/links.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { teamInviteExistingAccountMail, teamInviteMail } from '../../platform/mail/templates.js';
import { createNotification } from '../../platform/notifications.js';
import { canInCompany, canSendUserWrittenMail, enforce } from '../../policies/index.js';
import {
  authResult,
  createSession,
  findUserByEmail,
  findUserById,
  type SessionContext,
} from '../identity/index.js';
import { teamInvitationsPath } from './team-joining.js';

// Team invitations: the owner and admins invite people by email; the mailed link creates the
// invited person's account in the company (decision 052), and an address that already has an
// account answers in the app (team-joining.ts, decision 132). Whether an address already has an
// account is never told to the inviter (decision 116).

/**
 * The company whose invitations the caller manages: its owner and admins (policies/company.ts);
 * members and anyone else get FORBIDDEN.
 */
async function findOwnedCompany(db: Db, actor: Actor) {
  if (actor.userRole !== 'employer' && actor.userRole !== 'agency') throw new AppError('FORBIDDEN');
  const companyId = await requireCompanyRight(db, actor, 'manageInvites');
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw new AppError('FORBIDDEN');
  return company;
}

function presentInvite(row: AccountTokenRow): TeamInvite {
  return {
    _id: row.id,
    email: row.email,
    role: row.role ?? 'employer',
    companyRole: row.companyRole ?? 'member',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

const pendingInvites = (companyId: string) =>
  and(
    eq(accountTokens.companyId, companyId),
    eq(accountTokens.purpose, 'team-invite'),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date()),
  );

/** Invites a person to the owner's company. Inviting the same address again sends a fresh link. */
export async function inviteTeamMember({
  db,
  links,
  actor,
  email,
  companyRole = 'member',
}: {
  db: Db;
  links: LinkBuilder;
  actor: Actor;
  email: string;
  companyRole?: 'admin' | 'member';
}): Promise<TeamInvite> {
  const company = await findOwnedCompany(db, actor);
  // Only the owner names admins (decision 052), at invite time too (issue 35).
  if (companyRole === 'admin')
    enforce(canInCompany(await findCompanyMembership(db, actor.userId), 'manageMemberRoles'));
  const inviter = await findUserById(db, actor.userId);
  enforce(canSendUserWrittenMail(inviter));
  // Whether the address has an account is never told to the inviter (decision 116): the
  // invitation is kept and listed the same way, and that address's owner gets a mail saying so.
  const holder = await findUserByEmail(db, email);
  return db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(pendingInvites(company.id), eq(accountTokens.email, email)));
    const token = await issueLinkToken(tx, {
      purpose: 'team-invite',
      email,
      companyId: company.id,
      role: company.role as 'employer' | 'agency',
      companyRole,
      ttlMs: TEAM_INVITE_TTL_DAYS * hours(24),
    });
    const names = { inviterName: inviter.fullname, companyName: company.name || inviter.companyName };
    await enqueueMail(
      tx,
      holder
        ? {
            to: email,
            template: 'team-invite-existing-account',
            mail: teamInviteExistingAccountMail({
              ...names,
              answerLink: links.page(teamInvitationsPath(holder.userRole)),
            }),
          }
        : {
            to: email,
            template: 'team-invite',
            mail: teamInviteMail({ ...names, link: links.joinTeam(token) }),
          },
    );
    if (holder) {
      await createNotification(tx, {
        userId: holder.id,
        kind: 'company.team-invitation',
        title: `${names.companyName || 'A company'} invited you to join its team`,
        body: 'Accept it to move your account into their team, or decline it.',
        link: teamInvitationsPath(holder.userRole),
      });
    }
    const [row] = await tx
      .select()
      .from(accountTokens)
      .where(and(pendingInvites(company.id), eq(accountTokens.email, email)))
      .limit(1);
    if (!row) throw new Error('the invitation was not stored');
    return presentInvite(row);
  });
}

export async function listTeamInvites({ db, actor }: { db: Db; actor: Actor }) {
  const company = await findOwnedCompany(db, actor);
  const rows = await db
    .select()
    .from(accountTokens)
    .where(pendingInvites(company.id))
    .orderBy(desc(accountTokens.createdAt))
    .limit(200);
  return { items: rows.map(presentInvite) };
}

export async function revokeTeamInvite({ db, actor, id }: { db: Db; actor: Actor; id: string }) {
  const company = await findOwnedCompany(db, actor);
  const [revoked] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.id, id), pendingInvites(company.id)))
    .returning({ id: accountTokens.id });
  if (!revoked) throw new AppError('NOT_FOUND');
  return { revoked: true as const };
}

/**
 * Accepts an invitation: the account is created with the invited address (proven by the link),
 * attached to the company with its role. When the company's owner has finished onboarding, the
 * company steps are already answered and the new member is onboarded too.
 */
export async function joinCompany({
  db,
  input,
  context,
}: {
  db: Db;
  input: JoinInput;
  context: SessionContext;
}) {
  const row = await findUsableLinkToken(db, input.invite, ['team-invite']);
  if (isCommonPassword(input.password)) throw new AppError('PASSWORD_TOO_COMMON');
  const [company] = row.companyId
    ? await db.select().from(companies).where(eq(companies.id, row.companyId)).limit(1)
    : [];
  if (!company || !row.role) throw new AppError('LINK_INVALID');
  const owner = company.ownerUserId ? await findUserById(db, company.ownerUserId).catch(() => null) : null;
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await consumeLinkToken(tx, row);
      const [user] = await tx
        .insert(users)
        .values({
          code: generatePublicCode(),
          fullname: input.fullname,
          email: row.email,
          emailVerify: true,
          passwordHash,
          userRole: row.role,
          companyId: company.id,
          companyRole: row.companyRole ?? 'member',
          companyName: company.name || owner?.companyName || '',
          companyIndustry: company.companyIndustry,
          companyLocation: company.companyLocation,
          isOnboard: owner?.isOnboard ?? false,
          directSignUp: false,
        })
        .returning();
      if (!user) throw new Error('insert returned no user');
      const token = await createSession({ db: tx, userId: user.id, context });
      return authResult(user, token);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}
