import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema.js';
import { call, TEST_PASSWORD, type TestHarness, uniqueEmail } from './harness.js';
import { buildVerifiedUser } from './opportunity-builders.js';

/** Joins the owner's company through a real invitation read from the mail outbox. */
export async function joinByInvitation(
  h: TestHarness,
  inviterToken: string,
  fullname: string,
  companyRole?: 'admin' | 'member',
) {
  const email = uniqueEmail('teammate');
  const invited = await call(h.app, 'POST', '/api/v1/company/invite', {
    token: inviterToken,
    body: companyRole ? { email, companyRole } : { email },
  });
  if (invited.statusCode !== 200) throw new Error(`invite failed: ${invited.raw}`);
  const [mail] = await h.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'team-invite')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const invite = mail?.textBody.match(/invite=([A-Za-z0-9_-]+)/)?.[1];
  if (!invite) throw new Error('no invitation link in the outbox');
  const joined = await call(h.app, 'POST', '/api/v1/user/join', {
    body: { invite, fullname, password: TEST_PASSWORD },
  });
  if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.raw}`);
  const profile = await call(h.app, 'GET', '/api/v1/user/profile', { token: joined.body.result.token });
  return { token: joined.body.result.token as string, email, code: profile.body.result.code as string };
}

/** An onboarded, verified employer (or agency) owner with one admin (named by the owner) and one member. */
export async function buildTeam(h: TestHarness, role: 'employer' | 'agency' = 'employer') {
  const owner = await buildVerifiedUser(h, role, 'Olivia Owner');
  const admin = await joinByInvitation(h, owner.token, 'Adam Admin');
  const member = await joinByInvitation(h, owner.token, 'Mia Member');
  const named = await call(h.app, 'PUT', `/api/v1/company/members/${admin.code}/role`, {
    token: owner.token,
    body: { companyRole: 'admin' },
  });
  if (named.statusCode !== 200) throw new Error(`naming the admin failed: ${named.raw}`);
  return { owner, admin, member };
}
