import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser } from '../../test/opportunity-builders.js';
import { buildApplicant, hireThroughOffer } from '../../test/work-builders.js';

/** Issue 35: a review says something (20 characters at least) and can be changed while hidden. */
let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp({ reviewRevealCheckMs: 0 });
});
afterAll(() => h.close());

async function endedEngagement() {
  const { employer, freelancer, applicationId: id } = await buildApplicant(h);
  await hireThroughOffer(h, {
    employerToken: employer.token,
    candidateToken: freelancer.token,
    applicationId: id,
  });
  const ended = await call(h.app, 'POST', `/api/v1/engagements/${id}/end`, {
    token: employer.token,
    body: { outcome: 'completed' },
  });
  expect(ended.statusCode).toBe(200);
  return { employer, freelancer, id };
}

const send = (method: 'POST' | 'PUT', token: string, id: string, body: unknown) =>
  call(h.app, method, `/api/v1/engagements/${id}/review`, { token, body });

describe('reviews: length and editing', () => {
  it('refuses a comment under 20 characters next to the field, on writing and on editing', async () => {
    const s = await endedEngagement();
    for (const method of ['POST', 'PUT'] as const) {
      const short = await send(method, s.employer.token, s.id, { rating: 5, comment: 'ok' });
      expect(short.statusCode).toBe(400);
      expect(short.body.error.fields).toEqual([
        { path: 'comment', message: 'must be at least 20 characters: say what working together was like' },
      ]);
    }
  });

  it('changes the own review while hidden; refuses before writing, once public, and answers outsiders 404', async () => {
    const s = await endedEngagement();
    const comment = 'Clear brief, and paid on the day.';
    expect((await send('PUT', s.freelancer.token, s.id, { rating: 4, comment })).body.message).toBe(
      'NOT_REVIEWED',
    );
    expect((await send('POST', s.freelancer.token, s.id, { rating: 3, comment })).statusCode).toBe(200);
    const edited = await send('PUT', s.freelancer.token, s.id, { rating: 5, comment: `${comment} Again!` });
    expect(edited.statusCode).toBe(200);
    expect(edited.body.result.myReview).toMatchObject({
      rating: 5,
      comment: `${comment} Again!`,
      isPublished: false,
    });
    const outsider = await buildVerifiedUser(h, 'employer');
    expect((await send('PUT', outsider.token, s.id, { rating: 1, comment })).statusCode).toBe(404);

    // The other side reviews: both are published, and neither can change any more.
    const other = await send('POST', s.employer.token, s.id, {
      rating: 4,
      comment: 'Sharp work, delivered as promised.',
    });
    expect(other.body.result.theirReview).toMatchObject({ rating: 5, comment: `${comment} Again!` });
    const late = await send('PUT', s.freelancer.token, s.id, { rating: 1, comment });
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toBe('REVIEW_PUBLISHED');
  });
});
