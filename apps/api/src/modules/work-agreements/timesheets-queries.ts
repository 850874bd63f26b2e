import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { engagements, timeEntries, timesheets } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { type WorkActor, workViewerOf } from './access.js';

const sheetNotFound = () => new AppError('NOT_FOUND', 'There is no timesheet with this id.');

/** One week with its entries; 404 for anyone outside the engagement. */
export async function findTimesheet(db: Db, who: WorkActor, sheetId: string) {
  const [row] = await db
    .select({
      sheet: timesheets,
      engagement: engagements,
      invoiceId: sql<string | null>`(select id from invoices where timesheet_id = ${timesheets.id})`,
    })
    .from(timesheets)
    .innerJoin(engagements, eq(engagements.id, timesheets.engagementId))
    .where(eq(timesheets.id, sheetId))
    .limit(1);
  const viewer = row ? workViewerOf(who, row.engagement) : null;
  if (!row || !viewer?.side) throw sheetNotFound();
  const entries = await db
    .select()
    .from(timeEntries)
    .where(eq(timeEntries.timesheetId, sheetId))
    .orderBy(asc(timeEntries.workDate), asc(timeEntries.createdAt));
  return {
    view: { sheet: row.sheet, entries, engagement: row.engagement, invoiceId: row.invoiceId },
    viewer,
    who,
  };
}

/** The engagement's weeks with time (or one week), newest first. */
export async function listWeeks(
  db: Db,
  engagementId: string,
  options: { weekStart?: string; limit: number; offset: number },
) {
  const where = and(
    eq(timesheets.engagementId, engagementId),
    options.weekStart ? eq(timesheets.weekStart, options.weekStart) : undefined,
  );
  const sheets = await db
    .select({
      sheet: timesheets,
      invoiceId: sql<string | null>`(select id from invoices where timesheet_id = ${timesheets.id})`,
    })
    .from(timesheets)
    .where(where)
    .orderBy(desc(timesheets.weekStart))
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(timesheets).where(where);
  const entries = sheets.length
    ? await db
        .select()
        .from(timeEntries)
        .where(
          sql`${timeEntries.timesheetId} in (${sql.join(
            sheets.map((row) => sql`${row.sheet.id}`),
            sql`, `,
          )})`,
        )
        .orderBy(asc(timeEntries.workDate), asc(timeEntries.createdAt))
    : [];
  return {
    rows: sheets.map((row) => ({
      sheet: row.sheet,
      invoiceId: row.invoiceId,
      entries: entries.filter((entry) => entry.timesheetId === row.sheet.id),
    })),
    total: Number(counted?.total ?? 0),
  };
}
