import { call, type TestHarness } from './harness.js';
import { buildVerifiedUser, postOpportunity } from './opportunity-builders.js';

/** Minimal fixed terms (decision 122: hiring goes through an offer). */
export const MINIMAL_TERMS = { kind: 'fixed', amount: 100_000, startDate: '2026-11-02' } as const;

/**
 * Hires an applicant the one way there is (decision 122): the company sends an offer, the
 * candidate accepts it. Answers the offer as accepted (its `engagementId` is the application id).
 */
export async function hireThroughOffer(
  h: TestHarness,
  input: { employerToken: string; candidateToken: string; applicationId: string; terms?: unknown },
) {
  const sent = await call(h.app, 'POST', '/api/v1/offers', {
    token: input.employerToken,
    body: { applicationId: input.applicationId, terms: input.terms ?? MINIMAL_TERMS },
  });
  if (sent.statusCode !== 200) throw new Error(`the offer failed: ${sent.raw}`);
  const accepted = await call(h.app, 'POST', `/api/v1/offers/${sent.body.result._id}/accept`, {
    token: input.candidateToken,
  });
  if (accepted.statusCode !== 200) throw new Error(`accepting the offer failed: ${accepted.raw}`);
  return accepted.body.result as { _id: string; engagementId: string };
}

/** An employer, a freelancer who applied to its job, and the application id. */
export async function buildApplicant(h: TestHarness, title = 'Warehouse dashboard in React') {
  const employer = await buildVerifiedUser(h, 'employer', 'Erin Employer');
  const freelancer = await buildVerifiedUser(h, 'freelancer', 'Frida Freelancer');
  const job = await postOpportunity(h, employer.token, { title, openings: 1 });
  const applied = await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/apply`, {
    token: freelancer.token,
    body: { coverLetter: 'I have built three dashboards like this one.', proposedRate: 6000 },
  });
  if (applied.statusCode !== 200) throw new Error(`applying failed: ${applied.raw}`);
  return { employer, freelancer, job, applicationId: applied.body.result._id as string };
}
