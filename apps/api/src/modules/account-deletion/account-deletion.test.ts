import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog, users } from '../../db/schema.js';
import { deletionHelpers } from '../../test/deletion-helpers.js';
import { userIdByEmail } from '../../test/growth-helpers.js';
import { buildUser, call, startTestApp, TEST_PASSWORD, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';
import { logInStaff } from '../../test/staff-login.js';
import { turnOnTwoFactor } from '../../test/two-factor-helpers.js';
import { createStaffAccount } from '../staff/index.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp({ accountErasureIntervalMs: 0, reviewRevealCheckMs: 0, chatNotifyIntervalMs: 0 });
});
afterAll(() => h.close());
const helpers = () => deletionHelpers(h);
const deletion: ReturnType<typeof deletionHelpers>['deletion'] = (...args) => helpers().deletion(...args);
const logIn: ReturnType<typeof deletionHelpers>['logIn'] = (...args) => helpers().logIn(...args);
const mailsTo: ReturnType<typeof deletionHelpers>['mailsTo'] = (...args) => helpers().mailsTo(...args);
const makeDue: ReturnType<typeof deletionHelpers>['makeDue'] = (...args) => helpers().makeDue(...args);
const erase: ReturnType<typeof deletionHelpers>['erase'] = () => helpers().erase();

