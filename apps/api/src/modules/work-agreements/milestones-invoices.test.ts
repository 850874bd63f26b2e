import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, mailOutbox, messages, milestones } from '../../db/schema.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser } from '../../test/opportunity-builders.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { buildApplicant, hireThroughOffer } from '../../test/work-builders.js';
import { runWorkAgreementSweep } from './index.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp({ reviewRevealCheckMs: 0, workSweepCheckMs: 0 });
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

const TERMS = {
  kind: 'fixed',
  currency: 'EUR',
  amount: 300_000,
  startDate: '2026-11-02',
  milestones: [
    { title: 'Design', amount: 100_000, dueDate: '2026-11-20' },
    { title: 'Build', amount: 200_000, dueDate: '2026-12-18' },
  ],
};

async function fixedEngagement() {
  const s = await buildApplicant(h, 'Shop redesign');
  await post(s.freelancer.token, '/user/profile', {});
  await call(h.app, 'PUT', '/api/v1/user/profile', {
    token: s.freelancer.token,
    body: {
      bankDetail: {
        accountHolder: 'Frida Freelancer',
        bankAccountNo: 'DE89 3704 0044 0532 0130 00',
        bankName: 'Sparkasse',
        city: 'Berlin',
      },
      billing: {
        legalName: 'Frida Freelancer Studio',
        billingAddress: 'Torstraße 1, 10119 Berlin',
        country: 'de',
        taxId: 'DE123456789',
      },
    },
  });
  await call(h.app, 'POST', '/api/v1/company/update', {
    token: s.employer.token,
    body: {
      billing: { legalName: 'Erin Employer GmbH', billingAddress: 'Hafenweg 2, Hamburg', country: 'DE' },
    },
  });
  const offer = await hireThroughOffer(h, {
    employerToken: s.employer.token,
    candidateToken: s.freelancer.token,
    applicationId: s.applicationId,
    terms: TERMS,
  });
  const detail = (await get(s.freelancer.token, `/engagements/${offer.engagementId}`)).body.result;
  return { ...s, engagementId: offer.engagementId, milestones: detail.milestones as { _id: string }[] };
}

