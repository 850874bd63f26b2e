import type { StaffAuditEntry } from '@talentport/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { staffAccounts, staffAuditLog } from '../db/schema.js';
import { fetchPage } from './paging.js';

/**
 * Records a staff action. Call it in the transaction of the change, so an action and its audit
 * entry exist together or not at all.
 */
export async function recordStaffAction(
  db: Db,
  entry: {
    /** Null for the system's own actions (the erasure of an account, decision 111). */
    staffId: string | null;
    action: string;
    targetType: string;
    targetId: string;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(staffAuditLog).values({ ...entry, details: entry.details ?? {} });
}

export async function listStaffAudit({
  db,
  page,
  recordPerPage,
}: {
  db: Db;
  page: number;
  recordPerPage: number;
}) {
  const { rows, total } = await fetchPage(
    { page, recordPerPage },
    db
      .select({ entry: staffAuditLog, staffEmail: staffAccounts.email })
      .from(staffAuditLog)
      .leftJoin(staffAccounts, eq(staffAccounts.id, staffAuditLog.staffId))
      .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
      .$dynamic(),
    db.select({ total: sql<number>`count(*)::int` }).from(staffAuditLog),
  );
  const items: StaffAuditEntry[] = rows.map(({ entry, staffEmail }) => ({
    _id: entry.id,
    staffEmail,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  }));
  return { items, total, page, recordPerPage };
}