describe('asking for deletion, cancelling, signing in', () => {
  it('needs the right password; answers the due date 14 days on and mails it; GET shows it; DELETE cancels', async () => {
    const person = await buildUser(h.app, { role: 'freelancer' });
    const before = await deletion('GET', person.token);
    expect(before.body.result).toEqual({
      pending: null,
      needsPassword: true,
      needsCode: false,
      blockedBy: null,
    });
    const wrong = await deletion('POST', person.token, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toMatchObject({
      message: 'CURRENT_PASSWORD_WRONG',
      error: { en: expect.stringMatching(/password/) },
    });
    const asked = await deletion('POST', person.token, { password: TEST_PASSWORD });
    expect(asked.statusCode).toBe(200);
    const { requestedAt, dueAt } = asked.body.result;
    const days = (Date.parse(dueAt) - Date.parse(requestedAt)) / 86_400_000;
    expect(days).toBe(14);
    expect((await mailsTo(person.email, 'account-deletion-requested')).length).toBe(1);
    expect((await deletion('GET', person.token)).body.result.pending).toEqual({ requestedAt, dueAt });
    const twice = await deletion('POST', person.token, { password: TEST_PASSWORD });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe('DELETION_ALREADY_PENDING');
    expect((await deletion('DELETE', person.token)).body.result).toEqual({ cancelled: true });
    expect((await deletion('GET', person.token)).body.result.pending).toBeNull();
    expect((await deletion('DELETE', person.token)).statusCode).toBe(404);
    expect((await mailsTo(person.email, 'account-deletion-cancelled')).length).toBe(1);
  });

  it('a pending deletion hides the public profile at once from everyone but the owner; cancelling shows it again', async () => {
    const person = await buildVerifiedUser(h, 'freelancer', 'Pending Person');
    await h.database.db.update(users).set({ profileVisibility: 'public' }).where(eq(users.code, person.code));
    const employer = await buildVerifiedUser(h, 'employer', 'Looking Employer');
    const profile = (token?: string) =>
      call(h.app, 'GET', `/api/v1/user/public-profile/${person.code}`, token ? { token } : {});
    const reviews = (token?: string) =>
      call(h.app, 'GET', `/api/v1/user/public-profile/${person.code}/reviews`, token ? { token } : {});
    expect((await profile()).statusCode).toBe(200);
    expect((await deletion('POST', person.token, { password: TEST_PASSWORD })).statusCode).toBe(200);
    const unknown = await call(h.app, 'GET', '/api/v1/user/public-profile/NOBODY00', {});
    for (const token of [undefined, employer.token]) {
      const hidden = await profile(token);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body.error).toEqual(unknown.body.error);
      expect((await reviews(token)).statusCode).toBe(404);
      // People resolved by code (chat, invitations, lists) go through the same rule (decision 116).
      const direct = await call(h.app, 'POST', '/api/v1/chat/conversations/direct', {
        token: employer.token,
        body: { userCode: person.code },
      });
      expect(direct.statusCode).toBe(404);
    }
    expect((await profile(person.token)).statusCode).toBe(200);
    expect((await deletion('DELETE', person.token)).statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(200);
    expect((await profile(employer.token)).statusCode).toBe(200);
  });

  it('signing in during the cooling-off cancels it and mails that it did', async () => {
    const person = await buildUser(h.app, { role: 'freelancer' });
    expect((await deletion('POST', person.token, { password: TEST_PASSWORD })).statusCode).toBe(200);
    const signedIn = await logIn(person.email);
    expect(signedIn.statusCode).toBe(200);
    expect((await deletion('GET', signedIn.body.result.token)).body.result.pending).toBeNull();
    const [cancelled] = await mailsTo(person.email, 'account-deletion-cancelled');
    expect(cancelled?.textBody).toMatch(/You signed in/);
    // Nothing is erased for a cancelled request, even past its date.
    const userId = await userIdByEmail(h, person.email);
    await makeDue(userId);
    await erase();
    const [row] = await h.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.erasedAt).toBeNull();
    expect(row?.email).toBe(person.email);
  });

  it('with two-factor on, a current code is needed too; a wrong one is refused', async () => {
    const person = await buildUser(h.app, { role: 'freelancer' });
    const { recoveryCodes } = await turnOnTwoFactor(h.app, person.token);
    expect((await deletion('GET', person.token)).body.result).toMatchObject({ needsCode: true });
    const missing = await deletion('POST', person.token, { password: TEST_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toBe('TWO_FACTOR_CODE_INVALID');
    const wrong = await deletion('POST', person.token, { password: TEST_PASSWORD, code: '000000' });
    expect(wrong.body.message).toBe('TWO_FACTOR_CODE_INVALID');
    const right = await deletion('POST', person.token, { password: TEST_PASSWORD, code: recoveryCodes[0] });
    expect(right.statusCode).toBe(200);
  });

  it('an account without a password and without two-factor is told to set a password first', async () => {
    const person = await buildUser(h.app, { role: 'freelancer' });
    await h.database.db.update(users).set({ passwordHash: null }).where(eq(users.email, person.email));
    const answer = await deletion('POST', person.token, {});
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('NO_PASSWORD_SET');
  });

  it('the owner of a company with open listings or other members gets 409 until it is handed over or closed', async () => {
    const owner = await buildVerifiedUser(h, 'employer');
    expect((await deletion('GET', owner.token)).body.result.blockedBy).toBeNull();
    await postOpportunity(h, owner.token);
    expect((await deletion('GET', owner.token)).body.result.blockedBy).toBe('company-owner');
    const refused = await deletion('POST', owner.token, { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'DELETION_COMPANY_OWNER',
      error: { en: expect.stringMatching(/hand the company over or close it first/) },
    });
  });

  it('wrong passwords are rate-limited per account', async () => {
    const person = await buildUser(h.app, { role: 'freelancer' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await deletion('POST', person.token, { password: 'nope' })).statusCode);
    expect(statuses).toContain(429);
  });
});

describe('staff: pending deletions', () => {
  it('admins see full emails, support masked ones, talent managers get 403; each read is audit-logged', async () => {
    const person = await buildUser(h.app, { role: 'freelancer', fullname: 'Pending Pat' });
    expect((await deletion('POST', person.token, { password: TEST_PASSWORD })).statusCode).toBe(200);
    const tokens: Record<string, string> = {};
    for (const role of ['admin', 'support', 'talent-manager'] as const) {
      const email = `deletion-${role}@staff.test`;
      await createStaffAccount(
        h.database.db,
        { email, fullname: `The ${role}`, roles: [role] },
        'staff password 123',
      );
      tokens[role] = await logInStaff(h.app, email, 'staff password 123');
    }
    const audited = async () =>
      (
        await h.database.db
          .select()
          .from(staffAuditLog)
          .where(eq(staffAuditLog.action, 'pending-deletions.list'))
      ).length;
    const before = await audited();
    const list = (token?: string) =>
      call(h.app, 'GET', '/api/staff/v1/pending-deletions', token ? { token } : {});
    const admin = await list(tokens.admin);
    expect(admin.statusCode).toBe(200);
    const row = admin.body.result.items.find((item: { email: string }) => item.email === person.email);
    expect(row).toMatchObject({ fullname: 'Pending Pat', dueAt: expect.any(String) });
    const support = await list(tokens.support);
    expect(support.statusCode).toBe(200);
    const emails = support.body.result.items.map((item: { email: string }) => item.email);
    expect(emails).not.toContain(person.email);
    expect(emails).toContain(`${person.email.charAt(0)}•••@example.test`);
    expect((await list(tokens['talent-manager'])).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
    expect((await list(person.token)).statusCode).toBe(401);
    expect(await audited()).toBe(before + 2);
  });
});
