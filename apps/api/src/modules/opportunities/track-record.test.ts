import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationFirstAnswers,
  applications,
  companies,
  companyTrackRecords,
  conversations,
  users,
} from '../../db/schema.js';
import {
  countCompanyApplicant,
  countJobWithHire,
  markCompanyActive,
  recordHiringMessage,
} from '../../platform/company-track-record.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';
import { hireThroughOffer } from '../../test/work-builders.js';

/** Decision 107: the company's track record on the job page, kept by the events themselves. */
let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

async function apply(jobId: string, hoursAgo: number) {
  const freelancer = await buildVerifiedUser(h, 'freelancer');
  const res = await call(h.app, 'POST', `/api/v1/opportunities/${jobId}/apply`, {
    token: freelancer.token,
    body: { coverLetter: 'I would like to help with this.', proposedRate: 4000 },
  });
  expect(res.statusCode).toBe(200);
  const id = res.body.result._id as string;
  // Controlled time: the application arrived this many hours ago (database clock).
  await h.database.db
    .update(applications)
    .set({ createdAt: sql`now() - ${hoursAgo} * interval '1 hour'` })
    .where(eq(applications.id, id));
  return { id, freelancer };
}

async function userIdOf(email: string) {
  const [row] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

const move = (token: string, id: string, status: string) =>
  call(h.app, 'POST', `/api/v1/applications/${id}/status`, { token, body: { status } });
const trackRecordOf = async (jobId: string) =>
  (await call(h.app, 'GET', `/api/v1/opportunities/${jobId}`)).body.result.trackRecord;

async function companyOf(code: string | null) {
  const [company] = await h.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.code, code ?? ''));
  if (!company) throw new Error('no company');
  return company;
}

