import { APPLICATION_UNDO_WINDOW_MS } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, mailOutbox, opportunities } from '../../db/schema.js';
import { claimDueMail } from '../../platform/mail/outbox.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';
import { closeUndoWindow } from './undo-test-helpers.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

async function hiringSetup(title: string) {
  const employer = await buildVerifiedUser(h, 'employer');
  const freelancer = await buildVerifiedUser(h, 'freelancer');
  const job = await postOpportunity(h, employer.token, { title, openings: 1 });
  const applied = await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/apply`, {
    token: freelancer.token,
    body: { coverLetter: 'I have shipped this kind of product twice before.', proposedRate: 5000 },
  });
  const id = applied.body.result._id as string;
  const move = (status: string) =>
    call(h.app, 'POST', `/api/v1/applications/${id}/status`, { token: employer.token, body: { status } });
  const undo = (token = employer.token) => call(h.app, 'POST', `/api/v1/applications/${id}/undo`, { token });
  const candidateNews = async () => {
    const list = await call(h.app, 'GET', '/api/v1/notifications', { token: freelancer.token });
    return list.body.result.items.map((n: { kind: string }) => n.kind) as string[];
  };
  const candidateStatus = async () => {
    const mine = await call(h.app, 'GET', '/api/v1/user/applications?type=Job', { token: freelancer.token });
    return mine.body.result.items[0]?.status as string;
  };
  const mails = async (template: string) =>
    (await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, freelancer.email))).filter(
      (mail) => mail.template === template,
    );
  return { employer, freelancer, job, id, move, undo, candidateNews, candidateStatus, mails };
}

/** Conversations come from listeners that run after the commit: wait for them. */
async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = await read();
    if (isDone(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

describe('decisions that can be taken back (decision 060)', () => {
  it('holds a rejection’s mail and notification for the window; undo restores everything and tells no one', async () => {
    const s = await hiringSetup('Payments engineer (Go)');
    expect((await s.move('shortlisted')).statusCode).toBe(200);
    await eventually(
      () => h.database.db.select().from(conversations).where(eq(conversations.opportunityId, s.job._id)),
      (rows) => rows.length === 1,
    );
    // A hire goes through an offer now (decision 122: its window is the offer's quiet withdraw).
    expect((await s.move('hired')).body.message).toBe('HIRE_THROUGH_OFFER');
    const rejected = await s.move('rejected');
    expect(rejected.statusCode).toBe(200);
    const undoUntil = Date.parse(rejected.body.result.undoUntil);
    expect(undoUntil - Date.now()).toBeGreaterThan(APPLICATION_UNDO_WINDOW_MS - 10_000);
    expect(undoUntil - Date.now()).toBeLessThanOrEqual(APPLICATION_UNDO_WINDOW_MS);
    const pipeline = await call(h.app, 'GET', `/api/v1/opportunities/${s.job._id}/applications`, {
      token: s.employer.token,
    });
    expect(pipeline.body.result.items[0]).toMatchObject({
      status: 'rejected',
      undoUntil: expect.any(String),
    });

    // Held: the candidate sees neither the notification nor the new status, and no mail is due.
    expect(await s.candidateNews()).toEqual(['application.shortlisted']);
    expect(await s.candidateStatus()).toBe('shortlisted');
    const [heldMail] = await s.mails('application-rejected');
    expect(heldMail?.status).toBe('pending');
    expect(heldMail?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
    const due = await claimDueMail(h.database.db, 100);
    expect(due.map((mail) => mail.id)).not.toContain(heldMail?.id);

    // Someone else cannot undo it; the employer can.
    expect((await s.undo(s.freelancer.token)).statusCode).toBe(403);
    const undone = await s.undo();
    expect(undone.body.result).toMatchObject({ status: 'shortlisted', undoUntil: null });
    const [opportunity] = await h.database.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, s.job._id));
    expect(opportunity).toMatchObject({ hiredCount: 0, status: 'open' });
    expect((await s.mails('application-rejected'))[0]?.status).toBe('cancelled');
    await closeUndoWindow(h, s.id);
    expect(await s.candidateNews()).toEqual(['application.shortlisted']);
    expect(await s.candidateStatus()).toBe('shortlisted');
    const threads = await h.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.opportunityId, s.job._id));
    expect(threads.map((row) => row.type)).toEqual(['hiringConv']);
    expect((await s.undo()).body.message).toBe('UNDO_EXPIRED');
  });

  it('a rejection is undoable too; once the window has closed the candidate is told and undo answers 409', async () => {
    const s = await hiringSetup('Brand designer');
    const rejected = await s.move('rejected');
    expect(rejected.body.result).toMatchObject({ status: 'rejected', undoUntil: expect.any(String) });
    expect(await s.candidateNews()).toEqual([]);
    expect(await s.candidateStatus()).toBe('new');

    await closeUndoWindow(h, s.id);
    const late = await s.undo();
    expect(late.statusCode).toBe(409);
    expect(late.body).toMatchObject({
      message: 'UNDO_EXPIRED',
      error: { en: expect.stringContaining('no longer be undone') },
    });
    expect(await s.candidateNews()).toEqual(['application.rejected']);
    expect(await s.candidateStatus()).toBe('rejected');
    // The mail is due now: the outbox worker sends it (or has already sent it).
    const due = await claimDueMail(h.database.db, 100);
    const [mail] = await s.mails('application-rejected');
    expect(mail?.status === 'sent' || due.some((row) => row.id === mail?.id)).toBe(true);
  });

  it('"Tell them now" ends the window early: the candidate sees it at once and undo is no longer possible', async () => {
    const s = await hiringSetup('Support lead');
    await s.move('rejected');
    expect(await s.candidateNews()).toEqual([]);
    const now = await call(h.app, 'POST', `/api/v1/applications/${s.id}/notify-now`, {
      token: s.employer.token,
    });
    expect(now.body.result).toMatchObject({ status: 'rejected', undoUntil: null });
    expect(await s.candidateNews()).toEqual(['application.rejected']);
    expect(await s.candidateStatus()).toBe('rejected');
    expect((await s.undo()).statusCode).toBe(409);
    const again = await call(h.app, 'POST', `/api/v1/applications/${s.id}/notify-now`, {
      token: s.employer.token,
    });
    expect(again.statusCode).toBe(409);
  });
});
