import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, conversationMembers, conversations, mailOutbox } from '../../db/schema.js';
import { buildTeam } from '../../test/company-team-builders.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

const QUESTIONS = ['Which React projects did you ship?', 'When could you start?'];
const LETTER = 'I have built three dashboards like this one in React.';
const apply = (token: string, id: string, screeningAnswers?: unknown) =>
  call(h.app, 'POST', `/api/v1/opportunities/${id}/apply`, {
    token,
    body: { coverLetter: LETTER, proposedRate: 6000, ...(screeningAnswers ? { screeningAnswers } : {}) },
  });
const pipeline = async (token: string, id: string) =>
  (await call(h.app, 'GET', `/api/v1/opportunities/${id}/applications`, { token })).body.result.items as {
    _id: string;
    status: string;
    screeningAnswers: { question: string; answer: string }[];
    applicant: { fullname: string };
  }[];

/** An employer's job with screening questions and `count` applicants who answered them. */
async function jobWithApplicants(count: number) {
  const employer = await buildVerifiedUser(h, 'employer', 'Erin Employer');
  const job = await postOpportunity(h, employer.token, { screeningQuestions: QUESTIONS });
  const candidates = [];
  for (let index = 0; index < count; index += 1) {
    const candidate = await buildVerifiedUser(h, 'freelancer', `Candidate ${index + 1}`);
    const answered = await apply(candidate.token, job._id, [`Answer one of ${index + 1}`, 'In two weeks']);
    expect(answered.raw).toContain('_id');
    candidates.push({ ...candidate, applicationId: answered.body.result._id as string });
  }
  return { employer, job, candidates };
}

describe('screening questions', () => {
  it('refuses more than 5 questions and questions under 5 or over 300 characters, field by field', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    for (const [questions, path] of [
      [
        ['Question one?', 'Question two?', 'Question 3?', 'Question 4?', 'Question 5?', 'Question 6?'],
        'screeningQuestions',
      ],
      [['Why?'], 'screeningQuestions[0]'],
      [['Fine question?', 'x'.repeat(301)], 'screeningQuestions[1]'],
    ] as const) {
      const answer = await call(h.app, 'POST', '/api/v1/opportunities', {
        token: employer.token,
        body: {
          type: 'Job',
          title: 'Screened job',
          description: 'A job that asks a few questions of every applicant.',
          occupation: 'Developer',
          skills: ['React'],
          yearsOfExperience: 3,
          workingMode: 'Remote',
          workload: 'Full-time',
          payType: 'Monthly',
          payMin: 100,
          payMax: 200,
          screeningQuestions: questions,
        },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.error.fields.map((field: { path: string }) => field.path)).toContain(path);
    }
  });

  it('shows the questions on the listing, keeps them through an edit, and needs every answer on apply', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const job = await postOpportunity(h, employer.token, { screeningQuestions: QUESTIONS });
    const candidate = await buildVerifiedUser(h, 'freelancer', 'Quinn Candidate');
    const detail = await call(h.app, 'GET', `/api/v1/opportunities/${job._id}`, { token: candidate.token });
    expect(detail.body.result.screeningQuestions).toEqual(QUESTIONS);
    const edited = await call(h.app, 'PUT', `/api/v1/opportunities/${job._id}`, {
      token: employer.token,
      body: { title: 'Senior TypeScript developer (remote)' },
    });
    expect(edited.statusCode).toBe(200);
    const again = await call(h.app, 'GET', `/api/v1/opportunities/${job._id}`, { token: candidate.token });
    expect(again.body.result.screeningQuestions).toEqual(QUESTIONS);

    const missing = await apply(candidate.token, job._id, ['Three dashboards']);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.error.fields).toEqual([{ path: 'screeningAnswers[1]', message: 'is required' }]);
    expect(missing.body.error.en).toBe('Please answer every screening question of this listing.');
    const tooLong = await apply(candidate.token, job._id, ['ok', 'y'.repeat(2001)]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.error.fields[0].path).toBe('screeningAnswers[1]');
    const blank = await apply(candidate.token, job._id, ['   ', 'Soon']);
    expect(blank.body.error.fields).toEqual([{ path: 'screeningAnswers[0]', message: 'is required' }]);
    expect(
      await h.database.db.select().from(applications).where(eq(applications.opportunityId, job._id)),
    ).toHaveLength(0);

    expect((await apply(candidate.token, job._id, ['Three dashboards', 'Next month'])).statusCode).toBe(200);
    const [card] = await pipeline(employer.token, job._id);
    expect(card?.screeningAnswers).toEqual([
      { question: QUESTIONS[0], answer: 'Three dashboards' },
      { question: QUESTIONS[1], answer: 'Next month' },
    ]);
  });

  it('refuses answers to a listing that asks nothing', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const job = await postOpportunity(h, employer.token);
    const candidate = await buildVerifiedUser(h, 'freelancer');
    const answer = await apply(candidate.token, job._id, ['An answer nobody asked for']);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.error.fields[0].path).toBe('screeningAnswers');
  });
});

