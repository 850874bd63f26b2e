import type { EngagementDetail } from '@talentport/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { type InvoiceRow, invoices, milestones } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { canEndWithOpenWork, canLogTime, canProposeMilestone } from '../../policies/index.js';
import { countOpenWork, findEngagementForViewer, presentEngagement } from '../engagements/index.js';
import { findWorkActor, kindOf, loadEngagement } from './access.js';
import type { WorkContext } from './notify.js';
import { presentInvoiceSummary, presentMilestone, presentTimesheet } from './presenter.js';
import { listWeeks } from './timesheets-queries.js';
import { weekStartOf } from './weeks.js';

type NextAction = NonNullable<EngagementDetail['nextAction']>;

/** `GET /v1/engagements/:id`: terms, milestones, this week, weeks, invoices, and what the viewer may do next. */
export async function getEngagementDetail(
  ctx: WorkContext,
  actor: Actor,
  engagementId: string,
): Promise<EngagementDetail> {
  const { db } = ctx;
  const who = await findWorkActor(db, actor);
  const { engagement, viewer, now } = await loadEngagement(db, who, engagementId);
  const base = presentEngagement(await findEngagementForViewer(db, actor, engagementId));
  const [clock] = (
    (await db.execute(sql`select to_char(current_date, 'YYYY-MM-DD') as today`)) as unknown as {
      rows: { today: string }[];
    }
  ).rows;
  const today = clock?.today ?? now.toISOString().slice(0, 10);
  const [milestoneRows, invoiceRows, weeks, openWork] = await Promise.all([
    db
      .select()
      .from(milestones)
      .where(eq(milestones.engagementId, engagementId))
      .orderBy(asc(milestones.position)),
    db
      .select()
      .from(invoices)
      .where(eq(invoices.engagementId, engagementId))
      .orderBy(desc(invoices.createdAt)),
    kindOf(engagement) === 'hourly' ? listWeeks(db, engagementId, { limit: 12, offset: 0 }) : null,
    countOpenWork(db, engagementId),
  ]);
  const invoiceOf = (pick: (row: InvoiceRow) => boolean) => invoiceRows.find(pick)?.id ?? null;
  const presentedMilestones = milestoneRows.map((row) =>
    presentMilestone(
      row,
      engagement,
      viewer,
      invoiceOf((invoice) => invoice.milestoneId === row.id),
    ),
  );
  const sheets = (weeks?.rows ?? []).map((row) =>
    presentTimesheet({ ...row, weekStart: row.sheet.weekStart }, engagement, viewer, now),
  );
  const thisWeek = weekStartOf(today);
  const currentWeek =
    kindOf(engagement) === 'hourly'
      ? (sheets.find((sheet) => sheet.startsOn === thisWeek) ??
        presentTimesheet(
          { sheet: null, weekStart: thisWeek, entries: [], invoiceId: null },
          engagement,
          viewer,
          now,
        ))
      : null;
  const presentedInvoices = invoiceRows.map((row) => presentInvoiceSummary(row, viewer, today));
  const state = { status: engagement.status, kind: kindOf(engagement) };
  const endCheck = canEndWithOpenWork(openWork);
  return {
    ...base,
    terms: engagement.terms ?? null,
    offerId: engagement.offerId ?? null,
    milestones: presentedMilestones,
    currentWeek,
    timesheets: sheets,
    invoices: presentedInvoices,
    can: {
      proposeMilestone: canProposeMilestone(viewer, state).ok,
      logTime: canLogTime(viewer, state, null).ok,
      end: base.mayEnd && endCheck.ok,
      review: base.mayReview,
    },
    nextAction: nextActionOf(presentedMilestones, sheets, presentedInvoices, currentWeek),
    endBlockedReason: engagement.status === 'active' && !endCheck.ok ? endCheck.en : null,
  };
}

function nextActionOf(
  milestoneList: EngagementDetail['milestones'],
  sheets: EngagementDetail['timesheets'],
  invoiceList: EngagementDetail['invoices'],
  currentWeek: EngagementDetail['currentWeek'],
): NextAction | null {
  for (const m of milestoneList) {
    if (m.can.approve)
      return { kind: 'approve_milestone', targetId: m._id, label: `Approve milestone ${m.position}` };
    if (m.can.accept)
      return { kind: 'answer_milestone', targetId: m._id, label: `Answer milestone ${m.position}` };
  }
  for (const sheet of sheets) {
    if (sheet.can.approve && sheet._id)
      return { kind: 'approve_week', targetId: sheet._id, label: `Approve week ${sheet.week}` };
  }
  for (const invoice of invoiceList) {
    if (invoice.can.markPaid)
      return { kind: 'pay_invoice', targetId: invoice._id, label: `Pay invoice ${invoice.number}` };
    if (invoice.can.confirmReceived && invoice.status === 'marked_paid') {
      return {
        kind: 'confirm_payment',
        targetId: invoice._id,
        label: `Confirm the payment of invoice ${invoice.number}`,
      };
    }
  }
  for (const sheet of sheets) {
    if (sheet.can.submit && sheet._id)
      return { kind: 'submit_week', targetId: sheet._id, label: `Submit week ${sheet.week}` };
  }
  const open = milestoneList.find((m) => m.can.submit);
  if (open)
    return { kind: 'submit_milestone', targetId: open._id, label: `Submit milestone ${open.position}` };
  if (currentWeek?.can.logTime)
    return { kind: 'log_time', targetId: currentWeek.engagementId, label: 'Log time for this week' };
  return null;
}
