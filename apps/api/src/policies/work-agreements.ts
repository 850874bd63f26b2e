import type { CompanyMemberRole } from '@talentport/contract';
import { MILESTONE_AUTO_APPROVE_DAYS, TIMESHEET_REVIEW_DAYS } from '@talentport/contract';
import type { EngagementSide } from './engagements.js';
import { allowed, type PolicyResult, refuse } from './result.js';

/**
 * Work agreements (decision 122): offers, milestones, timesheets, invoices. The viewer is on one
 * side of an agreement or outside it (404). On a company side (the client, or a hired agency) the
 * owner and admins commit the company: accept an offer, approve, dispute, pay or confirm a
 * payment; every member may send an offer, counter, propose a milestone (decision 052). A
 * freelancer on the worker side has no company role and does everything for their side.
 */
export type WorkViewer = {
  side: EngagementSide | null;
  /** The viewer's role in the company on their side; null for a freelancer (or an outsider). */
  companyRole: CompanyMemberRole | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const notFound = (what: string) => refuse('NOT_FOUND', `There is no ${what} with this id.`);
const LEAD_ROLES: readonly CompanyMemberRole[] = ['owner', 'admin'];

/** Does the viewer commit their side? Freelancers do; on a company side, its owner and admins. */
export function commitsForSide(viewer: WorkViewer): boolean {
  return viewer.companyRole === null || LEAD_ROLES.includes(viewer.companyRole);
}

function leadsOnly(viewer: WorkViewer, doing: string): PolicyResult {
  return commitsForSide(viewer)
    ? allowed
    : refuse('FORBIDDEN', `Only the company’s owner and admins can ${doing}; ask one of them.`);
}

/** Any member of an employer or agency company may send an offer for its opportunities. */
export function canSendOffer(membership: { companyRole: CompanyMemberRole } | null): PolicyResult {
  return membership ? allowed : refuse('FORBIDDEN', 'Only members of a hiring company can send offers.');
}

export type OfferState = { sentBy: EngagementSide; status: string; isExpired: boolean };

function pendingOffer(offer: OfferState): PolicyResult {
  if (offer.status !== 'pending' || offer.isExpired) {
    return refuse(
      'OFFER_NOT_PENDING',
      offer.isExpired || offer.status === 'expired'
        ? 'This offer expired 7 days after it was sent; send a new one.'
        : `This offer was ${offer.status} and can no longer be answered.`,
    );
  }
  return allowed;
}

/** The receiving side answers a pending version; accepting and declining commit the side. */
export function canAnswerOffer(
  viewer: WorkViewer,
  offer: OfferState,
  action: 'accept' | 'decline' | 'counter',
): PolicyResult {
  if (!viewer.side) return notFound('offer');
  if (viewer.side === offer.sentBy) {
    return refuse('FORBIDDEN', 'Your side sent this version: the other side answers it.');
  }
  const pending = pendingOffer(offer);
  if (!pending.ok) return pending;
  if (action === 'counter') return allowed;
  return leadsOnly(viewer, `${action} an offer`);
}

/** The side that sent a version may withdraw it while it waits. */
export function canWithdrawOffer(viewer: WorkViewer, offer: OfferState): PolicyResult {
  if (!viewer.side) return notFound('offer');
  if (viewer.side !== offer.sentBy) {
    return refuse('FORBIDDEN', 'Only the side that sent this version can withdraw it; you can decline it.');
  }
  return pendingOffer(offer);
}

export type AgreementState = {
  status: 'active' | 'completed' | 'cancelled';
  kind: 'fixed' | 'hourly' | null;
};

function activeAgreement(engagement: AgreementState): PolicyResult {
  return engagement.status === 'active'
    ? allowed
    : refuse('ENGAGEMENT_ENDED', 'This engagement has ended: its work can no longer change.');
}

/** Either side proposes another milestone on an active fixed-price engagement. */
export function canProposeMilestone(viewer: WorkViewer, engagement: AgreementState): PolicyResult {
  if (!viewer.side) return notFound('engagement');
  const active = activeAgreement(engagement);
  if (!active.ok) return active;
  if (engagement.kind !== 'fixed') {
    return refuse('NOT_FIXED_PRICE', 'This engagement is paid by the hour: log time instead of milestones.');
  }
  return allowed;
}

export type MilestoneState = {
  status: string;
  proposedBy: EngagementSide;
  submittedAt: Date | null;
};

function milestoneIs(milestone: MilestoneState, statuses: string[], sentence: string): PolicyResult {
  return statuses.includes(milestone.status) ? allowed : refuse('MILESTONE_STATE', sentence);
}

export type MilestoneAction = 'accept' | 'decline' | 'submit' | 'approve' | 'requestChanges';

/** Who may do what with a milestone (outsiders: 404). */
export function canActOnMilestone(
  viewer: WorkViewer,
  engagement: AgreementState,
  milestone: MilestoneState,
  action: MilestoneAction,
): PolicyResult {
  if (!viewer.side) return notFound('milestone');
  const active = activeAgreement(engagement);
  if (!active.ok) return active;
  switch (action) {
    case 'accept': {
      if (viewer.side === milestone.proposedBy) {
        return refuse('FORBIDDEN', 'Your side proposed this milestone: the other side accepts it.');
      }
      const state = milestoneIs(milestone, ['proposed'], 'Only a proposed milestone can be accepted.');
      return state.ok ? leadsOnly(viewer, 'accept a milestone') : state;
    }
    case 'decline':
      return milestoneIs(milestone, ['proposed'], 'Only a proposed milestone can be declined.');
    case 'submit':
      if (viewer.side !== 'worker') return refuse('FORBIDDEN', 'Only the side doing the work submits it.');
      return milestoneIs(
        milestone,
        ['active', 'changes_requested'],
        milestone.status === 'submitted'
          ? 'This milestone is already submitted and waits for the client’s answer.'
          : `A milestone that is ${milestone.status.replace('_', ' ')} cannot be submitted.`,
      );
    case 'approve':
    case 'requestChanges': {
      if (viewer.side !== 'client') {
        return refuse('FORBIDDEN', 'Only the client approves a milestone or asks for changes.');
      }
      const state = milestoneIs(milestone, ['submitted'], 'Only a submitted milestone can be answered.');
      return state.ok
        ? leadsOnly(viewer, action === 'approve' ? 'approve a milestone' : 'ask for changes')
        : state;
    }
  }
}

/** When a submitted milestone approves itself (14 days after submission). */
export function milestoneAutoApproveAt(submittedAt: Date | null): Date | null {
  return submittedAt ? new Date(submittedAt.getTime() + MILESTONE_AUTO_APPROVE_DAYS * DAY_MS) : null;
}

/** The worker logs time on an active hourly engagement, in a week that is open (or disputed). */
export function canLogTime(
  viewer: WorkViewer,
  engagement: AgreementState,
  week: { status: string } | null,
): PolicyResult {
  if (!viewer.side) return notFound('engagement');
  if (viewer.side !== 'worker') return refuse('FORBIDDEN', 'Only the side doing the work logs time.');
  const active = activeAgreement(engagement);
  if (!active.ok) return active;
  if (engagement.kind !== 'hourly') {
    return refuse('NOT_HOURLY', 'This engagement has a fixed price: submit milestones instead of time.');
  }
  if (week && week.status !== 'open' && week.status !== 'disputed') {
    return refuse('WEEK_CLOSED', `This week is ${week.status}: its time can no longer change.`);
  }
  return allowed;
}

/** The weekly hour limit: a plain sentence when `minutes` more would go beyond it. */
export function withinWeeklyLimit(
  loggedMinutes: number,
  addedMinutes: number,
  limitHours: number,
): PolicyResult {
  const limit = limitHours * 60;
  if (loggedMinutes + addedMinutes <= limit) return allowed;
  const left = Math.max(0, limit - loggedMinutes);
  return refuse(
    'WEEKLY_LIMIT_EXCEEDED',
    `This week allows ${limitHours} hours and ${formatMinutes(loggedMinutes)} are logged: at most ${formatMinutes(left)} more can be added.`,
  );
}

export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

export type TimesheetAction = 'submit' | 'approve' | 'dispute';

/** Who may submit, approve or dispute a week; disputes only within 5 days of submission. */
export function canActOnTimesheet(
  viewer: WorkViewer,
  engagement: AgreementState,
  sheet: { status: string; submittedAt: Date | null; totalMinutes: number },
  action: TimesheetAction,
  now: Date,
): PolicyResult {
  if (!viewer.side) return notFound('timesheet');
  if (action === 'submit') {
    if (viewer.side !== 'worker') return refuse('FORBIDDEN', 'Only the side doing the work submits a week.');
    const active = activeAgreement(engagement);
    if (!active.ok) return active;
    if (sheet.status !== 'open' && sheet.status !== 'disputed') {
      return refuse('TIMESHEET_STATE', `This week is already ${sheet.status}.`);
    }
    if (sheet.totalMinutes === 0)
      return refuse('TIMESHEET_STATE', 'There is no time in this week to submit.');
    return allowed;
  }
  if (viewer.side !== 'client') return refuse('FORBIDDEN', 'Only the client approves or disputes a week.');
  if (sheet.status !== 'submitted') {
    return refuse('TIMESHEET_STATE', 'Only a submitted week can be approved or disputed.');
  }
  if (
    action === 'dispute' &&
    sheet.submittedAt &&
    now.getTime() - sheet.submittedAt.getTime() >= TIMESHEET_REVIEW_DAYS * DAY_MS
  ) {
    return refuse(
      'TIMESHEET_STATE',
      `A week can be disputed within ${TIMESHEET_REVIEW_DAYS} days of its submission; this one is approved by itself.`,
    );
  }
  return leadsOnly(viewer, action === 'approve' ? 'approve a week' : 'dispute a week');
}

/** The client's owner and admins say an invoice was paid; the issuer's side confirms it arrived. */
export function canActOnInvoice(
  viewer: WorkViewer,
  invoice: { status: string },
  action: 'markPaid' | 'confirmReceived',
): PolicyResult {
  if (!viewer.side) return notFound('invoice');
  if (action === 'markPaid') {
    if (viewer.side !== 'client') return refuse('FORBIDDEN', 'Only the client pays an invoice.');
    if (invoice.status !== 'open') {
      return refuse('INVOICE_STATE', 'This invoice is already marked as paid.');
    }
    return leadsOnly(viewer, 'mark an invoice paid');
  }
  if (viewer.side !== 'worker')
    return refuse('FORBIDDEN', 'Only the side that issued the invoice confirms a payment.');
  if (invoice.status === 'paid') return refuse('INVOICE_STATE', 'This invoice is already paid.');
  return leadsOnly(viewer, 'confirm a payment');
}

/**
 * Ending an engagement (decision 122): refused while a milestone waits for the client's answer or
 * a week with time is not yet submitted and answered, with a sentence saying what to do first.
 */
export function canEndWithOpenWork(open: { submittedMilestones: number; openWeeks: number }): PolicyResult {
  if (open.submittedMilestones > 0) {
    return refuse(
      'WORK_STILL_OPEN',
      `${open.submittedMilestones === 1 ? 'A submitted milestone waits' : `${open.submittedMilestones} submitted milestones wait`} for the client’s answer: approve it or ask for changes before ending the engagement.`,
    );
  }
  if (open.openWeeks > 0) {
    return refuse(
      'WORK_STILL_OPEN',
      'A week with logged time is not submitted and approved yet: submit it and let the client answer before ending the engagement.',
    );
  }
  return allowed;
}
