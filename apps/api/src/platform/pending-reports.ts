import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/** A report table (`review_reports`, `opportunity_reports`): each has these columns. */
type ReportTable = PgTable & { status: PgColumn; reason: PgColumn; createdAt: PgColumn };

/**
 * A subquery `pending`, one row per reported item with pending reports: how many, the five
 * newest reasons, and when the last one came. `target` is the reported item's id column
 * (`review_id`, `opportunity_id`); the staff queues left-join the subquery on its `targetId`.
 */
export function pendingReportsByTarget<Target extends PgColumn>(
  db: Db,
  reports: ReportTable,
  target: Target,
) {
  return db
    .select({
      targetId: target,
      pendingReports: sql<number>`count(*)::int`.as('pending_reports'),
      reasons: sql<string[]>`(array_agg(${reports.reason} order by ${reports.createdAt} desc))[1:5]`.as(
        'reasons',
      ),
      lastReportedAt: sql<Date>`max(${reports.createdAt})`.as('last_reported_at'),
    })
    .from(reports)
    .where(eq(reports.status, 'pending'))
    .groupBy(target)
    .as('pending');
}

/** The summary fields of a queue item; an item with no pending report (only hidden) has none. */
export function presentPendingReports(row: {
  pendingReports: number | null;
  reasons: string[] | null;
  lastReportedAt: Date | string | null;
}) {
  return {
    pendingReports: row.pendingReports ?? 0,
    reasons: row.reasons ?? [],
    lastReportedAt: row.lastReportedAt ? new Date(row.lastReportedAt).toISOString() : null,
  };
}
