import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, staffAuditLog, users } from '../../db/schema.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';
import { logInStaff } from '../../test/staff-login.js';
import { hireThroughOffer } from '../../test/work-builders.js';
import { createStaffAccount } from '../staff/index.js';

/** Decision 106: reporting reviews, and staff hiding them out of the lists and the ratings. */
let h: TestHarness;
let staffToken: string;
beforeAll(async () => {
  h = await startTestApp({ reviewRevealCheckMs: 0 });
  await createStaffAccount(
    h.database.db,
    { email: 'reviews@staff.test', fullname: 'Sam Support', roles: ['support'] },
    'review staff passphrase',
  );
  staffToken = await logInStaff(h.app, 'reviews@staff.test', 'review staff passphrase');
});
afterAll(() => h.close());

/** Hire, end, and both sides review: the two reviews are public. */
async function reviewedEngagement(clientRating: number, workerRating: number) {
  const employer = await buildVerifiedUser(h, 'employer', 'Erin Employer');
  const freelancer = await buildVerifiedUser(h, 'freelancer', 'Frida Freelancer');
  const job = await postOpportunity(h, employer.token, { title: 'Shop checkout fixes', openings: 1 });
  const applied = await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/apply`, {
    token: freelancer.token,
    body: { coverLetter: 'I fixed checkouts like this before.', proposedRate: 5000 },
  });
  const id = applied.body.result._id as string;
  await hireThroughOffer(h, {
    employerToken: employer.token,
    candidateToken: freelancer.token,
    applicationId: id,
  });
  await call(h.app, 'POST', `/api/v1/engagements/${id}/end`, {
    token: employer.token,
    body: { outcome: 'completed' },
  });
  await call(h.app, 'POST', `/api/v1/engagements/${id}/review`, {
    token: employer.token,
    body: { rating: clientRating, comment: 'Review of the freelancer.' },
  });
  const last = await call(h.app, 'POST', `/api/v1/engagements/${id}/review`, {
    token: freelancer.token,
    body: { rating: workerRating, comment: 'Review of the client.' },
  });
  expect(last.body.result.reviewsPublishedAt).toEqual(expect.any(String));
  return {
    employer,
    freelancer,
    id,
    clientReviewId: last.body.result.theirReview._id as string,
    workerReviewId: last.body.result.myReview._id as string,
  };
}

const report = (token: string, reviewId: string, reason = 'This review is abusive.') =>
  call(h.app, 'POST', `/api/v1/reviews/${reviewId}/report`, { token, body: { reason } });
const moderate = (reviewId: string, body: unknown, token = staffToken) =>
  call(h.app, 'POST', `/api/staff/v1/reported-reviews/${reviewId}/moderate`, { token, body });
const queue = async () =>
  (await call(h.app, 'GET', '/api/staff/v1/reported-reviews', { token: staffToken })).body.result;

describe('reporting a review', () => {
  it('signed-in people report a public review once; its own side, guests and unknown ids cannot', async () => {
    const s = await reviewedEngagement(5, 4);
    const reader = await buildVerifiedUser(h, 'freelancer', 'Rita Reader');
    expect(
      (
        await call(h.app, 'POST', `/api/v1/reviews/${s.clientReviewId}/report`, {
          body: { reason: 'This review is abusive.' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await report(reader.token, s.clientReviewId, 'bad')).statusCode).toBe(400);
    const first = await report(reader.token, s.clientReviewId);
    expect(first.statusCode).toBe(200);
    expect(first.body.result).toEqual({ isReported: true });
    const second = await report(reader.token, s.clientReviewId);
    expect(second.statusCode).toBe(409);
    expect(second.body.message).toBe('ALREADY_REPORTED');
    // The employer wrote it: their side cannot report it; the reviewed freelancer can.
    expect((await report(s.employer.token, s.clientReviewId)).statusCode).toBe(400);
    expect((await report(s.freelancer.token, s.clientReviewId)).statusCode).toBe(200);
    expect((await report(reader.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const entry = (await queue()).items.find((item: { _id: string }) => item._id === s.clientReviewId);
    expect(entry).toMatchObject({ pendingReports: 2, isHidden: false, reviewedName: 'Frida Freelancer' });
  });

  it('a hidden review cannot be reported (404, like one not yet public)', async () => {
    const s = await reviewedEngagement(3, 3);
    await moderate(s.workerReviewId, { decision: 'hide', reason: 'Personal details in it.' });
    const reader = await buildVerifiedUser(h, 'employer');
    expect((await report(reader.token, s.workerReviewId)).statusCode).toBe(404);
  });
});

describe('staff moderation', () => {
  it('hiding takes a review out of the public list and the rating, audit-logged; both sides see why', async () => {
    const s = await reviewedEngagement(2, 5);
    const reader = await buildVerifiedUser(h, 'employer', 'Olga Outsider');
    await report(reader.token, s.clientReviewId);
    const before = await call(h.app, 'GET', `/api/v1/user/public-profile/${s.freelancer.code}/reviews`, {
      token: reader.token,
    });
    expect(before.body.result).toMatchObject({ total: 1, rating: 2, numberOfRate: 1 });

    expect((await moderate(s.clientReviewId, { decision: 'hide' })).statusCode).toBe(400);
    expect(
      (await moderate(s.clientReviewId, { decision: 'hide', reason: 'x' }, reader.token)).statusCode,
    ).toBe(401);
    const hidden = await moderate(s.clientReviewId, { decision: 'hide', reason: 'Insults, not a review.' });
    expect(hidden.statusCode).toBe(200);

    const after = await call(h.app, 'GET', `/api/v1/user/public-profile/${s.freelancer.code}/reviews`, {
      token: reader.token,
    });
    expect(after.body.result).toMatchObject({ total: 0, items: [], rating: 0, numberOfRate: 0 });
    const [row] = await h.database.db
      .select({ rating: users.rating, numberOfRate: users.numberOfRate })
      .from(users)
      .where(eq(users.code, s.freelancer.code));
    expect(row).toEqual({ rating: 0, numberOfRate: 0 });
    // The other review (of the company) is untouched.
    const [company] = await h.database.db
      .select({ rating: companies.rating, numberOfRate: companies.numberOfRate })
      .from(companies)
      .where(eq(companies.code, s.employer.companyCode ?? ''));
    expect(company).toEqual({ rating: 5, numberOfRate: 1 });

    const audit = await h.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, s.clientReviewId));
    expect(audit.map((entry) => [entry.action, entry.details])).toEqual([
      ['review.hide', { reason: 'Insults, not a review.' }],
    ]);
    // The author and the reviewed side still see it, marked hidden with the reason.
    const author = await call(h.app, 'GET', '/api/v1/engagements', { token: s.employer.token });
    expect(author.body.result.items[0].myReview).toMatchObject({ hiddenReason: 'Insults, not a review.' });
    const reviewed = await call(h.app, 'GET', '/api/v1/engagements', { token: s.freelancer.token });
    expect(reviewed.body.result.items[0].theirReview).toMatchObject({
      rating: 2,
      hiddenReason: 'Insults, not a review.',
    });
    const entry = (await queue()).items.find((item: { _id: string }) => item._id === s.clientReviewId);
    expect(entry).toMatchObject({
      isHidden: true,
      pendingReports: 0,
      hiddenReason: 'Insults, not a review.',
    });
  });

  it('dismissing clears the reports and keeps the review; dismissing a hidden one restores it', async () => {
    const s = await reviewedEngagement(4, 4);
    const reader = await buildVerifiedUser(h, 'freelancer');
    await report(reader.token, s.workerReviewId);
    expect((await moderate(s.workerReviewId, { decision: 'dismiss' })).statusCode).toBe(200);
    expect((await queue()).items.some((item: { _id: string }) => item._id === s.workerReviewId)).toBe(false);
    const shown = await call(h.app, 'GET', `/api/v1/company/${s.employer.companyCode}/reviews`);
    expect(shown.body.result).toMatchObject({ total: 1, rating: 4, numberOfRate: 1 });

    await moderate(s.workerReviewId, { decision: 'hide', reason: 'Names a private person.' });
    expect(
      (await call(h.app, 'GET', `/api/v1/company/${s.employer.companyCode}/reviews`)).body.result,
    ).toMatchObject({ total: 0, numberOfRate: 0 });
    await moderate(s.workerReviewId, { decision: 'dismiss' });
    expect(
      (await call(h.app, 'GET', `/api/v1/company/${s.employer.companyCode}/reviews`)).body.result,
    ).toMatchObject({ total: 1, rating: 4, numberOfRate: 1 });
    expect((await moderate('00000000-0000-4000-8000-000000000000', { decision: 'dismiss' })).statusCode).toBe(
      404,
    );
  });
});
