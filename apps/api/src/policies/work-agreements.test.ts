import { describe, expect, it } from 'vitest';
import {
  canActOnInvoice,
  canActOnMilestone,
  canActOnTimesheet,
  canAnswerOffer,
  canEndWithOpenWork,
  canLogTime,
  canProposeMilestone,
  canSendOffer,
  canWithdrawOffer,
  withinWeeklyLimit,
} from './work-agreements.js';

const freelancer = { side: 'worker', companyRole: null } as const;
const owner = { side: 'client', companyRole: 'owner' } as const;
const admin = { side: 'client', companyRole: 'admin' } as const;
const member = { side: 'client', companyRole: 'member' } as const;
const outsider = { side: null, companyRole: null } as const;
const codeOf = (result: { ok: boolean; code?: string }) => (result.ok ? 'ok' : result.code);
const pending = { sentBy: 'client', status: 'pending', isExpired: false } as const;
const active = { status: 'active', kind: 'fixed' } as const;
const hourly = { status: 'active', kind: 'hourly' } as const;
const DAY = 24 * 60 * 60 * 1000;

describe('work agreement policies (decision 122)', () => {
  it('offers: company members send; the receiving side answers; leads accept; the sender withdraws', () => {
    expect(codeOf(canSendOffer({ companyRole: 'member' }))).toBe('ok');
    expect(codeOf(canSendOffer(null))).toBe('FORBIDDEN');
    expect(codeOf(canAnswerOffer(freelancer, pending, 'accept'))).toBe('ok');
    expect(codeOf(canAnswerOffer(owner, pending, 'accept'))).toBe('FORBIDDEN');
    expect(codeOf(canAnswerOffer(outsider, pending, 'accept'))).toBe('NOT_FOUND');
    const countered = { sentBy: 'worker', status: 'pending', isExpired: false } as const;
    expect(codeOf(canAnswerOffer(member, countered, 'counter'))).toBe('ok');
    expect(codeOf(canAnswerOffer(member, countered, 'accept'))).toBe('FORBIDDEN');
    expect(codeOf(canAnswerOffer(admin, countered, 'accept'))).toBe('ok');
    expect(codeOf(canAnswerOffer(freelancer, { ...pending, isExpired: true }, 'accept'))).toBe(
      'OFFER_NOT_PENDING',
    );
    expect(codeOf(canWithdrawOffer(member, pending))).toBe('ok');
    expect(codeOf(canWithdrawOffer(freelancer, pending))).toBe('FORBIDDEN');
  });

  it('milestones: either side proposes, the other accepts, the worker submits, client leads answer', () => {
    const proposed = { status: 'proposed', proposedBy: 'worker', submittedAt: null } as const;
    expect(codeOf(canProposeMilestone(member, active))).toBe('ok');
    expect(codeOf(canProposeMilestone(member, hourly))).toBe('NOT_FIXED_PRICE');
    expect(codeOf(canProposeMilestone(member, { ...active, status: 'completed' }))).toBe('ENGAGEMENT_ENDED');
    expect(codeOf(canActOnMilestone(freelancer, active, proposed, 'accept'))).toBe('FORBIDDEN');
    expect(codeOf(canActOnMilestone(member, active, proposed, 'accept'))).toBe('FORBIDDEN');
    expect(codeOf(canActOnMilestone(owner, active, proposed, 'accept'))).toBe('ok');
    const submitted = { status: 'submitted', proposedBy: 'client', submittedAt: new Date() } as const;
    expect(codeOf(canActOnMilestone(freelancer, active, submitted, 'submit'))).toBe('MILESTONE_STATE');
    expect(codeOf(canActOnMilestone(freelancer, active, submitted, 'approve'))).toBe('FORBIDDEN');
    expect(codeOf(canActOnMilestone(member, active, submitted, 'approve'))).toBe('FORBIDDEN');
    expect(codeOf(canActOnMilestone(admin, active, submitted, 'requestChanges'))).toBe('ok');
    expect(codeOf(canActOnMilestone(outsider, active, submitted, 'approve'))).toBe('NOT_FOUND');
  });

  it('time: the worker logs in open weeks within the limit; client leads approve and dispute within 5 days', () => {
    expect(codeOf(canLogTime(freelancer, hourly, { status: 'open' }))).toBe('ok');
    expect(codeOf(canLogTime(freelancer, hourly, { status: 'submitted' }))).toBe('WEEK_CLOSED');
    expect(codeOf(canLogTime(freelancer, active, null))).toBe('NOT_HOURLY');
    expect(codeOf(canLogTime(owner, hourly, null))).toBe('FORBIDDEN');
    expect(withinWeeklyLimit(540, 60, 10).ok).toBe(true);
    expect(withinWeeklyLimit(540, 61, 10)).toMatchObject({
      code: 'WEEKLY_LIMIT_EXCEEDED',
      en: 'This week allows 10 hours and 9 h are logged: at most 1 h more can be added.',
    });
    const now = new Date('2026-11-28T12:00:00Z');
    const sheet = { status: 'submitted', submittedAt: new Date(now.getTime() - 4 * DAY), totalMinutes: 60 };
    expect(codeOf(canActOnTimesheet(admin, hourly, sheet, 'dispute', now))).toBe('ok');
    expect(codeOf(canActOnTimesheet(member, hourly, sheet, 'approve', now))).toBe('FORBIDDEN');
    expect(
      codeOf(
        canActOnTimesheet(
          admin,
          hourly,
          { ...sheet, submittedAt: new Date(now.getTime() - 5 * DAY) },
          'dispute',
          now,
        ),
      ),
    ).toBe('TIMESHEET_STATE');
    expect(
      codeOf(
        canActOnTimesheet(freelancer, hourly, { ...sheet, status: 'open', totalMinutes: 0 }, 'submit', now),
      ),
    ).toBe('TIMESHEET_STATE');
  });

  it('invoices and ending: client leads pay, the issuer confirms; open work blocks the end', () => {
    expect(codeOf(canActOnInvoice(owner, { status: 'open' }, 'markPaid'))).toBe('ok');
    expect(codeOf(canActOnInvoice(member, { status: 'open' }, 'markPaid'))).toBe('FORBIDDEN');
    expect(codeOf(canActOnInvoice(freelancer, { status: 'open' }, 'markPaid'))).toBe('FORBIDDEN');
    expect(codeOf(canActOnInvoice(freelancer, { status: 'marked_paid' }, 'confirmReceived'))).toBe('ok');
    expect(codeOf(canActOnInvoice(freelancer, { status: 'paid' }, 'confirmReceived'))).toBe('INVOICE_STATE');
    expect(codeOf(canActOnInvoice(outsider, { status: 'open' }, 'markPaid'))).toBe('NOT_FOUND');
    expect(codeOf(canEndWithOpenWork({ submittedMilestones: 1, openWeeks: 0 }))).toBe('WORK_STILL_OPEN');
    expect(codeOf(canEndWithOpenWork({ submittedMilestones: 0, openWeeks: 0 }))).toBe('ok');
  });
});