describe('message an applicant', () => {
  it('opens the hiring conversation for a new applicant, continues it, and lets a colleague join', async () => {
    const { owner, member } = await buildTeam(h);
    const job = await postOpportunity(h, owner.token);
    const candidate = await buildVerifiedUser(h, 'freelancer', 'Nina New');
    const applied = await apply(candidate.token, job._id);
    const applicationId = applied.body.result._id as string;
    const path = `/api/v1/applications/${applicationId}/conversation`;

    const first = await call(h.app, 'POST', path, { token: owner.token });
    expect(first.statusCode).toBe(200);
    expect(first.body.result.isCreated).toBe(true);
    const again = await call(h.app, 'POST', path, { token: owner.token });
    expect(again.body.result).toEqual({ conversationId: first.body.result.conversationId, isCreated: false });
    const colleague = await call(h.app, 'POST', path, { token: member.token });
    expect(colleague.body.result.conversationId).toBe(first.body.result.conversationId);

    const [application] = await h.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    const hiringKey = `hiring:${job._id}:${application?.applicantUserId}`;
    const [row] = await h.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, first.body.result.conversationId));
    expect(row).toMatchObject({ type: 'hiringConv', key: hiringKey });
    const members = await h.database.db
      .select({ userId: conversationMembers.userId })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, first.body.result.conversationId));
    expect(members).toHaveLength(3);

    // The candidate reads it in their own list, and a shortlist afterwards continues the same thread.
    const list = await call(h.app, 'GET', '/api/v1/chat/conversations?page=1&recordPerPage=20', {
      token: candidate.token,
    });
    expect(list.body.result.items.map((item: { _id: string }) => item._id)).toContain(
      first.body.result.conversationId,
    );
    await call(h.app, 'POST', `/api/v1/applications/${applicationId}/status`, {
      token: owner.token,
      body: { status: 'shortlisted' },
    });
    const afterShortlist = await h.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.key, hiringKey));
    expect(afterShortlist).toHaveLength(1);
  });

  it('works for a rejected applicant, and is 404 for another company and 403 for a freelancer', async () => {
    const { employer, candidates } = await jobWithApplicants(1);
    const [candidate] = candidates;
    if (!candidate) throw new Error('no candidate');
    await call(h.app, 'POST', `/api/v1/applications/${candidate.applicationId}/status`, {
      token: employer.token,
      body: { status: 'rejected' },
    });
    const path = `/api/v1/applications/${candidate.applicationId}/conversation`;
    expect((await call(h.app, 'POST', path, { token: employer.token })).statusCode).toBe(200);
    const stranger = await buildVerifiedUser(h, 'employer');
    const foreign = await call(h.app, 'POST', path, { token: stranger.token });
    expect(foreign.statusCode).toBe(404);
    expect((await call(h.app, 'POST', path, { token: candidate.token })).statusCode).toBe(403);
  });
});

