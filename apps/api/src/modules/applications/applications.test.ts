import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import { applications, companies, mailOutbox, opportunities } from '../../db/schema.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { isPostgres } from '../../test/growth-helpers.js';
import { buildUser, call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';
import { hireThroughOffer } from '../../test/work-builders.js';

let h: TestHarness;
const events: { name: string; payload: unknown }[] = [];
beforeAll(async () => {
  h = await startTestApp();
  for (const name of [
    'application.shortlisted',
    'application.interviewing',
    'application.hired',
    'request.created',
  ] as const) {
    h.app.events.on(name, (payload: DomainEvents[typeof name]) => {
      events.push({ name, payload });
    });
  }
});
afterAll(() => h.close());

const APPLY = { coverLetter: 'I have built three dashboards like this one in React.', proposedRate: 6000 };
const apply = (token: string, id: string, body: Record<string, unknown> = APPLY) =>
  call(h.app, 'POST', `/api/v1/opportunities/${id}/apply`, { token, body });
const counts = async (id: string) => {
  const [row] = await h.database.db.select().from(opportunities).where(eq(opportunities.id, id));
  return {
    applicants: row?.applicantCount,
    fresh: row?.newApplicantCount,
    hired: row?.hiredCount,
    status: row?.status,
  };
};
const companyOf = async (code: string) =>
  (await h.database.db.select().from(companies).where(eq(companies.code, code)))[0];
/** Waits until some session of this database waits for a row lock (PostgreSQL). */
async function waitForLockWait(db: Db) {
  await vi.waitFor(
    async () => {
      const waiting = (await db.execute(
        sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: unknown[] };
      expect(waiting.rows.length).toBeGreaterThan(0);
    },
    { timeout: 5000, interval: 20 },
  );
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('applying', () => {
  it('applies once, shows the application to the candidate and counts it; withdraw is allowed', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const freelancer = await buildVerifiedUser(h, 'freelancer');
    const job = await postOpportunity(h, employer.token);
    const res = await apply(freelancer.token, job._id);
    expect(res.statusCode).toBe(200);
    expect(res.body.result.status).toBe('new');
    expect((await apply(freelancer.token, job._id)).body.message).toBe('ALREADY_APPLIED');
    expect(await counts(job._id)).toMatchObject({ applicants: 1, fresh: 1 });
    const detail = await call(h.app, 'GET', `/api/v1/opportunities/${job._id}`, { token: freelancer.token });
    expect(detail.body.result.viewer).toMatchObject({ application: { status: 'new' }, canApply: false });
    const mine = await call(h.app, 'GET', '/api/v1/user/applications?type=Job', { token: freelancer.token });
    expect(mine.body.result).toMatchObject({
      total: 1,
      items: [{ status: 'new', opportunity: { _id: job._id } }],
    });
    expect(
      (await call(h.app, 'GET', '/api/v1/user/applications?type=Project', { token: freelancer.token })).body
        .result.total,
    ).toBe(0);
    // The web app opens a person's own lists on "All" (issue 35): both types together.
    const project = await postOpportunity(h, employer.token, { type: 'Project', payType: 'Fixed' });
    await apply(freelancer.token, project._id);
    const all = await call(h.app, 'GET', '/api/v1/user/applications?type=All', { token: freelancer.token });
    expect(all.body.result.total).toBe(2);
    expect(
      all.body.result.items.map((item: { opportunity: { _id: string } }) => item.opportunity._id).sort(),
    ).toEqual([job._id, project._id].sort());
    const withdrawn = await call(h.app, 'POST', `/api/v1/applications/${res.body.result._id}/withdraw`, {
      token: freelancer.token,
    });
    expect(withdrawn.body.result.status).toBe('withdrawn');
    expect(await counts(job._id)).toMatchObject({ applicants: 0, fresh: 0 });
    const employerNotes = await call(h.app, 'GET', '/api/v1/notifications', { token: employer.token });
    expect(employerNotes.body.result.items[0]).toMatchObject({ kind: 'application.created' });
  });

  it('checks role, verified email, status, input and the attachment owner', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const job = await postOpportunity(h, employer.token);
    const unverified = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    expect((await apply(unverified.token, job._id)).body.message).toBe('EMAIL_NOT_VERIFIED');
    expect((await apply(employer.token, job._id)).statusCode).toBe(403);
    expect(
      (await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/apply`, { body: APPLY })).statusCode,
    ).toBe(401);
    const freelancer = await buildVerifiedUser(h, 'freelancer');
    const short = await apply(freelancer.token, job._id, { coverLetter: 'hi', proposedRate: -1 });
    expect(short.statusCode).toBe(400);
    expect(short.body.error.en).toContain('coverLetter');
    const foreignFile = await apply(freelancer.token, job._id, {
      ...APPLY,
      attachmentFileId: '6c1f3f64-7a8b-4a8e-9d7e-2f1b1c8f9a00',
    });
    expect(foreignFile.statusCode).toBe(400);
    expect(foreignFile.body.error.en).toContain('attachmentFileId');
    await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/status`, {
      token: employer.token,
      body: { status: 'paused' },
    });
    expect((await apply(freelancer.token, job._id)).body.message).toBe('OPPORTUNITY_NOT_OPEN');
    const draft = await postOpportunity(h, employer.token, { status: 'draft' });
    expect((await apply(freelancer.token, draft._id)).statusCode).toBe(404);
  });

  it('agencies apply to projects for their company, not to jobs', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const agency = await buildVerifiedUser(h, 'agency');
    const job = await postOpportunity(h, employer.token);
    const project = await postOpportunity(h, employer.token, {
      type: 'Project',
      payType: 'Fixed',
      payMin: 1000,
      payMax: 3000,
    });
    expect((await apply(agency.token, job._id)).body.message).toBe('APPLY_NOT_ALLOWED');
    const res = await apply(agency.token, project._id);
    expect(res.statusCode).toBe(200);
    const pipeline = await call(h.app, 'GET', `/api/v1/opportunities/${project._id}/applications`, {
      token: employer.token,
    });
    expect(pipeline.body.result.items[0].applicant).toMatchObject({
      userRole: 'agency',
      company: { code: agency.companyCode },
      avatar: [],
      rating: 0,
      numberOfRate: 0,
    });
    // The applicant card is public data only: no contact details or private fields.
    expect(Object.keys(pipeline.body.result.items[0].applicant).sort()).toEqual(
      [
        'avatar',
        'code',
        'company',
        'experienceLevel',
        'fullname',
        'numberOfRate',
        'occupation',
        'rating',
        'skills',
        'userRole',
      ].sort(),
    );
    await hireThroughOffer(h, {
      employerToken: employer.token,
      candidateToken: agency.token,
      applicationId: res.body.result._id,
    });
    expect((await companyOf(agency.companyCode as string))?.recruited).toBe(1);
    expect((await companyOf(employer.companyCode as string))?.hired).toBe(1);
  });

  it.skipIf(!isPostgres())(
    'refuses and keeps nothing when the listing is closed while the application is under way (PostgreSQL)',
    async () => {
      const employer = await buildVerifiedUser(h, 'employer');
      const freelancer = await buildVerifiedUser(h, 'freelancer');
      const job = await postOpportunity(h, employer.token);
      const db = h.database.db;
      let pending: ReturnType<typeof apply> | undefined;
      await db.transaction(async (tx) => {
        await tx.update(opportunities).set({ status: 'closed' }).where(eq(opportunities.id, job._id));
        // The application reads the listing as still open, then waits on the row this transaction holds.
        pending = apply(freelancer.token, job._id);
        await waitForLockWait(db);
      });
      const answer = await pending;
      expect(answer?.body.message).toBe('OPPORTUNITY_NOT_OPEN');
      expect(await counts(job._id)).toMatchObject({ applicants: 0, fresh: 0, status: 'closed' });
      const kept = await db.select().from(applications).where(eq(applications.opportunityId, job._id));
      expect(kept).toHaveLength(0);
      const notes = await call(h.app, 'GET', '/api/v1/notifications', { token: employer.token });
      expect(notes.body.result.items).toHaveLength(0);
    },
  );

  it('rate-limits applying', async () => {
    const limited = await startTestApp({
      rateLimitRules: { applicationsPerUser: { limit: 1, windowMs: 60_000 } },
    });
    try {
      const employer = await buildVerifiedUser(limited, 'employer');
      const freelancer = await buildVerifiedUser(limited, 'freelancer');
      const a = await postOpportunity(limited, employer.token);
      const b = await postOpportunity(limited, employer.token);
      const go = (id: string) =>
        call(limited.app, 'POST', `/api/v1/opportunities/${id}/apply`, {
          token: freelancer.token,
          body: APPLY,
        });
      expect((await go(a._id)).statusCode).toBe(200);
      expect((await go(b._id)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the hiring pipeline', () => {
  it('moves a candidate to hired with mail, notifications, counts, events and a filled opportunity', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const freelancer = await buildVerifiedUser(h, 'freelancer');
    const job = await postOpportunity(h, employer.token, { openings: 1 });
    const applied = await apply(freelancer.token, job._id);
    const id = applied.body.result._id;
    const move = (status: string, token = employer.token) =>
      call(h.app, 'POST', `/api/v1/applications/${id}/status`, { token, body: { status } });
    expect((await move('shortlisted')).body.result.status).toBe('shortlisted');
    expect(await counts(job._id)).toMatchObject({ fresh: 0 });
    expect((await move('new')).body.message).toBe('INVALID_STATUS_CHANGE');
    expect((await move('interviewing')).statusCode).toBe(200);
    const note = await call(h.app, 'PUT', `/api/v1/applications/${id}/note`, {
      token: employer.token,
      body: { note: 'Strong React answers.' },
    });
    expect(note.body.result.note).toBe('Strong React answers.');
    // Hiring goes through an offer the candidate accepts (decision 122).
    expect((await move('hired')).body.message).toBe('HIRE_THROUGH_OFFER');
    await hireThroughOffer(h, {
      employerToken: employer.token,
      candidateToken: freelancer.token,
      applicationId: id,
    });
    expect(await counts(job._id)).toMatchObject({ hired: 1, status: 'filled' });
    expect((await companyOf(employer.companyCode as string))?.hired).toBe(1);
    expect((await move('rejected')).body.message).toBe('INVALID_STATUS_CHANGE');

    const unread = await call(h.app, 'GET', '/api/v1/notifications/unread-count', {
      token: freelancer.token,
    });
    expect(unread.body.result.unread).toBe(3);
    const list = await call(h.app, 'GET', '/api/v1/notifications', { token: freelancer.token });
    expect(list.body.result.items.map((n: { kind: string }) => n.kind)).toEqual([
      'work.offer_sent',
      'application.interviewing',
      'application.shortlisted',
    ]);
    expect(list.body.result.items[0].link).toBe('/freelancer/work');
    const read = await call(h.app, 'POST', '/api/v1/notifications/read', {
      token: freelancer.token,
      body: { isAll: true },
    });
    expect(read.body.result.unread).toBe(0);

    const mails = await h.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, freelancer.email));
    expect(mails.map((m) => m.template).sort()).toEqual(
      ['work-update', 'application-interviewing', 'application-shortlisted', 'verify-email'].sort(),
    );
    expect(mails.find((m) => m.template === 'work-update')?.textBody).toContain('/freelancer/work');
    await settle();
    expect(
      events.filter((e) => (e.payload as { applicationId?: string }).applicationId === id).map((e) => e.name),
    ).toEqual(['application.shortlisted', 'application.interviewing', 'application.hired']);
    const mine = await call(h.app, 'GET', '/api/v1/user/applications', { token: freelancer.token });
    expect(mine.body.result.items[0]).toMatchObject({ status: 'hired' });
    expect(mine.body.result.items[0]).not.toHaveProperty('note');
  });

  it('another employer cannot see or move the applicants (404), a freelancer gets 403', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const other = await buildVerifiedUser(h, 'employer');
    const freelancer = await buildVerifiedUser(h, 'freelancer');
    const job = await postOpportunity(h, employer.token);
    const id = (await apply(freelancer.token, job._id)).body.result._id;
    expect(
      (await call(h.app, 'GET', `/api/v1/opportunities/${job._id}/applications`, { token: other.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(h.app, 'POST', `/api/v1/applications/${id}/status`, {
          token: other.token,
          body: { status: 'hired' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(h.app, 'PUT', `/api/v1/applications/${id}/note`, {
          token: other.token,
          body: { note: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(h.app, 'GET', `/api/v1/opportunities/${job._id}/applications`, { token: freelancer.token }))
        .statusCode,
    ).toBe(403);
    const otherFreelancer = await buildVerifiedUser(h, 'freelancer');
    expect(
      (await call(h.app, 'POST', `/api/v1/applications/${id}/withdraw`, { token: otherFreelancer.token }))
        .statusCode,
    ).toBe(404);
    const pipeline = await call(h.app, 'GET', `/api/v1/opportunities/${job._id}/applications?status=new`, {
      token: employer.token,
    });
    expect(pipeline.body.result).toMatchObject({ total: 1, items: [{ _id: id, status: 'new' }] });
  });
});

describe('saving and invitations', () => {
  it('saves and unsaves; lists saved by type', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const freelancer = await buildVerifiedUser(h, 'freelancer');
    const job = await postOpportunity(h, employer.token);
    const save = (isSaved: boolean) =>
      call(h.app, 'POST', `/api/v1/opportunities/${job._id}/save`, {
        token: freelancer.token,
        body: { isSaved },
      });
    expect((await save(true)).body.result.isSaved).toBe(true);
    expect((await save(true)).statusCode).toBe(200);
    const saved = await call(h.app, 'GET', '/api/v1/user/saved-opportunities?type=Job', {
      token: freelancer.token,
    });
    expect(saved.body.result.items.map((i: { _id: string }) => i._id)).toEqual([job._id]);
    await save(false);
    expect(
      (await call(h.app, 'GET', '/api/v1/user/saved-opportunities', { token: freelancer.token })).body.result
        .total,
    ).toBe(0);
    expect(
      (
        await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/save`, {
          token: employer.token,
          body: { isSaved: true },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('invites a freelancer, who accepts or declines once', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const freelancer = await buildVerifiedUser(h, 'freelancer', 'Invited Person');
    const job = await postOpportunity(h, employer.token);
    const invite = (code: string) =>
      call(h.app, 'POST', `/api/v1/opportunities/${job._id}/requests`, {
        token: employer.token,
        body: { freelancerCode: code, message: 'Your portfolio fits.' },
      });
    const first = await invite(freelancer.code);
    expect(first.statusCode).toBe(200);
    // A double click or a retry while it waits: the same invitation, no second mail (issue 35).
    const repeat = await invite(freelancer.code);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body.result._id).toBe(first.body.result._id);
    const invitationMails = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, freelancer.email), eq(mailOutbox.template, 'opportunity-invite')));
    expect(invitationMails).toHaveLength(1);
    expect((await invite(employer.code)).statusCode).toBe(404);
    const requests = await call(h.app, 'GET', '/api/v1/user/requests?type=Job', { token: freelancer.token });
    expect(requests.body.result.items[0]).toMatchObject({
      status: 'pending',
      message: 'Your portfolio fits.',
    });
    const requestId = requests.body.result.items[0]._id;
    const detail = await call(h.app, 'GET', `/api/v1/opportunities/${job._id}`, { token: freelancer.token });
    expect(detail.body.result.viewer.requestId).toBe(requestId);
    const respond = (accept: boolean, token = freelancer.token) =>
      call(h.app, 'POST', `/api/v1/requests/${requestId}/respond`, { token, body: { accept } });
    const otherFreelancer = await buildVerifiedUser(h, 'freelancer');
    expect((await respond(true, otherFreelancer.token)).statusCode).toBe(404);
    expect((await respond(true)).body.result.status).toBe('accepted');
    expect((await respond(false)).body.message).toBe('REQUEST_ANSWERED');
    // Once answered, inviting the same person to the same listing again is a real conflict.
    expect((await invite(freelancer.code)).body.message).toBe('ALREADY_INVITED');
    const employerNotes = await call(h.app, 'GET', '/api/v1/notifications', { token: employer.token });
    expect(employerNotes.body.result.items[0].title).toBe('Invited Person accepted your invitation');
    await settle();
    expect(events.some((e) => e.name === 'request.created')).toBe(true);
  });
});
