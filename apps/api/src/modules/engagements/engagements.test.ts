import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, engagements, mailOutbox, users } from '../../db/schema.js';
import { call, makeProfilePublic, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';
import { hireThroughOffer } from '../../test/work-builders.js';
import { publishDueReviews } from './reviews-service.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp({ reviewRevealCheckMs: 0 });
});
afterAll(() => h.close());

/** An employer hires a freelancer: an offer the freelancer accepts (decision 122). */
async function hire() {
  const employer = await buildVerifiedUser(h, 'employer', 'Erin Employer');
  const freelancer = await buildVerifiedUser(h, 'freelancer', 'Frida Freelancer');
  // Her reviews are read by guests below: a public profile (decision 100).
  await makeProfilePublic(h.app, freelancer.token);
  const job = await postOpportunity(h, employer.token, {
    title: 'Warehouse dashboard in React',
    openings: 1,
  });
  const applied = await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/apply`, {
    token: freelancer.token,
    body: { coverLetter: 'I have built three dashboards like this one.', proposedRate: 6000 },
  });
  const id = applied.body.result._id as string;
  await hireThroughOffer(h, {
    employerToken: employer.token,
    candidateToken: freelancer.token,
    applicationId: id,
  });
  return { employer, freelancer, job, id };
}

const list = (token: string) => call(h.app, 'GET', '/api/v1/engagements', { token });
const end = (token: string, id: string, body: unknown = { outcome: 'completed', reason: 'Shipped it.' }) =>
  call(h.app, 'POST', `/api/v1/engagements/${id}/end`, { token, body });
const review = (token: string, id: string, body: unknown) =>
  call(h.app, 'POST', `/api/v1/engagements/${id}/review`, { token, body });

/** Moves an engagement's end into the past, as days passing would. */
async function endedDaysAgo(id: string, days: number) {
  await h.database.db
    .update(engagements)
    .set({ endedAt: sql`now() - ${days} * interval '1 day'` })
    .where(eq(engagements.id, id));
}

describe('engagements', () => {
  it('an accepted offer is an engagement for both sides', async () => {
    const s = await hire();
    const worker = await list(s.freelancer.token);
    expect(worker.statusCode).toBe(200);
    expect(worker.body.result).toMatchObject({ total: 1, page: 1 });
    expect(worker.body.result.items[0]).toMatchObject({
      _id: s.id,
      opportunity: { _id: s.job._id, title: 'Warehouse dashboard in React' },
      side: 'worker',
      otherParty: { kind: 'company', code: s.employer.companyCode, name: expect.any(String) },
      status: 'active',
      endedAt: null,
      mayEnd: true,
      mayReview: false,
      hasReviewed: false,
    });
    const client = await list(s.employer.token);
    expect(client.body.result.items[0]).toMatchObject({
      _id: s.id,
      side: 'client',
      otherParty: { kind: 'user', code: s.freelancer.code, name: 'Frida Freelancer' },
    });
  });

  it('either side ends it once; the other side gets mail and a notification; outsiders get 404', async () => {
    const s = await hire();
    const outsider = await buildVerifiedUser(h, 'employer');
    expect((await end(outsider.token, s.id)).statusCode).toBe(404);
    expect((await end(s.freelancer.token, s.id, { outcome: 'paused' })).statusCode).toBe(400);
    const ended = await end(s.freelancer.token, s.id, { outcome: 'cancelled', reason: 'Budget moved.' });
    expect(ended.statusCode).toBe(200);
    expect(ended.body.result).toMatchObject({
      status: 'cancelled',
      endReason: 'Budget moved.',
      mayReview: true,
    });
    const again = await end(s.employer.token, s.id);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('ENGAGEMENT_ENDED');
    const mails = await h.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, s.employer.email));
    expect(mails.map((mail) => mail.template)).toContain('engagement-ended');
    const news = await call(h.app, 'GET', '/api/v1/notifications', { token: s.employer.token });
    expect(news.body.result.items.map((n: { kind: string }) => n.kind)).toContain('engagement.cancelled');
    // The freelancer is not told about their own action.
    const own = await call(h.app, 'GET', '/api/v1/notifications', { token: s.freelancer.token });
    expect(own.body.result.items.map((n: { kind: string }) => n.kind)).not.toContain('engagement.cancelled');
  });
});

describe('double-blind reviews', () => {
  it('refuses reviews before the end, twice, out of range, and from outsiders', async () => {
    const s = await hire();
    const early = await review(s.employer.token, s.id, {
      rating: 5,
      comment: 'Great — would work together again.',
    });
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe('ENGAGEMENT_ACTIVE');
    await end(s.employer.token, s.id);
    for (const rating of [0, 6, 4.5, '5']) {
      const bad = await review(s.employer.token, s.id, {
        rating,
        comment: 'Great — would work together again.',
      });
      expect(bad.statusCode).toBe(400);
    }
    const outsider = await buildVerifiedUser(h, 'freelancer');
    expect(
      (await review(outsider.token, s.id, { rating: 5, comment: 'Hi — would work together again.' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await review(s.employer.token, s.id, {
          rating: 4,
          comment: 'Solid work — would work together again.',
        })
      ).statusCode,
    ).toBe(200);
    const second = await review(s.employer.token, s.id, {
      rating: 5,
      comment: 'Changed my mind — would work together again.',
    });
    expect(second.statusCode).toBe(409);
    expect(second.body.message).toBe('ALREADY_REVIEWED');
  });

  it('publishes both reviews together and updates both ratings; the reviewed side replies once', async () => {
    const s = await hire();
    await end(s.employer.token, s.id);
    const first = await review(s.employer.token, s.id, {
      rating: 4,
      comment: 'Clear and on time — would work together again.',
    });
    expect(first.body.result).toMatchObject({ hasReviewed: true, mayReview: false, theirReview: null });
    expect(first.body.result.myReview).toMatchObject({ rating: 4, isPublished: false });
    // Hidden from the other side and from the public until both are in.
    const before = await list(s.freelancer.token);
    expect(before.body.result.items[0]).toMatchObject({ theirReview: null, reviewsPublishedAt: null });
    const hidden = await call(h.app, 'GET', `/api/v1/user/public-profile/${s.freelancer.code}/reviews`);
    expect(hidden.body.result).toMatchObject({ total: 0, items: [], numberOfRate: 0 });

    const second = await review(s.freelancer.token, s.id, {
      rating: 5,
      comment: 'Friendly client — would work together again.',
    });
    expect(second.statusCode).toBe(200);
    expect(second.body.result.theirReview).toMatchObject({
      rating: 4,
      comment: 'Clear and on time — would work together again.',
    });
    expect(second.body.result.reviewsPublishedAt).toEqual(expect.any(String));

    const onProfile = await call(h.app, 'GET', `/api/v1/user/public-profile/${s.freelancer.code}/reviews`);
    expect(onProfile.statusCode).toBe(200);
    expect(onProfile.body.result).toMatchObject({ total: 1, rating: 4, numberOfRate: 1 });
    const item = onProfile.body.result.items[0];
    expect(item).toEqual({
      _id: expect.any(String),
      rating: 4,
      comment: 'Clear and on time — would work together again.',
      publishedAt: expect.any(String),
      reviewer: { firstName: 'Erin', companyName: expect.any(String), role: 'Employer' },
      reply: null,
    });
    expect(JSON.stringify(onProfile.body)).not.toContain(s.employer.email);
    const onCompany = await call(h.app, 'GET', `/api/v1/company/${s.employer.companyCode}/reviews`);
    expect(onCompany.body.result).toMatchObject({ total: 1, rating: 5, numberOfRate: 1 });
    expect(onCompany.body.result.items[0].reviewer).toEqual({
      firstName: 'Frida',
      companyName: null,
      role: 'Freelancer',
    });
    const [user] = await h.database.db.select().from(users).where(eq(users.code, s.freelancer.code));
    expect(user).toMatchObject({ rating: 4, numberOfRate: 1 });

    // Only the reviewed side replies, once; the reviewer cannot.
    expect(
      (
        await call(h.app, 'POST', `/api/v1/reviews/${item._id}/reply`, {
          token: s.employer.token,
          body: { reply: 'Me again' },
        })
      ).statusCode,
    ).toBe(404);
    const reply = await call(h.app, 'POST', `/api/v1/reviews/${item._id}/reply`, {
      token: s.freelancer.token,
      body: { reply: 'Thank you!' },
    });
    expect(reply.statusCode).toBe(200);
    const twice = await call(h.app, 'POST', `/api/v1/reviews/${item._id}/reply`, {
      token: s.freelancer.token,
      body: { reply: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    const withReply = await call(h.app, 'GET', `/api/v1/user/public-profile/${s.freelancer.code}/reviews`);
    expect(withReply.body.result.items[0].reply).toMatchObject({ text: 'Thank you!' });
  });

  it('two reviews arriving at once publish exactly once', async () => {
    const s = await hire();
    await end(s.freelancer.token, s.id);
    const [a, b] = await Promise.all([
      review(s.employer.token, s.id, { rating: 3, comment: 'Fine — would work together again.' }),
      review(s.freelancer.token, s.id, { rating: 2, comment: 'Slow to pay — would work together again.' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [company] = await h.database.db
      .select()
      .from(companies)
      .where(eq(companies.code, s.employer.companyCode ?? ''));
    expect(company).toMatchObject({ rating: 2, numberOfRate: 1 });
    const rows = await list(s.employer.token);
    expect(rows.body.result.items[0].theirReview).toMatchObject({ rating: 2, isPublished: true });
  });

  it('one review alone is published 14 days after the end; then reviewing closes', async () => {
    const s = await hire();
    await end(s.employer.token, s.id);
    await review(s.freelancer.token, s.id, {
      rating: 5,
      comment: 'Lovely team — would work together again.',
    });
    await endedDaysAgo(s.id, 13);
    expect(await publishDueReviews(h.database.db)).toBe(0);
    await endedDaysAgo(s.id, 14.01);
    // Read lazily: the list publishes what is due before answering.
    const company = await call(h.app, 'GET', `/api/v1/company/${s.employer.companyCode}/reviews`);
    expect(company.body.result).toMatchObject({ total: 1, rating: 5, numberOfRate: 1 });
    expect(await publishDueReviews(h.database.db)).toBe(0);
    const late = await review(s.employer.token, s.id, {
      rating: 1,
      comment: 'Too late — would work together again.',
    });
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toBe('REVIEW_WINDOW_CLOSED');
    const seen = await list(s.employer.token);
    expect(seen.body.result.items[0]).toMatchObject({ mayReview: false, theirReview: { rating: 5 } });
  });

  it('the periodic job publishes due reviews without any read', async () => {
    const s = await hire();
    await end(s.employer.token, s.id);
    await review(s.employer.token, s.id, { rating: 3, comment: 'Okay — would work together again.' });
    await endedDaysAgo(s.id, 15);
    expect(await publishDueReviews(h.database.db)).toBeGreaterThanOrEqual(1);
    const [user] = await h.database.db.select().from(users).where(eq(users.code, s.freelancer.code));
    expect(user).toMatchObject({ rating: 3, numberOfRate: 1 });
  });

  it('an agency hire is the agency company’s: it is the other party, and its rating follows', async () => {
    const employer = await buildVerifiedUser(h, 'employer', 'Erin Employer');
    const agency = await buildVerifiedUser(h, 'agency', 'Andy Agency');
    const project = await postOpportunity(h, employer.token, {
      type: 'Project',
      payType: 'Fixed',
      payMin: 1000,
      payMax: 3000,
    });
    const applied = await call(h.app, 'POST', `/api/v1/opportunities/${project._id}/apply`, {
      token: agency.token,
      body: { coverLetter: 'Our team has shipped this kind of project often.', proposedRate: 2000 },
    });
    const id = applied.body.result._id as string;
    await hireThroughOffer(h, {
      employerToken: employer.token,
      candidateToken: agency.token,
      applicationId: id,
    });
    const seen = await list(employer.token);
    expect(seen.body.result.items[0]).toMatchObject({
      _id: id,
      otherParty: { kind: 'company', code: agency.companyCode },
    });
    expect((await list(agency.token)).body.result.items[0]).toMatchObject({ _id: id, side: 'worker' });
    await end(agency.token, id);
    await review(employer.token, id, { rating: 2, comment: 'Late twice — would work together again.' });
    await review(agency.token, id, { rating: 5, comment: 'Good client — would work together again.' });
    const agencyReviews = await call(h.app, 'GET', `/api/v1/company/${agency.companyCode}/reviews`);
    expect(agencyReviews.body.result).toMatchObject({ total: 1, rating: 2, numberOfRate: 1 });
    expect(agencyReviews.body.result.items[0].reviewer).toMatchObject({
      firstName: 'Erin',
      role: 'Employer',
    });
    const client = await call(h.app, 'GET', `/api/v1/company/${employer.companyCode}/reviews`);
    expect(client.body.result.items[0].reviewer).toMatchObject({
      firstName: 'Andy',
      companyName: expect.any(String),
      role: 'Agency',
    });
  });

  it('public lists 404 for unknown codes and 400 for bad ones', async () => {
    expect((await call(h.app, 'GET', '/api/v1/user/public-profile/NOSUCHCODE1/reviews')).statusCode).toBe(
      404,
    );
    expect((await call(h.app, 'GET', '/api/v1/company/NOSUCHCODE1/reviews')).statusCode).toBe(404);
    expect((await call(h.app, 'GET', '/api/v1/company/bad%20code!/reviews')).statusCode).toBe(400);
  });
});