describe('milestones and invoices', () => {
  it('submit → request changes → submit → approve makes an invoice; wrong sides and states are refused', async () => {
    const s = await fixedEngagement();
    const [m1] = s.milestones as [{ _id: string }];
    const outsider = await buildVerifiedUser(h, 'employer', 'Otto Outsider');
    expect((await post(outsider.token, `/milestones/${m1._id}/submit`, { note: 'x' })).statusCode).toBe(404);
    expect((await post(s.employer.token, `/milestones/${m1._id}/submit`, { note: 'x' })).statusCode).toBe(
      403,
    );
    expect((await post(s.employer.token, `/milestones/${m1._id}/approve`)).body.message).toBe(
      'MILESTONE_STATE',
    );
    const submitted = await post(s.freelancer.token, `/milestones/${m1._id}/submit`, {
      note: 'Figma file attached in chat.',
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.body.result).toMatchObject({
      status: 'submitted',
      autoApproveAt: expect.any(String),
      can: { submit: false },
    });
    expect((await post(s.freelancer.token, `/milestones/${m1._id}/approve`)).statusCode).toBe(403);
    // The company sees the next action; ending is refused while it waits.
    const detail = (await get(s.employer.token, `/engagements/${s.engagementId}`)).body.result;
    expect(detail.nextAction).toMatchObject({ kind: 'approve_milestone', label: 'Approve milestone 1' });
    expect(detail.can.end).toBe(false);
    expect(detail.endBlockedReason).toContain('approve it or ask for changes');
    const end = await post(s.employer.token, `/engagements/${s.engagementId}/end`, { outcome: 'completed' });
    expect(end.statusCode).toBe(409);
    expect(end.body.message).toBe('WORK_STILL_OPEN');
    const changes = await post(s.employer.token, `/milestones/${m1._id}/request-changes`, {
      note: 'Add a dark theme.',
    });
    expect(changes.body.result).toMatchObject({
      status: 'changes_requested',
      changesNote: 'Add a dark theme.',
    });
    await post(s.freelancer.token, `/milestones/${m1._id}/submit`, { note: 'Dark theme added.' });
    const approved = await post(s.employer.token, `/milestones/${m1._id}/approve`);
    expect(approved.body.result).toMatchObject({ status: 'approved', autoApproved: false });
    // The invoice: numbered 1 for this issuer, due in 14 days, with the parties' billing details.
    const list = await get(s.freelancer.token, '/invoices');
    expect(list.body.result.total).toBe(1);
    const summary = list.body.result.items[0];
    expect(summary).toMatchObject({
      sequence: 1,
      total: 100_000,
      currency: 'EUR',
      status: 'open',
      side: 'worker',
      isOverdue: false,
      source: { kind: 'milestone', _id: m1._id },
    });
    expect(summary.number).toMatch(/-0001$/);
    const invoice = (await get(s.employer.token, `/invoices/${summary._id}`)).body.result;
    expect(invoice).toMatchObject({
      side: 'client',
      issuer: { kind: 'user', legalName: 'Frida Freelancer Studio', country: 'DE', taxId: 'DE123456789' },
      client: { kind: 'company', legalName: 'Erin Employer GmbH' },
      lines: [{ description: 'Milestone 1: Design', amount: 100_000, minutes: null }],
      bankDetail: { bankName: 'Sparkasse', bankAccountNo: 'DE89 3704 0044 0532 0130 00' },
      can: { markPaid: true, confirmReceived: false },
    });
    expect(Date.parse(invoice.dueOn) - Date.parse(invoice.issuedOn)).toBe(14 * 24 * 60 * 60 * 1000);
    expect((await get(outsider.token, `/invoices/${summary._id}`)).statusCode).toBe(404);
    expect((await get(outsider.token, `/invoices/${summary._id}/pdf`)).statusCode).toBe(404);
    // The PDF, for both sides: real, selectable text with the names, line, total and bank details.
    for (const token of [s.freelancer.token, s.employer.token]) {
      const pdf = await h.app.inject({
        method: 'GET',
        url: `/api/v1/invoices/${summary._id}/pdf`,
        headers: { token },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = extractPdfText(pdf.rawPayload);
      for (const expected of [
        `Invoice ${summary.number}`,
        'Frida Freelancer Studio',
        'Torstraße 1, 10119 Berlin',
        'Tax id: DE123456789',
        'Erin Employer GmbH',
        'Milestone 1: Design',
        'Total €1,000.00 (EUR)',
        'Account number: DE89 3704 0044 0532 0130 00',
        'Bank: Sparkasse, Berlin',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('Otto Outsider');
      expect(text).not.toContain(s.freelancer.email);
    }
    // Paid: the client marks it with a reference, the issuer confirms; wrong sides are refused.
    expect(
      (await post(s.freelancer.token, `/invoices/${summary._id}/mark-paid`, { reference: 'X' })).statusCode,
    ).toBe(403);
    expect((await post(s.employer.token, `/invoices/${summary._id}/confirm-received`)).statusCode).toBe(403);
    const marked = await post(s.employer.token, `/invoices/${summary._id}/mark-paid`, {
      reference: 'SEPA 2026-11-30',
    });
    expect(marked.body.result).toMatchObject({ status: 'marked_paid', paymentReference: 'SEPA 2026-11-30' });
    expect(
      (await post(s.employer.token, `/invoices/${summary._id}/mark-paid`, { reference: 'again' })).body
        .message,
    ).toBe('INVOICE_STATE');
    const received = await post(s.freelancer.token, `/invoices/${summary._id}/confirm-received`);
    expect(received.body.result).toMatchObject({ status: 'paid', receivedAt: expect.any(String) });
    // Each step wrote a line in the working conversation.
    const lines = await h.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(sql`${messages.clientId} like 'work:%'`);
    expect(lines.map((line) => line.body)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Submitted milestone 1'),
        expect.stringContaining('Approved milestone 1'),
      ]),
    );
  });

  it('a submitted milestone approves itself after 14 days (database clock), with a reminder from day 10; overdue invoices remind', async () => {
    const s = await fixedEngagement();
    const m2 = s.milestones[1] as { _id: string };
    await post(s.freelancer.token, `/milestones/${m2._id}/submit`, { note: 'Built.' });
    await h.database.db
      .update(milestones)
      .set({ submittedAt: sql`now() - interval '11 days'` })
      .where(eq(milestones.id, m2._id));
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const reminders = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, s.employer.email), eq(mailOutbox.template, 'work-reminder')));
    expect(reminders.length).toBe(1);
    expect(reminders[0]?.kind).toBe('reminders');
    expect(
      (await get(s.freelancer.token, `/engagements/${s.engagementId}`)).body.result.milestones[1].status,
    ).toBe('submitted');
    await h.database.db
      .update(milestones)
      .set({ submittedAt: sql`now() - interval '14 days'` })
      .where(eq(milestones.id, m2._id));
    await sweep();
    const after = (await get(s.freelancer.token, `/engagements/${s.engagementId}`)).body.result;
    expect(after.milestones[1]).toMatchObject({
      status: 'approved',
      autoApproved: true,
      invoiceId: expect.any(String),
    });
    expect(after.invoices.map((i: { sequence: number }) => i.sequence)).toEqual([1]);
    // Overdue: a reminder mail to the client, once a week.
    await h.database.db
      .update(invoices)
      .set({ dueOn: sql`current_date - 1` })
      .where(eq(invoices.id, after.milestones[1].invoiceId));
    await sweep();
    await sweep();
    const overdue = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, s.employer.email), sql`${mailOutbox.subject} like '%overdue%'`));
    expect(overdue.length).toBe(1);
    expect(
      (await get(s.employer.token, `/invoices/${after.milestones[1].invoiceId}`)).body.result.isOverdue,
    ).toBe(true);
  });

  it('proposed milestones: the other side accepts or either declines; hourly engagements have none', async () => {
    const s = await fixedEngagement();
    const proposed = await post(s.freelancer.token, `/engagements/${s.engagementId}/milestones`, {
      title: 'Extra: analytics',
      amount: 50_000,
      dueDate: '2027-01-15',
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.body.result).toMatchObject({
      status: 'proposed',
      position: 3,
      proposedBy: 'worker',
      currency: 'EUR',
    });
    expect(
      (await post(s.freelancer.token, `/milestones/${proposed.body.result._id}/accept`)).statusCode,
    ).toBe(403);
    expect(
      (await post(s.freelancer.token, `/milestones/${proposed.body.result._id}/submit`, {})).body.message,
    ).toBe('MILESTONE_STATE');
    const accepted = await post(s.employer.token, `/milestones/${proposed.body.result._id}/accept`);
    expect(accepted.body.result).toMatchObject({ status: 'active', can: { submit: false } });
    const another = (
      await post(s.employer.token, `/engagements/${s.engagementId}/milestones`, {
        title: 'Extra 2',
        amount: 10_000,
        dueDate: '2027-01-20',
      })
    ).body.result;
    const declined = await post(s.freelancer.token, `/milestones/${another._id}/decline`, {
      reason: 'Out of scope.',
    });
    expect(declined.body.result.status).toBe('declined');
    const bad = await post(s.employer.token, `/engagements/${s.engagementId}/milestones`, {
      title: 'Free',
      amount: 0,
      dueDate: '2027-01-20',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('invoice numbers are an unbroken sequence per issuer, even when approvals race', async () => {
    const s = await fixedEngagement();
    const ids = s.milestones.map((m) => m._id);
    for (const id of ids) await post(s.freelancer.token, `/milestones/${id}/submit`, { note: 'Done.' });
    const answers = await Promise.all(ids.map((id) => post(s.employer.token, `/milestones/${id}/approve`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await h.database.db.select().from(invoices).where(eq(invoices.engagementId, s.engagementId));
    expect(rows.map((row) => row.sequence).sort()).toEqual([1, 2]);
  });
});
