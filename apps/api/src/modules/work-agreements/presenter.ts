import type { Invoice, InvoiceSummary, Milestone, Timesheet } from '@talentport/contract';
import type { EngagementRow, InvoiceRow, MilestoneRow, TimeEntryRow, TimesheetRow } from '../../db/schema.js';
import {
  canActOnInvoice,
  canActOnMilestone,
  canActOnTimesheet,
  canLogTime,
  milestoneAutoApproveAt,
  type WorkViewer,
} from '../../policies/index.js';
import { kindOf } from './access.js';
import { entryAmount } from './timesheets-service.js';
import { addDays, isoWeekOf } from './weeks.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function presentMilestone(
  row: MilestoneRow,
  engagement: EngagementRow,
  viewer: WorkViewer,
  invoiceId: string | null,
): Milestone {
  const state = { status: engagement.status, kind: kindOf(engagement) };
  const can = (action: Parameters<typeof canActOnMilestone>[3]) =>
    canActOnMilestone(viewer, state, row, action).ok;
  return {
    _id: row.id,
    engagementId: row.engagementId,
    position: row.position,
    title: row.title,
    amount: row.amount,
    currency: row.currency,
    dueDate: row.dueDate,
    status: row.status,
    proposedBy: row.proposedBy,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    submissionNote: row.submissionNote,
    files: row.files,
    changesNote: row.changesNote,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    autoApproved: row.autoApproved,
    autoApproveAt:
      row.status === 'submitted' ? (milestoneAutoApproveAt(row.submittedAt)?.toISOString() ?? null) : null,
    invoiceId,
    can: {
      accept: can('accept'),
      decline: can('decline'),
      submit: can('submit'),
      approve: can('approve'),
      requestChanges: can('requestChanges'),
    },
  };
}

export function presentTimesheet(
  input: { sheet: TimesheetRow | null; weekStart: string; entries: TimeEntryRow[]; invoiceId: string | null },
  engagement: EngagementRow,
  viewer: WorkViewer,
  now: Date,
): Timesheet {
  const { sheet, entries } = input;
  const rate = engagement.terms?.hourlyRate ?? 0;
  const totalMinutes = entries.reduce((sum, entry) => sum + entry.minutes, 0);
  const state = { status: engagement.status, kind: kindOf(engagement) };
  const facts = { status: sheet?.status ?? 'open', submittedAt: sheet?.submittedAt ?? null, totalMinutes };
  const canSheet = (action: 'submit' | 'approve' | 'dispute') =>
    sheet !== null && canActOnTimesheet(viewer, state, facts, action, now).ok;
  return {
    _id: sheet?.id ?? null,
    engagementId: engagement.id,
    week: isoWeekOf(input.weekStart),
    startsOn: input.weekStart,
    endsOn: addDays(input.weekStart, 6),
    status: facts.status,
    totalMinutes,
    limitMinutes: (engagement.terms?.weeklyHourLimit ?? 0) * 60,
    hourlyRate: rate,
    amount: entries.reduce((sum, entry) => sum + entryAmount(entry.minutes, rate), 0),
    currency: engagement.terms?.currency ?? '',
    entries: entries.map((entry) => ({
      _id: entry.id,
      date: entry.workDate,
      minutes: entry.minutes,
      memo: entry.memo,
      createdAt: entry.createdAt.toISOString(),
    })),
    submittedAt: sheet?.submittedAt?.toISOString() ?? null,
    autoSubmitted: sheet?.autoSubmitted ?? false,
    reviewDeadline:
      sheet?.status === 'submitted' && sheet.submittedAt
        ? new Date(sheet.submittedAt.getTime() + 5 * DAY_MS).toISOString()
        : null,
    approvedAt: sheet?.approvedAt?.toISOString() ?? null,
    autoApproved: sheet?.autoApproved ?? false,
    disputeReason: sheet?.disputeReason ?? '',
    invoiceId: input.invoiceId,
    can: {
      logTime: canLogTime(viewer, state, sheet).ok,
      submit: canSheet('submit'),
      approve: canSheet('approve'),
      dispute: canSheet('dispute'),
    },
  };
}

export function presentInvoiceSummary(row: InvoiceRow, viewer: WorkViewer, today: string): InvoiceSummary {
  return {
    _id: row.id,
    number: row.number,
    sequence: row.sequence,
    engagementId: row.engagementId,
    side: viewer.side ?? 'client',
    source: row.milestoneId
      ? { kind: 'milestone', _id: row.milestoneId }
      : { kind: 'timesheet', _id: row.timesheetId ?? '' },
    issuerName: row.issuer.name,
    clientName: row.client.name,
    currency: row.currency,
    total: row.total,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    status: row.status,
    isOverdue: row.status !== 'paid' && row.dueOn < today,
    can: {
      markPaid: canActOnInvoice(viewer, row, 'markPaid').ok,
      confirmReceived: canActOnInvoice(viewer, row, 'confirmReceived').ok,
    },
  };
}

export function presentInvoice(row: InvoiceRow, viewer: WorkViewer, today: string): Invoice {
  return {
    ...presentInvoiceSummary(row, viewer, today),
    issuer: row.issuer,
    client: row.client,
    lines: row.lines,
    bankDetail: row.bankDetail ?? null,
    opportunityTitle: row.opportunityTitle,
    markedPaidAt: row.markedPaidAt?.toISOString() ?? null,
    paymentReference: row.paymentReference,
    receivedAt: row.receivedAt?.toISOString() ?? null,
  };
}
