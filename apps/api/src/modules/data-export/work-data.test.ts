import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildApplicant, hireThroughOffer } from '../../test/work-builders.js';
import { collectPersonData } from './collect.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp({ workSweepCheckMs: 0 });
});
afterAll(() => h.close());

describe('data export: work agreements (decision 122)', () => {
  it('holds the offers made to the person, the billing details and the invoices issued in their name', async () => {
    const s = await buildApplicant(h, 'Export check');
    await call(h.app, 'PUT', '/api/v1/user/profile', {
      token: s.freelancer.token,
      body: { billing: { legalName: 'Frida F. Studio', country: 'de' } },
    });
    const offer = await hireThroughOffer(h, {
      employerToken: s.employer.token,
      candidateToken: s.freelancer.token,
      applicationId: s.applicationId,
    });
    const detail = await call(h.app, 'GET', `/api/v1/engagements/${offer.engagementId}`, {
      token: s.freelancer.token,
    });
    const milestoneId = detail.body.result.milestones[0]._id as string;
    await call(h.app, 'POST', `/api/v1/milestones/${milestoneId}/submit`, {
      token: s.freelancer.token,
      body: {},
    });
    await call(h.app, 'POST', `/api/v1/milestones/${milestoneId}/approve`, { token: s.employer.token });
    const [person] = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, s.freelancer.email));
    const { data } = await collectPersonData(h.database.db, person?.id as string);
    expect((data.profile as { billing: unknown }).billing).toEqual({
      legalName: 'Frida F. Studio',
      country: 'DE',
    });
    const work = data.work as {
      offers: { status: string }[];
      invoicesIssued: { total: number; number: string }[];
    };
    expect(work.offers.map((row) => row.status)).toEqual(['accepted']);
    expect(work.invoicesIssued).toMatchObject([{ total: 100_000, number: expect.stringMatching(/-0001$/) }]);
  });
});
