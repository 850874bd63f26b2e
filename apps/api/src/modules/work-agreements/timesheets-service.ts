import type { TimeEntryInput, TimeEntryUpdate } from '@talentport/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type EngagementRow,
  engagements,
  opportunities,
  type TimesheetRow,
  timeEntries,
  timesheets,
} from '../../db/schema.js';
import { AppError, invalidField } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import {
  canActOnTimesheet,
  canLogTime,
  enforce,
  formatMinutes,
  type TimesheetAction,
  withinWeeklyLimit,
} from '../../policies/index.js';
import { findWorkActor, kindOf, loadEngagement, type WorkActor, workViewerOf } from './access.js';
import { issueInvoice } from './invoices-service.js';
import { AfterCommit, tellOtherSide, type WorkContext } from './notify.js';
import { findTimesheet } from './timesheets-queries.js';
import { isoWeekOf, weekStartOf } from './weeks.js';

const entryNotFound = () => new AppError('NOT_FOUND', 'There is no time entry with this id.');
const sheetNotFound = () => new AppError('NOT_FOUND', 'There is no timesheet with this id.');
const NOW = sql`now()` as unknown as Date;

/** An entry's amount: minutes × hourly rate / 60, rounded to the minor unit. */
export const entryAmount = (minutes: number, hourlyRate: number) => Math.round((minutes * hourlyRate) / 60);

async function today(tx: Db): Promise<string> {
  const result = (await tx.execute(sql`select to_char(current_date, 'YYYY-MM-DD') as today`)) as unknown as {
    rows: { today: string }[];
  };
  return result.rows[0]?.today ?? new Date().toISOString().slice(0, 10);
}

async function lockWeek(tx: Db, engagementId: string, weekStart: string): Promise<TimesheetRow> {
  await tx.insert(timesheets).values({ engagementId, weekStart }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.engagementId, engagementId), eq(timesheets.weekStart, weekStart)))
    .for('update')
    .limit(1);
  if (!row) throw new Error('the week could not be made');
  return row;
}

