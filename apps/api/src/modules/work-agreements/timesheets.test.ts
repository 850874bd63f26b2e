import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, timesheets } from '../../db/schema.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser } from '../../test/opportunity-builders.js';
import { buildApplicant, hireThroughOffer } from '../../test/work-builders.js';
import { runWorkAgreementSweep } from './index.js';
import { addDays, isoWeekOf, weekStartOf } from './weeks.js';

let h: TestHarness;
let thisMonday: string;
beforeAll(async () => {
  h = await startTestApp({ reviewRevealCheckMs: 0, workSweepCheckMs: 0 });
  const result = (await h.database.db.execute(
    sql`select to_char(current_date, 'YYYY-MM-DD') as today`,
  )) as unknown as {
    rows: { today: string }[];
  };
  thisMonday = weekStartOf(result.rows[0]?.today as string);
});
afterAll(() => h.close());

const post = (token: string, path: string, body?: unknown) =>
  call(h.app, 'POST', `/api/v1${path}`, { token, body });
const get = (token: string, path: string) => call(h.app, 'GET', `/api/v1${path}`, { token });
const sweep = () =>
  runWorkAgreementSweep({
    db: h.database.db,
    links: { page: (path: string) => `http://localhost${path}` } as never,
    events: h.app.events,
    chatEvents: { emit: () => {}, subscribe: () => () => {} },
    nudgeMail: () => {},
    platformCurrency: 'USD',
  });

async function hourlyEngagement() {
  const s = await buildApplicant(h, 'Data pipeline upkeep');
  const offer = await hireThroughOffer(h, {
    employerToken: s.employer.token,
    candidateToken: s.freelancer.token,
    applicationId: s.applicationId,
    terms: { kind: 'hourly', hourlyRate: 6000, weeklyHourLimit: 10, startDate: addDays(thisMonday, -28) },
  });
  return { ...s, engagementId: offer.engagementId };
}

