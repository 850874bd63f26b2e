import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, opportunities, staffAuditLog, users } from '../../db/schema.js';
import { buildUser, call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, JOB_INPUT, postOpportunity } from '../../test/opportunity-builders.js';
import { logInStaff } from '../../test/staff-login.js';
import { createStaffAccount } from '../staff/index.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

const companyCounts = async (code: string) => {
  const [row] = await h.database.db.select().from(companies).where(eq(companies.code, code));
  return { post: row?.post, hired: row?.hired, recruited: row?.recruited };
};

describe('posting', () => {
  it('creates an open job, counts the post and shows it to guests with the company card', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const res = await call(h.app, 'POST', '/api/v1/opportunities', {
      token: employer.token,
      body: JOB_INPUT,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toMatchObject({
      type: 'Job',
      status: 'open',
      experienceLevel: 'Mid-Senior',
      viewer: { isOwner: true, canApply: false },
    });
    expect(await companyCounts(employer.companyCode as string)).toMatchObject({ post: 1 });
    const guest = await call(h.app, 'GET', `/api/v1/opportunities/${res.body.result._id}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.body.result.companyCard).toMatchObject({
      code: employer.companyCode,
      post: 1,
      isPublic: true,
    });
    expect(guest.body.result.viewer).toEqual({
      isSaved: false,
      application: null,
      requestId: null,
      isOwner: false,
      canApply: false,
    });
    expect(guest.body.result.description).toContain('**React**');
  });

  it('drafts count as a post only when published; pause, close, reopen and duplicate', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const draft = await postOpportunity(h, employer.token, { status: 'draft' });
    expect(draft.status).toBe('draft');
    expect((await companyCounts(employer.companyCode as string)).post).toBe(0);
    expect((await call(h.app, 'GET', `/api/v1/opportunities/${draft._id}`)).statusCode).toBe(404);
    const setStatus = (status: string) =>
      call(h.app, 'POST', `/api/v1/opportunities/${draft._id}/status`, {
        token: employer.token,
        body: { status },
      });
    expect((await setStatus('paused')).statusCode).toBe(409);
    expect((await setStatus('open')).body.result.status).toBe('open');
    expect((await companyCounts(employer.companyCode as string)).post).toBe(1);
    expect((await setStatus('paused')).body.result.status).toBe('paused');
    expect((await setStatus('open')).body.result.status).toBe('open');
    expect((await setStatus('closed')).body.result.status).toBe('closed');
    expect((await setStatus('open')).body.result.status).toBe('open');
    expect((await companyCounts(employer.companyCode as string)).post).toBe(1);
    const copy = await call(h.app, 'POST', `/api/v1/opportunities/${draft._id}/duplicate`, {
      token: employer.token,
    });
    expect(copy.body.result).toMatchObject({ status: 'draft', title: JOB_INPUT.title });
    expect(copy.body.result._id).not.toBe(draft._id);
  });

  it('edits, and checks pay against the type', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const job = await postOpportunity(h, employer.token);
    const edited = await call(h.app, 'PUT', `/api/v1/opportunities/${job._id}`, {
      token: employer.token,
      body: { title: 'Lead TypeScript developer', yearsOfExperience: 10, payMax: 9000 },
    });
    expect(edited.body.result).toMatchObject({
      title: 'Lead TypeScript developer',
      experienceLevel: 'Senior',
      payMax: 9000,
    });
    const wrongPay = await call(h.app, 'PUT', `/api/v1/opportunities/${job._id}`, {
      token: employer.token,
      body: { payType: 'Fixed' },
    });
    expect(wrongPay.statusCode).toBe(400);
    expect(wrongPay.body.error.en).toContain('payType must be Monthly or Hourly');
    const inverted = await call(h.app, 'PUT', `/api/v1/opportunities/${job._id}`, {
      token: employer.token,
      body: { payMin: 10_000 },
    });
    expect(inverted.statusCode).toBe(400);
  });

  it('refuses bad input with a sentence naming the field, never a 5xx', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x' }, 'title'],
      [{ type: 'Gig' }, 'type'],
      [{ payType: 'Fixed' }, 'payType'],
      [{ payMin: 10, payMax: 5 }, 'payMax'],
      [{ yearsOfExperience: 4 }, 'yearsOfExperience'],
      [{ skills: [] }, 'skills'],
      [{ deadline: '2026-02-31x' }, 'deadline'],
      [{ description: 'short' }, 'description'],
      [{ title: 'Null \u0000 byte' }, 'title'],
    ];
    for (const [patch, field] of cases) {
      const res = await call(h.app, 'POST', '/api/v1/opportunities', {
        token: employer.token,
        body: { ...JOB_INPUT, ...patch },
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.body.error.en).toContain(field);
    }
  });

  it('needs a verified email (409), the employer or agency role (403), a session (401)', async () => {
    const unverified = await buildUser(h.app, { role: 'employer', isOnboard: true });
    const res = await call(h.app, 'POST', '/api/v1/opportunities', {
      token: unverified.token,
      body: JOB_INPUT,
    });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('EMAIL_NOT_VERIFIED');
    const freelancer = await buildVerifiedUser(h, 'freelancer');
    expect(
      (await call(h.app, 'POST', '/api/v1/opportunities', { token: freelancer.token, body: JOB_INPUT }))
        .statusCode,
    ).toBe(403);
    expect((await call(h.app, 'POST', '/api/v1/opportunities', { body: JOB_INPUT })).statusCode).toBe(401);
  });

  it('a freelancer cannot edit a job (403); another employer gets 404', async () => {
    const owner = await buildVerifiedUser(h, 'employer');
    const other = await buildVerifiedUser(h, 'employer');
    const freelancer = await buildVerifiedUser(h, 'freelancer');
    const job = await postOpportunity(h, owner.token);
    const byFreelancer = await call(h.app, 'PUT', `/api/v1/opportunities/${job._id}`, {
      token: freelancer.token,
      body: { title: 'Mine now' },
    });
    expect(byFreelancer.statusCode).toBe(403);
    for (const [method, path, body] of [
      ['PUT', '', { title: 'Mine now' }],
      ['POST', '/status', { status: 'closed' }],
      ['POST', '/duplicate', undefined],
      ['GET', '/applications', undefined],
    ] as const) {
      const res = await call(h.app, method, `/api/v1/opportunities/${job._id}${path}`, {
        token: other.token,
        body,
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const [row] = await h.database.db.select().from(opportunities).where(eq(opportunities.id, job._id));
    expect(row?.title).toBe(JOB_INPUT.title);
  });

  it('agencies post projects only', async () => {
    const agency = await buildVerifiedUser(h, 'agency');
    const job = await call(h.app, 'POST', '/api/v1/opportunities', { token: agency.token, body: JOB_INPUT });
    expect(job.statusCode).toBe(400);
    const project = await postOpportunity(h, agency.token, {
      type: 'Project',
      payType: 'Fixed',
      payMin: 2000,
      payMax: 4000,
    });
    expect(project.status).toBe('open');
  });

  it('lists the company’s own opportunities by tab and type with counts', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    await postOpportunity(h, employer.token, { title: 'Open job one' });
    await postOpportunity(h, employer.token, { title: 'Draft job', status: 'draft' });
    await postOpportunity(h, employer.token, {
      title: 'A project',
      type: 'Project',
      payType: 'Hourly',
      payMin: 30,
      payMax: 60,
    });
    const list = (query: string) =>
      call(h.app, 'GET', `/api/v1/company/opportunities?${query}`, { token: employer.token });
    const all = await list('');
    expect(all.body.result).toMatchObject({ total: 2, page: 1, recordPerPage: 10 });
    expect((await list('tabName=draft')).body.result.items.map((i: { title: string }) => i.title)).toEqual([
      'Draft job',
    ]);
    expect((await list('tabName=open&type=Project')).body.result.items[0]).toMatchObject({
      title: 'A project',
      applicantCount: 0,
    });
    expect((await list('tabName=closed')).body.result.total).toBe(0);
    // "All" lists jobs and projects together: a project just posted never hides behind Jobs (issue 35).
    expect((await list('type=All')).body.result.total).toBe(3);
    expect(
      (await list('type=All&tabName=open')).body.result.items.map((i: { type: string }) => i.type),
    ).toEqual(expect.arrayContaining(['Job', 'Project']));
  });

  it('offers only the caller’s own open listings to the invite picker (status=open)', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const other = await buildVerifiedUser(h, 'employer');
    await postOpportunity(h, employer.token, { title: 'Invitable job' });
    await postOpportunity(h, employer.token, { title: 'Draft job', status: 'draft' });
    const paused = await postOpportunity(h, employer.token, { title: 'Paused job' });
    await call(h.app, 'POST', `/api/v1/opportunities/${paused._id}/status`, {
      token: employer.token,
      body: { status: 'paused' },
    });
    await postOpportunity(h, other.token, { title: 'Someone else’s job' });
    const picker = await call(h.app, 'GET', '/api/v1/company/opportunities?tabName=open&status=open', {
      token: employer.token,
    });
    expect(picker.body.result.items.map((i: { title: string }) => i.title)).toEqual(['Invitable job']);
    const bad = await call(h.app, 'GET', '/api/v1/company/opportunities?status=gone', {
      token: employer.token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists a company’s open jobs or projects on its public page, newest first, for anyone', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const other = await buildVerifiedUser(h, 'employer');
    const first = await postOpportunity(h, employer.token, { title: 'Backend engineer' });
    await postOpportunity(h, employer.token, { title: 'Frontend engineer' });
    await postOpportunity(h, employer.token, { title: 'Unpublished draft', status: 'draft' });
    const closed = await postOpportunity(h, employer.token, { title: 'Filled last year' });
    await call(h.app, 'POST', `/api/v1/opportunities/${closed._id}/status`, {
      token: employer.token,
      body: { status: 'closed' },
    });
    await postOpportunity(h, employer.token, {
      title: 'Logo refresh',
      type: 'Project',
      payType: 'Fixed',
      payMin: 800,
      payMax: 800,
    });
    await postOpportunity(h, other.token, { title: 'Someone else’s job' });
    const list = (query: string, token?: string) =>
      call(h.app, 'GET', `/api/v1/company/${employer.companyCode}/opportunities${query}`, { token });
    const jobs = await list('');
    expect(jobs.statusCode).toBe(200);
    expect(jobs.body.result).toMatchObject({ total: 2, page: 1, recordPerPage: 10 });
    expect(jobs.body.result.items.map((item: { title: string }) => item.title)).toEqual([
      'Frontend engineer',
      'Backend engineer',
    ]);
    expect(jobs.body.result.items[1]).toMatchObject({
      _id: first._id,
      company: { code: employer.companyCode },
    });
    const projects = await list('?type=Project', other.token);
    expect(projects.body.result.items.map((item: { title: string }) => item.title)).toEqual(['Logo refresh']);
    const secondPage = await list('?recordPerPage=1&page=2');
    expect(secondPage.body.result).toMatchObject({ total: 2, page: 2, recordPerPage: 1 });
    expect(secondPage.body.result.items.map((item: { title: string }) => item.title)).toEqual([
      'Backend engineer',
    ]);

    const unknown = await call(h.app, 'GET', '/api/v1/company/NOSUCHCOMPANY1/opportunities');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, error: { en: 'There is no company with this code.' } });
    const bad = await list('?type=Gig');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.error.en).toMatch(/type/);
  });
});

describe('reports', () => {
  it('hides an opportunity after three reports by established accounts until staff restore it', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const job = await postOpportunity(h, employer.token, { title: 'Suspicious crypto role' });
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => buildVerifiedUser(h, 'freelancer')));
    if (!first || !second || !third) throw new Error('reporters missing');
    // Accounts older than a week weigh 1 each (decision 053); new ones only queue the listing for staff.
    const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    await h.database.db
      .update(users)
      .set({ createdAt: monthAgo })
      .where(inArray(users.email, [first.email, second.email, third.email]));
    const report = (token: string) =>
      call(h.app, 'POST', `/api/v1/opportunities/${job._id}/report`, {
        token,
        body: { reason: 'Looks like a scam' },
      });
    expect((await report(first.token)).statusCode).toBe(200);
    expect((await report(first.token)).body.message).toBe('ALREADY_REPORTED');
    expect((await report(employer.token)).statusCode).toBe(400);
    await report(second.token);
    expect((await call(h.app, 'GET', `/api/v1/opportunities/${job._id}`)).statusCode).toBe(200);
    await report(third.token);
    expect((await call(h.app, 'GET', `/api/v1/opportunities/${job._id}`)).statusCode).toBe(404);
    const owner = await call(h.app, 'GET', `/api/v1/opportunities/${job._id}`, { token: employer.token });
    expect(owner.body.result.isHidden).toBe(true);
    const search = await call(h.app, 'GET', '/api/v1/opportunities?salary=Monthly&jobName=crypto');
    expect(search.body.result.total).toBe(0);

    // Staff see it in the review queue with the reasons, and restore it; the decision is audited.
    await createStaffAccount(
      h.database.db,
      { email: 'reviewer@staff.test', fullname: 'Rae Reviewer', roles: ['support'] },
      'reviewer passphrase 2026',
    );
    const staffToken = await logInStaff(h.app, 'reviewer@staff.test', 'reviewer passphrase 2026');
    const queue = await call(h.app, 'GET', '/api/staff/v1/reported-opportunities', { token: staffToken });
    expect(queue.body.result.items[0]).toMatchObject({
      _id: job._id,
      title: 'Suspicious crypto role',
      isHidden: true,
      pendingReports: 3,
      reasons: ['Looks like a scam', 'Looks like a scam', 'Looks like a scam'],
    });
    expect(
      (await call(h.app, 'GET', '/api/staff/v1/reported-opportunities', { token: employer.token }))
        .statusCode,
    ).toBe(401);
    const badDecision = await call(h.app, 'POST', `/api/staff/v1/reported-opportunities/${job._id}/review`, {
      token: staffToken,
      body: { decision: 'delete' },
    });
    expect(badDecision.statusCode).toBe(400);
    const restored = await call(h.app, 'POST', `/api/staff/v1/reported-opportunities/${job._id}/review`, {
      token: staffToken,
      body: { decision: 'restore' },
    });
    expect(restored.body.result).toEqual({ reviewed: true });
    expect((await call(h.app, 'GET', `/api/v1/opportunities/${job._id}`)).statusCode).toBe(200);
    const after = await call(h.app, 'GET', '/api/staff/v1/reported-opportunities', { token: staffToken });
    expect(after.body.result.items.map((item: { _id: string }) => item._id)).not.toContain(job._id);
    const [entry] = await h.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, job._id));
    expect(entry).toMatchObject({ action: 'opportunity.restore', targetType: 'opportunity' });
  });
});
