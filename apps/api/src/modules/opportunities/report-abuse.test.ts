import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { buildUser, call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';
import { logInStaff } from '../../test/staff-login.js';
import { createStaffAccount } from '../staff/index.js';

/** Decision 053: who may report, and when reports hide a listing before staff look. */
let h: TestHarness;
let staffToken: string;
beforeAll(async () => {
  h = await startTestApp();
  await createStaffAccount(
    h.database.db,
    { email: 'reports@staff.test', fullname: 'Rory Reviewer', roles: ['support'] },
    'reports staff passphrase',
  );
  staffToken = await logInStaff(h.app, 'reports@staff.test', 'reports staff passphrase');
});
afterAll(() => h.close());

const report = (token: string, id: string) =>
  call(h.app, 'POST', `/api/v1/opportunities/${id}/report`, { token, body: { reason: 'Looks like a scam' } });
const isPublic = async (id: string) =>
  (await call(h.app, 'GET', `/api/v1/opportunities/${id}`)).statusCode === 200;
const queueEntry = async (id: string) =>
  (
    await call(h.app, 'GET', '/api/staff/v1/reported-opportunities', { token: staffToken })
  ).body.result.items.find((item: { _id: string }) => item._id === id);

async function age(emails: string[], days: number) {
  const createdAt = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  await h.database.db.update(users).set({ createdAt }).where(inArray(users.email, emails));
}

describe('reports from throw-away accounts', () => {
  it('refuses unverified and not onboarded accounts; nothing is stored', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const job = await postOpportunity(h, employer.token);
    for (let i = 0; i < 3; i++) {
      const fresh = await buildUser(h.app);
      const res = await report(fresh.token, job._id);
      expect(res.statusCode).toBe(409);
      expect(res.body.message).toBe('EMAIL_NOT_VERIFIED');
    }
    const verifiedNoRole = await buildUser(h.app);
    await h.database.db.update(users).set({ emailVerify: true }).where(eq(users.email, verifiedNoRole.email));
    const notOnboarded = await report(verifiedNoRole.token, job._id);
    expect(notOnboarded.body.message).toBe('PROFILE_NOT_ONBOARDED');
    expect(await isPublic(job._id)).toBe(true);
    expect(await queueEntry(job._id)).toBeUndefined();
  });

  it('sends a listing reported by new accounts to staff review instead of hiding it', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const job = await postOpportunity(h, employer.token);
    for (let i = 0; i < 4; i++) {
      const reporter = await buildVerifiedUser(h, 'freelancer');
      expect((await report(reporter.token, job._id)).statusCode).toBe(200);
      expect((await report(reporter.token, job._id)).body.message).toBe('ALREADY_REPORTED');
    }
    expect(await isPublic(job._id)).toBe(true);
    expect(await queueEntry(job._id)).toMatchObject({ isHidden: false, pendingReports: 4 });
  });

  it('weighs history: an account whose reports staff dismissed does not count', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const decoy = await postOpportunity(h, employer.token, { title: 'A fine listing' });
    const job = await postOpportunity(h, employer.token, { title: 'A questionable listing' });
    const reporters = await Promise.all([1, 2, 3].map(() => buildVerifiedUser(h, 'freelancer')));
    const [serial, second, third] = reporters;
    if (!serial || !second || !third) throw new Error('reporters missing');
    await age(
      reporters.map((r) => r.email),
      30,
    );
    // The serial reporter's earlier report was dismissed by staff.
    expect((await report(serial.token, decoy._id)).statusCode).toBe(200);
    await call(h.app, 'POST', `/api/staff/v1/reported-opportunities/${decoy._id}/review`, {
      token: staffToken,
      body: { decision: 'restore' },
    });
    for (const reporter of reporters) expect((await report(reporter.token, job._id)).statusCode).toBe(200);
    expect(await isPublic(job._id)).toBe(true);
    expect(await queueEntry(job._id)).toMatchObject({ isHidden: false, pendingReports: 3 });

    const fourth = await buildVerifiedUser(h, 'agency');
    await age([fourth.email], 30);
    expect((await report(fourth.token, job._id)).statusCode).toBe(200);
    expect(await isPublic(job._id)).toBe(false);
    expect(await queueEntry(job._id)).toMatchObject({ isHidden: true, pendingReports: 4 });
  });
});