describe('compare applicants', () => {
  it('answers up to 4 applicants side by side with their answers and profile facts, in the order asked', async () => {
    const { employer, job, candidates } = await jobWithApplicants(5);
    const ids = candidates.slice(0, 4).map((candidate) => candidate.applicationId);
    const answer = await call(
      h.app,
      'GET',
      `/api/v1/opportunities/${job._id}/applications/compare?ids=${[...ids].reverse().join(',')}`,
      { token: employer.token },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.result.items.map((item: { _id: string }) => item._id)).toEqual([...ids].reverse());
    expect(answer.body.result.items[3]).toMatchObject({
      fullname: 'Candidate 1',
      proposedRate: 6000,
      rating: 0,
      numberOfRate: 0,
      openToOffers: expect.any(Boolean),
      skills: expect.any(Array),
      screeningAnswers: [
        { question: QUESTIONS[0], answer: 'Answer one of 1' },
        { question: QUESTIONS[1], answer: 'In two weeks' },
      ],
    });
    const five = await call(
      h.app,
      'GET',
      `/api/v1/opportunities/${job._id}/applications/compare?ids=${candidates.map((c) => c.applicationId).join(',')}`,
      { token: employer.token },
    );
    expect(five.statusCode).toBe(400);
    expect(five.body.error.en).toMatch(/at most 4/);
    const stranger = await buildVerifiedUser(h, 'employer');
    const foreign = await call(
      h.app,
      'GET',
      `/api/v1/opportunities/${job._id}/applications/compare?ids=${ids.join(',')}`,
      { token: stranger.token },
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('bulk reject', () => {
  it('rejects the named applicants in one request with the kind message, once', async () => {
    const { employer, job, candidates } = await jobWithApplicants(3);
    const [first, second, third] = candidates;
    if (!first || !second || !third) throw new Error('no candidates');
    const path = `/api/v1/opportunities/${job._id}/applications/reject`;
    const message = 'Thank you for your time; we went with someone else.';
    const body = { applicationIds: [first.applicationId, second.applicationId], message };
    const done = await call(h.app, 'POST', path, { token: employer.token, body });
    expect(done.statusCode).toBe(200);
    expect(done.body.result.items).toEqual([
      { _id: first.applicationId, status: 'rejected', outcome: 'rejected' },
      { _id: second.applicationId, status: 'rejected', outcome: 'rejected' },
    ]);
    expect(done.body.result.undoUntil).toEqual(expect.any(String));
    const statuses = Object.fromEntries(
      (await pipeline(employer.token, job._id)).map((item) => [item._id, item.status]),
    );
    expect(statuses).toEqual({
      [first.applicationId]: 'rejected',
      [second.applicationId]: 'rejected',
      [third.applicationId]: 'new',
    });

    // Each candidate's rejection mail is held for the undo window, as for a single rejection, and carries the message.
    const mails = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'application-rejected'), eq(mailOutbox.toAddress, first.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(message);
    expect(mails[0]?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const repeated = await call(h.app, 'POST', path, { token: employer.token, body });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.body.result.items.map((item: { outcome: string }) => item.outcome)).toEqual([
      'alreadyRejected',
      'alreadyRejected',
    ]);
    expect(repeated.body.result.undoUntil).toBeNull();
    const after = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'application-rejected'), eq(mailOutbox.toAddress, first.email)));
    expect(after).toHaveLength(1);

    // A single undo still works on a bulk-rejected applicant.
    const undone = await call(h.app, 'POST', `/api/v1/applications/${first.applicationId}/undo`, {
      token: employer.token,
    });
    expect(undone.body.result.status).toBe('new');
  });

  it('refuses an empty message and an id of another listing, changing nothing; 404 for another company', async () => {
    const { employer, job, candidates } = await jobWithApplicants(1);
    const other = await jobWithApplicants(1);
    const [candidate] = candidates;
    const [foreignCandidate] = other.candidates;
    if (!candidate || !foreignCandidate) throw new Error('no candidates');
    const path = `/api/v1/opportunities/${job._id}/applications/reject`;
    const empty = await call(h.app, 'POST', path, {
      token: employer.token,
      body: { applicationIds: [candidate.applicationId], message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.error.fields[0].path).toBe('message');
    const mixed = await call(h.app, 'POST', path, {
      token: employer.token,
      body: { applicationIds: [candidate.applicationId, foreignCandidate.applicationId], message: 'Thanks' },
    });
    expect(mixed.statusCode).toBe(404);
    expect((await pipeline(employer.token, job._id))[0]?.status).toBe('new');
    const foreign = await call(h.app, 'POST', path, {
      token: other.employer.token,
      body: { applicationIds: [candidate.applicationId], message: 'Thanks' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
