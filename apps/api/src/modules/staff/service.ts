import {
  type CreateStaffInput,
  createStaffInputSchema,
  type StaffMember,
  type StaffRole,
  type StaffUserCard,
  type StaffUserSearchQuery,
} from '@talentport/contract';
import { and, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type StaffAccountRow,
  staffAccounts,
  staffSessions,
  type UserRow,
  userColumns,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { hashPassword, isCommonPassword } from '../../lib/passwords.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { hashToken } from '../../lib/tokens.js';
import type { StaffActor } from '../../platform/actor.js';
import { recordStaffAction } from '../../platform/audit-log.js';
import { fetchPage } from '../../platform/paging.js';
import { canSeeEmailsInLists, maskEmail, maxUserLookupPageSize } from '../../policies/staff-data-access.js';

/** Staff sessions are short: a working day. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export function presentStaff(row: StaffAccountRow): StaffMember {
  return {
    _id: row.id,
    email: row.email,
    fullname: row.fullname,
    roles: row.roles as StaffRole[],
    timeZone: row.timeZone,
  };
}

/** Used by the CLI and by the demo seed; nobody can become staff through the API. */
export async function createStaffAccount(db: Db, rawInput: CreateStaffInput, password: string) {
  const input = createStaffInputSchema.parse(rawInput);
  if (password.length < 12) throw new Error('A staff password needs at least 12 characters.');
  if (isCommonPassword(password)) throw new Error('This password is too common.');
  try {
    const [row] = await db
      .insert(staffAccounts)
      .values({
        email: input.email,
        fullname: input.fullname,
        roles: [...new Set(input.roles)],
        timeZone: input.timeZone,
        passwordHash: await hashPassword(password),
      })
      .returning();
    if (!row) throw new Error('insert returned no staff account');
    return presentStaff(row);
  } catch (error) {
    if (isUniqueViolation(error, 'staff_accounts_email_key')) {
      throw new Error(`A staff account with the email ${input.email} already exists.`);
    }
    throw error;
  }
}

export async function findStaffByToken(db: Db, token: string): Promise<StaffActor | null> {
  const [row] = await db
    .select({
      staffId: staffAccounts.id,
      sessionId: staffSessions.id,
      roles: staffAccounts.roles,
      email: staffAccounts.email,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, new Date()),
        isNull(staffAccounts.disabledAt),
      ),
    )
    .limit(1);
  return row ? { ...row, roles: row.roles as StaffRole[] } : null;
}

/** Ends one staff session; its live sockets close on every instance (`sessions.revoked`). */
export async function logoutStaff(db: Db, events: DomainEventBus, sessionId: string) {
  await db.update(staffSessions).set({ revokedAt: new Date() }).where(eq(staffSessions.id, sessionId));
  events.emit({ name: 'sessions.revoked', payload: { sessionIds: [], staffSessionIds: [sessionId] } });
}

/**
 * Disables a staff account: it can no longer log in, every session it has ends, and their sockets
 * close on every instance.
 */
export async function disableStaffAccount(db: Db, events: DomainEventBus, staffId: string) {
  const ended = await db.transaction(async (tx) => {
    await tx.update(staffAccounts).set({ disabledAt: new Date() }).where(eq(staffAccounts.id, staffId));
    return tx
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
  });
  events.emit({
    name: 'sessions.revoked',
    payload: { sessionIds: [], staffSessionIds: ended.map((session) => session.id) },
  });
}

export async function findStaffMember(db: Db, staffId: string): Promise<StaffMember> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).limit(1);
  if (!row) throw new AppError('UNAUTHORIZED');
  return presentStaff(row);
}

function presentUserCard(user: UserRow, isEmailShown = true): StaffUserCard {
  return {
    _id: user.id,
    code: user.code,
    fullname: user.fullname,
    email: isEmailShown ? user.email : maskEmail(user.email),
    userRole: user.userRole ?? null,
    isOnboard: user.isOnboard,
    emailVerify: user.emailVerify,
    companyName: user.companyName,
    createdAt: user.createdAt.toISOString(),
  };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Look-up by email, name or public code (case-insensitive, partial), newest accounts first. What
 * the caller's role sees (page size, emails) comes from policies/staff-data-access.ts.
 */
export async function searchUsers({
  db,
  actor,
  query: asked,
}: {
  db: Db;
  actor: StaffActor;
  query: StaffUserSearchQuery;
}) {
  const query = {
    ...asked,
    recordPerPage: Math.min(asked.recordPerPage, maxUserLookupPageSize(actor.roles)),
  };
  const searchedEmail = query.query.includes('@') ? query.query.toLowerCase() : null;
  const isEmailShown = (user: UserRow) => canSeeEmailsInLists(actor.roles) || user.email === searchedEmail;
  const pattern = `%${escapeLike(query.query.toLowerCase())}%`;
  const condition = query.query
    ? or(ilike(users.email, pattern), ilike(users.fullname, pattern), ilike(users.code, pattern))
    : undefined;
  const { rows, total } = await fetchPage(
    query,
    db
      .select(userColumns)
      .from(users)
      .where(condition)
      .orderBy(desc(users.createdAt), desc(users.id))
      .$dynamic(),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(condition),
  );
  return {
    items: rows.map((user) => presentUserCard(user, isEmailShown(user))),
    total,
    page: query.page,
    recordPerPage: query.recordPerPage,
  };
}

/** One user's account facts; viewing is audit-logged. */
export async function viewUser({ db, actor, userId }: { db: Db; actor: StaffActor; userId: string }) {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('NOT_FOUND');
  await recordStaffAction(db, {
    staffId: actor.staffId,
    action: 'user.view',
    targetType: 'user',
    targetId: user.id,
  });
  return presentUserCard(user);
}