describe('hourly engagements: time and weekly timesheets', () => {
  it('logs time within the weekly limit (409 beyond it), submits, approves, invoices the week', async () => {
    const s = await hourlyEngagement();
    const day = thisMonday;
    const first = await post(s.freelancer.token, `/engagements/${s.engagementId}/time`, {
      date: day,
      minutes: 480,
      memo: 'Ingestion jobs',
    });
    expect(first.statusCode).toBe(200);
    expect(first.body.result).toMatchObject({
      week: isoWeekOf(thisMonday),
      status: 'open',
      totalMinutes: 480,
      limitMinutes: 600,
      amount: 48_000,
      currency: 'USD',
    });
    const over = await post(s.freelancer.token, `/engagements/${s.engagementId}/time`, {
      date: day,
      minutes: 180,
      memo: 'More',
    });
    expect(over.statusCode).toBe(409);
    expect(over.body.message).toBe('WEEKLY_LIMIT_EXCEEDED');
    expect(over.body.error.en).toBe(
      'This week allows 10 hours and 8 h are logged: at most 2 h more can be added.',
    );
    // The client cannot log time; an outsider gets 404; the future is refused.
    expect(
      (await post(s.employer.token, `/engagements/${s.engagementId}/time`, { date: day, minutes: 30 }))
        .statusCode,
    ).toBe(403);
    const outsider = await buildVerifiedUser(h, 'freelancer', 'Ola Outsider');
    expect(
      (await post(outsider.token, `/engagements/${s.engagementId}/time`, { date: day, minutes: 30 }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(s.freelancer.token, `/engagements/${s.engagementId}/time`, {
          date: '2099-01-05',
          minutes: 30,
        })
      ).statusCode,
    ).toBe(400);
    // Edit and delete while the week is open.
    const entryId = first.body.result.entries[0]._id as string;
    const edited = await call(h.app, 'PUT', `/api/v1/time-entries/${entryId}`, {
      token: s.freelancer.token,
      body: { minutes: 450 },
    });
    expect(edited.body.result.totalMinutes).toBe(450);
    const second = await post(s.freelancer.token, `/engagements/${s.engagementId}/time`, {
      date: day,
      minutes: 60,
      memo: 'Review',
    });
    const secondId = second.body.result.entries.find((e: { memo: string }) => e.memo === 'Review')._id;
    const removed = await call(h.app, 'DELETE', `/api/v1/time-entries/${secondId}`, {
      token: s.freelancer.token,
    });
    expect(removed.body.result.totalMinutes).toBe(450);
    const week = (
      await get(s.employer.token, `/engagements/${s.engagementId}/timesheets?week=${isoWeekOf(thisMonday)}`)
    ).body.result.items[0];
    expect(week).toMatchObject({
      _id: expect.any(String),
      totalMinutes: 450,
      can: { approve: false, submit: false },
    });
    expect((await post(s.employer.token, `/timesheets/${week._id}/submit`)).statusCode).toBe(403);
    const submitted = await post(s.freelancer.token, `/timesheets/${week._id}/submit`);
    expect(submitted.body.result).toMatchObject({
      status: 'submitted',
      reviewDeadline: expect.any(String),
      can: { logTime: false },
    });
    // A submitted week is closed to changes.
    expect(
      (
        await call(h.app, 'PUT', `/api/v1/time-entries/${entryId}`, {
          token: s.freelancer.token,
          body: { minutes: 30 },
        })
      ).body.message,
    ).toBe('WEEK_CLOSED');
    expect((await post(s.freelancer.token, `/timesheets/${week._id}/approve`)).statusCode).toBe(403);
    const detail = (await get(s.employer.token, `/engagements/${s.engagementId}`)).body.result;
    expect(detail.nextAction).toMatchObject({ kind: 'approve_week', targetId: week._id });
    expect(detail.currentWeek).toMatchObject({ status: 'submitted', totalMinutes: 450 });
    const approved = await post(s.employer.token, `/timesheets/${week._id}/approve`);
    expect(approved.body.result).toMatchObject({ status: 'approved', invoiceId: expect.any(String) });
    const invoice = (await get(s.freelancer.token, `/invoices/${approved.body.result.invoiceId}`)).body
      .result;
    expect(invoice).toMatchObject({
      total: 45_000,
      source: { kind: 'timesheet', _id: week._id },
      lines: [{ minutes: 450, hourlyRate: 6000, amount: 45_000 }],
    });
  });

  it('disputes within 5 days; weeks left open are submitted on Monday and approved after 5 days by themselves', async () => {
    const s = await hourlyEngagement();
    const twoWeeksAgo = addDays(thisMonday, -14);
    const lastWeek = addDays(thisMonday, -7);
    const disputedWeek = (
      await post(s.freelancer.token, `/engagements/${s.engagementId}/time`, {
        date: twoWeeksAgo,
        minutes: 120,
      })
    ).body.result;
    await post(s.freelancer.token, `/timesheets/${disputedWeek._id}/submit`);
    expect(
      (await post(s.employer.token, `/timesheets/${disputedWeek._id}/dispute`, { reason: 'no' })).statusCode,
    ).toBe(400);
    const disputed = await post(s.employer.token, `/timesheets/${disputedWeek._id}/dispute`, {
      reason: 'Tuesday was a holiday.',
    });
    expect(disputed.body.result).toMatchObject({
      status: 'disputed',
      disputeReason: 'Tuesday was a holiday.',
      can: { logTime: false },
    });
    // The worker edits and submits again; after 5 days it can no longer be disputed.
    const entryId = disputed.body.result.entries[0]._id;
    expect(
      (
        await call(h.app, 'PUT', `/api/v1/time-entries/${entryId}`, {
          token: s.freelancer.token,
          body: { minutes: 90 },
        })
      ).statusCode,
    ).toBe(200);
    await post(s.freelancer.token, `/timesheets/${disputedWeek._id}/submit`);
    await h.database.db
      .update(timesheets)
      .set({ submittedAt: sql`now() - interval '5 days'` })
      .where(eq(timesheets.id, disputedWeek._id));
    const late = await post(s.employer.token, `/timesheets/${disputedWeek._id}/dispute`, {
      reason: 'Too late now.',
    });
    expect(late.body.message).toBe('TIMESHEET_STATE');
    // Last week was never submitted: the sweep submits it (Monday passed) and approves the old one.
    const open = (
      await post(s.freelancer.token, `/engagements/${s.engagementId}/time`, { date: lastWeek, minutes: 60 })
    ).body.result;
    await sweep();
    const [autoSubmitted] = await h.database.db.select().from(timesheets).where(eq(timesheets.id, open._id));
    expect(autoSubmitted).toMatchObject({ status: 'submitted', autoSubmitted: true });
    const [autoApproved] = await h.database.db
      .select()
      .from(timesheets)
      .where(eq(timesheets.id, disputedWeek._id));
    expect(autoApproved).toMatchObject({ status: 'approved', autoApproved: true });
    const made = await h.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.timesheetId, disputedWeek._id));
    expect(made[0]?.total).toBe(9000);
    // Ending is refused while a week with time is not approved.
    const end = await post(s.employer.token, `/engagements/${s.engagementId}/end`, { outcome: 'completed' });
    expect(end.body.message).toBe('WORK_STILL_OPEN');
    // Fixed-price actions on an hourly engagement are refused.
    expect(
      (
        await post(s.employer.token, `/engagements/${s.engagementId}/milestones`, {
          title: 'X',
          amount: 100,
          dueDate: thisMonday,
        })
      ).body.message,
    ).toBe('NOT_FIXED_PRICE');
  });
});
