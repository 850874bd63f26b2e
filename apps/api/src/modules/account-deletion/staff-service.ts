import type { StaffPendingDeletion, StaffRole } from '@talentport/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountDeletionRequests, users } from '../../db/schema.js';
import { fetchPage } from '../../platform/paging.js';
import { canSeeEmailsInLists, maskEmail } from '../../policies/staff-data-access.js';

const isOpen = and(isNull(accountDeletionRequests.cancelledAt), isNull(accountDeletionRequests.erasedAt));

/** Accounts waiting for their erasure, soonest first; support sees emails masked (policies/staff-data-access.ts). */
export async function listPendingDeletions({
  db,
  roles,
  page,
  recordPerPage,
}: {
  db: Db;
  roles: readonly StaffRole[];
  page: number;
  recordPerPage: number;
}) {
  const { rows, total } = await fetchPage(
    { page, recordPerPage },
    db
      .select({ request: accountDeletionRequests, user: users })
      .from(accountDeletionRequests)
      .innerJoin(users, eq(users.id, accountDeletionRequests.userId))
      .where(isOpen)
      .orderBy(asc(accountDeletionRequests.dueAt), asc(accountDeletionRequests.id))
      .$dynamic(),
    db.select({ total: sql<number>`count(*)::int` }).from(accountDeletionRequests).where(isOpen),
  );
  const showEmails = canSeeEmailsInLists(roles);
  const items: StaffPendingDeletion[] = rows.map(({ request, user }) => ({
    _id: request.id,
    userId: user.id,
    userCode: user.code,
    fullname: user.fullname,
    email: showEmails ? user.email : maskEmail(user.email),
    requestedAt: request.requestedAt.toISOString(),
    dueAt: request.dueAt.toISOString(),
  }));
  return { items, total, page, recordPerPage };
}