async function minutesIn(tx: Db, timesheetId: string, exceptEntryId?: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${timeEntries.minutes}), 0)::int` })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.timesheetId, timesheetId),
        exceptEntryId ? sql`${timeEntries.id} <> ${exceptEntryId}` : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

async function checkDate(tx: Db, engagement: EngagementRow, date: string) {
  if (date > (await today(tx))) throw invalidField('date', 'must not be in the future');
  if (engagement.terms && date < weekStartOf(engagement.terms.startDate)) {
    throw invalidField('date', `must not be before the engagement’s start (${engagement.terms.startDate})`);
  }
}

/** The worker logs time; the weekly hour limit is a 409 with a sentence. Answers the week. */
export async function logTime(ctx: WorkContext, actor: Actor, engagementId: string, input: TimeEntryInput) {
  const who = await findWorkActor(ctx.db, actor);
  const sheetId = await ctx.db.transaction(async (tx) => {
    const { engagement, viewer } = await loadEngagement(tx, who, engagementId, true);
    const state = { status: engagement.status, kind: kindOf(engagement) };
    enforce(canLogTime(viewer, state, null));
    await checkDate(tx, engagement, input.date);
    const sheet = await lockWeek(tx, engagementId, weekStartOf(input.date));
    enforce(canLogTime(viewer, state, sheet));
    const limit = engagement.terms?.weeklyHourLimit ?? 0;
    enforce(withinWeeklyLimit(await minutesIn(tx, sheet.id), input.minutes, limit));
    await tx.insert(timeEntries).values({
      timesheetId: sheet.id,
      userId: who.userId,
      workDate: input.date,
      minutes: input.minutes,
      memo: input.memo ?? '',
    });
    return sheet.id;
  });
  return findTimesheet(ctx.db, who, sheetId);
}

async function lockEntry(tx: Db, who: WorkActor, entryId: string) {
  const [row] = await tx
    .select({ entry: timeEntries, sheet: timesheets, engagement: engagements })
    .from(timeEntries)
    .innerJoin(timesheets, eq(timesheets.id, timeEntries.timesheetId))
    .innerJoin(engagements, eq(engagements.id, timesheets.engagementId))
    .where(eq(timeEntries.id, entryId))
    .for('update')
    .limit(1);
  if (!row) throw entryNotFound();
  const viewer = workViewerOf(who, row.engagement);
  if (!viewer.side) throw entryNotFound();
  enforce(canLogTime(viewer, { status: row.engagement.status, kind: kindOf(row.engagement) }, row.sheet));
  return row;
}

export async function updateTimeEntry(
  ctx: WorkContext,
  actor: Actor,
  entryId: string,
  input: TimeEntryUpdate,
) {
  const who = await findWorkActor(ctx.db, actor);
  const sheetId = await ctx.db.transaction(async (tx) => {
    const { entry, sheet, engagement } = await lockEntry(tx, who, entryId);
    const date = input.date ?? entry.workDate;
    const minutes = input.minutes ?? entry.minutes;
    await checkDate(tx, engagement, date);
    let target = sheet;
    if (weekStartOf(date) !== sheet.weekStart) {
      target = await lockWeek(tx, engagement.id, weekStartOf(date));
      const viewer = workViewerOf(who, engagement);
      enforce(canLogTime(viewer, { status: engagement.status, kind: kindOf(engagement) }, target));
    }
    const limit = engagement.terms?.weeklyHourLimit ?? 0;
    enforce(withinWeeklyLimit(await minutesIn(tx, target.id, entry.id), minutes, limit));
    await tx
      .update(timeEntries)
      .set({ timesheetId: target.id, workDate: date, minutes, memo: input.memo ?? entry.memo })
      .where(eq(timeEntries.id, entryId));
    return target.id;
  });
  return findTimesheet(ctx.db, who, sheetId);
}

export async function deleteTimeEntry(ctx: WorkContext, actor: Actor, entryId: string) {
  const who = await findWorkActor(ctx.db, actor);
  const sheetId = await ctx.db.transaction(async (tx) => {
    const { entry } = await lockEntry(tx, who, entryId);
    await tx.delete(timeEntries).where(eq(timeEntries.id, entryId));
    return entry.timesheetId;
  });
  return findTimesheet(ctx.db, who, sheetId);
}

async function lockSheet(tx: Db, who: WorkActor, sheetId: string) {
  const [row] = await tx
    .select({ sheet: timesheets, engagement: engagements, now: sql<string>`now()` })
    .from(timesheets)
    .innerJoin(engagements, eq(engagements.id, timesheets.engagementId))
    .where(eq(timesheets.id, sheetId))
    .for('update')
    .limit(1);
  if (!row) throw sheetNotFound();
  const viewer = workViewerOf(who, row.engagement);
  if (!viewer.side) throw sheetNotFound();
  return { ...row, viewer, now: new Date(row.now) };
}

async function titleOf(tx: Db, engagement: EngagementRow) {
  const [row] = await tx
    .select({ title: opportunities.title })
    .from(opportunities)
    .where(eq(opportunities.id, engagement.opportunityId));
  return row?.title ?? '';
}

/** Submit (worker), approve or dispute (client owner and admins) a week. */
export async function actOnTimesheet(
  ctx: WorkContext,
  actor: Actor,
  sheetId: string,
  action: TimesheetAction,
  reason = '',
) {
  const who = await findWorkActor(ctx.db, actor);
  const after = new AfterCommit();
  await ctx.db.transaction(async (tx) => {
    const { sheet, engagement, viewer, now } = await lockSheet(tx, who, sheetId);
    const totalMinutes = await minutesIn(tx, sheet.id);
    const state = { status: engagement.status, kind: kindOf(engagement) };
    enforce(canActOnTimesheet(viewer, state, { ...sheet, totalMinutes }, action, now));
    const week = isoWeekOf(sheet.weekStart);
    const change =
      action === 'submit'
        ? { status: 'submitted' as const, submittedAt: NOW, autoSubmitted: false }
        : action === 'approve'
          ? { status: 'approved' as const, approvedAt: NOW, approvedByUserId: who.userId }
          : { status: 'disputed' as const, disputeReason: reason };
    await tx.update(timesheets).set(change).where(eq(timesheets.id, sheetId));
    const hours = formatMinutes(totalMinutes);
    const words = {
      submit: {
        title: `Week ${week} was submitted`,
        sentence: `${hours} for week ${week} were submitted: approve or dispute them within 5 days, after which they are approved by themselves.`,
        line: `Submitted week ${week} (${hours}).`,
      },
      approve: {
        title: `Week ${week} was approved`,
        sentence: `The ${hours} of week ${week} were approved; the invoice is made.`,
        line: `Approved week ${week} (${hours}).`,
      },
      dispute: {
        title: `Week ${week} was disputed`,
        sentence: `The client disputed week ${week}: change the time if needed and submit it again.`,
        line: `Disputed week ${week}.`,
      },
    }[action];
    await tellOtherSide(tx, ctx, after, {
      parties: engagement,
      toSide: viewer.side === 'client' ? 'worker' : 'client',
      actorUserId: who.userId,
      kind: `work.week_${action === 'submit' ? 'submitted' : action === 'approve' ? 'approved' : 'disputed'}`,
      title: words.title,
      sentence: words.sentence,
      opportunityTitle: await titleOf(tx, engagement),
      quote: action === 'dispute' ? { label: 'Their reason:', text: reason } : undefined,
      line: { conversationKey: `working:${engagement.id}`, body: words.line },
    });
    if (action === 'approve') await invoiceWeek(tx, ctx, after, engagement, sheet, who.userId);
  });
  after.flush(ctx);
  return findTimesheet(ctx.db, who, sheetId);
}

async function invoiceWeek(
  tx: Db,
  ctx: WorkContext,
  after: AfterCommit,
  engagement: EngagementRow,
  sheet: TimesheetRow,
  actorUserId: string | null,
) {
  const rate = engagement.terms?.hourlyRate ?? 0;
  const entries = await tx
    .select()
    .from(timeEntries)
    .where(eq(timeEntries.timesheetId, sheet.id))
    .orderBy(asc(timeEntries.workDate), asc(timeEntries.createdAt));
  await issueInvoice(tx, ctx, after, {
    engagement,
    source: { timesheetId: sheet.id },
    lines: entries.map((entry) => ({
      description: `${entry.workDate}${entry.memo ? `: ${entry.memo}` : ''}`,
      minutes: entry.minutes,
      hourlyRate: rate,
      amount: entryAmount(entry.minutes, rate),
    })),
    currency: engagement.terms?.currency ?? ctx.platformCurrency,
    actorUserId,
  });
}

/**
 * The sweep (decision 122, database clock): weeks with time still open on the following Monday
 * are submitted by themselves; weeks submitted 5 days ago without an answer are approved and
 * invoiced.
 */
export async function settleTimesheets(ctx: WorkContext, limit = 200): Promise<number> {
  const submitted = await ctx.db
    .update(timesheets)
    .set({ status: 'submitted', submittedAt: NOW, autoSubmitted: true })
    .where(
      and(
        eq(timesheets.status, 'open'),
        sql`${timesheets.weekStart} + 7 <= current_date`,
        sql`exists (select 1 from time_entries t where t.timesheet_id = ${timesheets.id})`,
      ),
    )
    .returning({ id: timesheets.id });
  let handled = submitted.length;
  const due = await ctx.db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(
      and(eq(timesheets.status, 'submitted'), sql`${timesheets.submittedAt} <= now() - interval '5 days'`),
    )
    .limit(limit);
  for (const { id } of due) {
    const after = new AfterCommit();
    const done = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ sheet: timesheets, engagement: engagements })
        .from(timesheets)
        .innerJoin(engagements, eq(engagements.id, timesheets.engagementId))
        .where(
          and(
            eq(timesheets.id, id),
            eq(timesheets.status, 'submitted'),
            sql`${timesheets.submittedAt} <= now() - interval '5 days'`,
          ),
        )
        .for('update', { of: timesheets, skipLocked: true })
        .limit(1);
      if (!row) return false;
      await tx
        .update(timesheets)
        .set({ status: 'approved', approvedAt: NOW, autoApproved: true })
        .where(eq(timesheets.id, id));
      const week = isoWeekOf(row.sheet.weekStart);
      const opportunityTitle = await titleOf(tx, row.engagement);
      for (const toSide of ['client', 'worker'] as const) {
        await tellOtherSide(tx, ctx, after, {
          parties: row.engagement,
          toSide,
          actorUserId: null,
          kind: 'work.week_approved',
          title: `Week ${week} was approved by itself`,
          sentence: `Week ${week} had no answer within 5 days of its submission, so it is approved and invoiced.`,
          opportunityTitle,
        });
      }
      await invoiceWeek(tx, ctx, after, row.engagement, row.sheet, null);
      return true;
    });
    after.flush(ctx);
    if (done) handled += 1;
  }
  return handled;
}