describe('company track record', () => {
  it('counts applicants, first answers (median of the wait), hires and the hire rate', async () => {
    const employer = await buildVerifiedUser(h, 'employer', 'Tara Tracker');
    const job = await postOpportunity(h, employer.token, { title: 'Data pipeline clean-up', openings: 2 });
    await postOpportunity(h, employer.token, { title: 'Second listing, no hire yet' });
    const fresh = await trackRecordOf(job._id);
    expect(fresh).toMatchObject({
      applicants: 0,
      jobsPosted: 2,
      hires: 0,
      jobsWithHire: 0,
      hireRate: 0,
      medianFirstAnswerSeconds: null,
      answered: 0,
      lastActiveAt: expect.any(String),
    });

    const a = await apply(job._id, 1);
    const b = await apply(job._id, 3);
    const c = await apply(job._id, 10);
    const withdrawn = await apply(job._id, 2);
    await call(h.app, 'POST', `/api/v1/applications/${withdrawn.id}/withdraw`, {
      token: withdrawn.freelancer.token,
    });
    expect((await trackRecordOf(job._id)).applicants).toBe(3);

    expect((await move(employer.token, a.id, 'shortlisted')).statusCode).toBe(200); // waited 1 h
    expect((await move(employer.token, c.id, 'rejected')).statusCode).toBe(200); // waited 10 h
    // A message from the company in b's hiring conversation is b's first answer (3 h).
    const candidateId = await userIdOf(b.freelancer.email);
    const [conversation] = await h.database.db
      .insert(conversations)
      .values({ type: 'hiringConv', key: `hiring:${job._id}:${candidateId}`, opportunityId: job._id })
      .returning();
    if (!conversation) throw new Error('no conversation');
    await h.database.db.transaction((tx) => recordHiringMessage(tx, conversation, candidateId));
    expect((await trackRecordOf(job._id)).answered).toBe(2); // the candidate's own message is no answer
    const employerId = await userIdOf(employer.email);
    await h.database.db.transaction((tx) => recordHiringMessage(tx, conversation, employerId));
    expect((await trackRecordOf(job._id)).answered).toBe(3);
    // Later moves are not first answers.
    await move(employer.token, a.id, 'interviewing');
    await move(employer.token, b.id, 'shortlisted');

    const answered = await trackRecordOf(job._id);
    expect(answered.answered).toBe(3);
    // Median of 1 h, 3 h and 10 h is 3 h (a few seconds of test run time on top).
    expect(answered.medianFirstAnswerSeconds).toBeGreaterThanOrEqual(3 * 3600);
    expect(answered.medianFirstAnswerSeconds).toBeLessThan(3 * 3600 + 60);

    // Hires are accepted offers (decision 122): they count as hires did.
    for (const hired of [a, b]) {
      await hireThroughOffer(h, {
        employerToken: employer.token,
        candidateToken: hired.freelancer.token,
        applicationId: hired.id,
      });
    }
    // Two hires on one of two listings: a 50% hire rate.
    expect(await trackRecordOf(job._id)).toMatchObject({ hires: 2, jobsWithHire: 1, hireRate: 0.5 });
  });

  it('the median keeps the middle of an even count, and the job page reads the counters row only', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const job = await postOpportunity(h, employer.token, { title: 'Four applicants' });
    for (const hours of [2, 4, 6, 30]) {
      const { id } = await apply(job._id, hours);
      await move(employer.token, id, 'shortlisted');
    }
    const record = await trackRecordOf(job._id);
    expect(record.medianFirstAnswerSeconds).toBeGreaterThanOrEqual(5 * 3600);
    expect(record.medianFirstAnswerSeconds).toBeLessThan(5 * 3600 + 60);

    // Reading never aggregates: with the per-answer rows gone and the counters rewritten, the job
    // page shows exactly what the counters row says.
    const company = await companyOf(employer.companyCode);
    await h.database.db
      .delete(applicationFirstAnswers)
      .where(eq(applicationFirstAnswers.companyId, company.id));
    await h.database.db
      .update(companyTrackRecords)
      .set({ answered: 77, medianFirstAnswerSeconds: 4242, jobsWithHire: 1 })
      .where(eq(companyTrackRecords.companyId, company.id));
    expect(await trackRecordOf(job._id)).toMatchObject({
      answered: 77,
      medianFirstAnswerSeconds: 4242,
      jobsWithHire: 1,
      hireRate: 1,
      applicants: 4,
    });
  });

  it('each counter is one upsert: it makes the row, never goes below zero, and "last active" moves at most every 10 minutes', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const company = await companyOf(employer.companyCode);
    const db = h.database.db;
    const row = async () => {
      const [found] = await db
        .select()
        .from(companyTrackRecords)
        .where(eq(companyTrackRecords.companyId, company.id));
      return found;
    };
    const setLastActiveAgo = (ago: string) =>
      db
        .update(companyTrackRecords)
        .set({ lastActiveAt: sql`now() - ${ago}::interval` })
        .where(eq(companyTrackRecords.companyId, company.id));
    await db.delete(companyTrackRecords).where(eq(companyTrackRecords.companyId, company.id));
    await countJobWithHire(db, company.id, -1);
    expect(await row()).toMatchObject({ applicants: 0, jobsWithHire: 0, lastActiveAt: null });
    await countCompanyApplicant(db, company.id, 1);
    await countCompanyApplicant(db, company.id, 1);
    await countCompanyApplicant(db, company.id, -1);
    await countJobWithHire(db, company.id, 1);
    expect(await row()).toMatchObject({ applicants: 1, jobsWithHire: 1 });

    await markCompanyActive(db, company.id);
    const first = (await row())?.lastActiveAt;
    expect(first).toBeInstanceOf(Date);
    await setLastActiveAgo('5 minutes');
    const recent = (await row())?.lastActiveAt;
    await markCompanyActive(db, company.id);
    expect((await row())?.lastActiveAt).toEqual(recent);
    await setLastActiveAgo('11 minutes');
    const stale = (await row())?.lastActiveAt;
    await markCompanyActive(db, company.id);
    expect((await row())?.lastActiveAt?.getTime()).toBeGreaterThan(
      stale?.getTime() ?? Number.POSITIVE_INFINITY,
    );
    expect(await row()).toMatchObject({ applicants: 1, jobsWithHire: 1 });
  });
});
