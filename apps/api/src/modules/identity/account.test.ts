import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../db/schema.js';
import { hashToken } from '../../lib/tokens.js';
import { createSmtpTransport } from '../../platform/mail/transports.js';
import {
  buildUser,
  call,
  startTestApp,
  TEST_PASSWORD,
  type TestHarness,
  uniqueEmail,
} from '../../test/harness.js';
import { linkParam, mailCode, type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.js';

let harness: TestHarness;
let smtp: SmtpPeer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  harness = await startTestApp({
    publicUrl: 'http://app.test',
    mailTransport: createSmtpTransport(smtp.url, 'Talentport <no-reply@talentport.test>'),
    mailPollMs: 50,
    rateLimitRules: { verifyMailPerAccount: { limit: 3, windowMs: 60_000 } },
  });
});

afterAll(async () => {
  await harness.close();
  await smtp.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options = {}) =>
  call(harness.app, method, `/api${url}`, options);

async function register(fullname = 'Mia Verify') {
  const email = uniqueEmail('verify');
  const response = await api('POST', '/v1/user/register', {
    body: { fullname, email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return { email, token: response.body.result.token as string };
}

async function isVerified(token: string) {
  return (await api('POST', '/v1/user/me', { token })).body.result.emailVerify as boolean;
}

describe('email verification', () => {
  it('mails a link and a 6-digit code after sign-up; the link describes the account and verifies it once', async () => {
    const { email, token } = await register('Mia Verify');
    const mail = await smtp.mailTo(email, 'Verify your email');
    expect(mail.text).toMatch(/Your code: \d{6}/);
    expect(mail.html).toContain('#1bd2a4');
    const link = mail.links.find((href) => href.includes('/verify-email?token='));
    expect(link).toMatch(/^http:\/\/app\.test\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    const linkToken = linkParam(mail);
    expect(await isVerified(token)).toBe(false);

    const info = await api('GET', `/v1/user/token/${linkToken}`);
    expect(info.statusCode).toBe(200);
    expect(info.body.result).toMatchObject({
      purpose: 'email-verify',
      email,
      fullName: 'Mia Verify',
      role: null,
    });

    const verified = await api('POST', '/v1/user/email-verify', { body: { token: linkToken } });
    expect(verified.body).toEqual({ status: 200, message: 'ok', result: { email, emailVerify: true } });
    expect(await isVerified(token)).toBe(true);

    const again = await api('POST', '/v1/user/email-verify', { body: { token: linkToken } });
    expect(again.statusCode).toBe(400);
    expect(again.body.message).toBe('LINK_INVALID');
    expect((await api('GET', `/v1/user/token/${linkToken}`)).body.message).toBe('LINK_INVALID');
  });

  it('verifies with the code for the logged-in account, counting wrong codes', async () => {
    const { email, token } = await register();
    const code = mailCode(await smtp.mailTo(email, 'Verify'));
    const wrong = code === '000000' ? '111111' : '000000';

    const guest = await api('POST', '/v1/user/email-verify', { body: { code } });
    expect(guest.statusCode).toBe(401);

    const first = await api('POST', '/v1/user/email-verify', { token, body: { code: wrong } });
    expect(first.statusCode).toBe(400);
    expect(first.body).toMatchObject({
      message: 'CODE_INVALID',
      error: { en: 'That code is not correct. 4 attempts left.' },
    });

    const right = await api('POST', '/v1/user/email-verify', { token, body: { code } });
    expect(right.statusCode).toBe(200);
    expect(await isVerified(token)).toBe(true);
  });

  it('ends a code after five wrong tries; a resent code works and the earlier link no longer does', async () => {
    const { email, token } = await register();
    const firstMail = await smtp.mailTo(email, 'Verify');
    const code = mailCode(firstMail);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await api('POST', '/v1/user/email-verify', { token, body: { code: wrong } });
      expect(response.body.message).toBe('CODE_INVALID');
    }
    const locked = await api('POST', '/v1/user/email-verify', { token, body: { code } });
    expect(locked.statusCode).toBe(400);
    expect(locked.body.message).toBe('CODE_EXPIRED');

    const resent = await api('POST', '/v1/user/get-email-verify-link', { token, body: {} });
    expect(resent.body).toEqual({ status: 200, message: 'ok', result: { sent: true } });
    const secondMail = await smtp.waitForMail((mail) => mail.to.includes(email) && mail !== firstMail);
    const oldLink = await api('POST', '/v1/user/email-verify', { body: { token: linkParam(firstMail) } });
    expect(oldLink.body.message).toBe('LINK_INVALID');
    const ok = await api('POST', '/v1/user/email-verify', { token, body: { code: mailCode(secondMail) } });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an expired code and an expired link', async () => {
    const { email, token } = await register();
    const mail = await smtp.mailTo(email, 'Verify');
    const [user] = await harness.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('user missing');
    const past = new Date(Date.now() - 1000);
    await harness.database.db.update(users).set({ verifyExpiredAt: past }).where(eq(users.id, user.id));
    await harness.database.db
      .update(accountTokens)
      .set({ expiresAt: past })
      .where(eq(accountTokens.tokenHash, hashToken(linkParam(mail))));

    const byCode = await api('POST', '/v1/user/email-verify', { token, body: { code: mailCode(mail) } });
    expect(byCode.body.message).toBe('CODE_EXPIRED');
    const byLink = await api('POST', '/v1/user/email-verify', { body: { token: linkParam(mail) } });
    expect(byLink.statusCode).toBe(400);
    expect(byLink.body).toMatchObject({
      message: 'LINK_EXPIRED',
      error: { en: 'This link has expired. Please ask for a new one.' },
    });
    expect(await isVerified(token)).toBe(false);
  });

  it('rate-limits resending, and answers guests the same for known, unknown and verified addresses', async () => {
    const { email, token } = await register();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await api('POST', '/v1/user/get-email-verify-link', { token, body: {} })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const before = smtp.received.filter((mail) => mail.to.includes(email)).length;
    const known = await api('POST', '/v1/user/get-email-verify-link', { body: { email } });
    const unknown = await api('POST', '/v1/user/get-email-verify-link', {
      body: { email: 'nobody@example.test' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await smtp.waitForMail(() => smtp.received.filter((mail) => mail.to.includes(email)).length > before);
    const guestWithoutEmail = await api('POST', '/v1/user/get-email-verify-link', { body: {} });
    expect(guestWithoutEmail.statusCode).toBe(400);
  });

  it('refuses malformed tokens and codes with a sentence naming the field', async () => {
    const badToken = await api('GET', '/v1/user/token/not*a*token');
    expect(badToken.statusCode).toBe(400);
    const both = await api('POST', '/v1/user/email-verify', { body: {} });
    expect(both.statusCode).toBe(400);
    expect(both.body.error.en).toContain('token');
    const shortCode = await api('POST', '/v1/user/email-verify', { body: { code: '12' } });
    expect(shortCode.body.error.en).toContain('6-digit');
    const unknown = await api('GET', `/v1/user/token/${'a'.repeat(43)}`);
    expect(unknown.body.message).toBe('LINK_INVALID');
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses, in about the same time', async () => {
    const user = await buildUser(harness.app);
    const timings = { known: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let round = 0; round < 3; round++) {
      for (const [kind, email] of [
        ['known', user.email],
        ['unknown', uniqueEmail('ghost')],
      ] as const) {
        const started = performance.now();
        const response = await api('POST', '/v1/user/password/get-link', { body: { email } });
        timings[kind].push(performance.now() - started);
        expect(response.statusCode).toBe(200);
        bodies.add(response.raw);
      }
    }
    expect([...bodies]).toEqual([JSON.stringify({ status: 200, message: 'ok', result: { sent: true } })]);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    expect(Math.min(...timings.known, ...timings.unknown)).toBeGreaterThanOrEqual(290);
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(100);
    await smtp.mailTo(user.email, 'Reset your Talentport password');
    expect(smtp.received.some((mail) => mail.to.includes('ghost'))).toBe(false);
  });

  it('sets the new password once, ends every session, and mails a notice', async () => {
    const user = await buildUser(harness.app, { role: 'freelancer' });
    const second = await api('POST', '/v1/user/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    await api('POST', '/v1/user/password/get-link', { body: { email: user.email } });
    const mail = await smtp.mailTo(user.email, 'Reset your Talentport password');
    const resetToken = linkParam(mail);
    expect(mail.links[0]).toMatch(/^http:\/\/app\.test\/reset-password\?token=/);

    const common = await api('POST', `/v1/user/new-password-with-link?token=${resetToken}`, {
      body: { password: 'password123' },
    });
    expect(common.body.message).toBe('PASSWORD_TOO_COMMON');

    const newPassword = 'a brand new secret phrase';
    const reset = await api('POST', `/v1/user/new-password-with-link?token=${resetToken}`, {
      body: { password: newPassword },
    });
    expect(reset.body).toEqual({ status: 200, message: 'ok', result: { changed: true } });

    for (const token of [user.token, second.body.result.token]) {
      expect((await api('POST', '/v1/user/me', { token })).statusCode).toBe(401);
    }
    const oldLogin = await api('POST', '/v1/user/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await api('POST', '/v1/user/login', {
      body: { email: user.email, password: newPassword },
    });
    expect(newLogin.statusCode).toBe(200);
    await smtp.mailTo(user.email, 'password was changed');

    const reused = await api('POST', `/v1/user/new-password-with-link?token=${resetToken}`, {
      body: { password: 'yet another secret phrase' },
    });
    expect(reused.body.message).toBe('LINK_INVALID');
  });

  it('refuses an expired link and a missing token', async () => {
    const user = await buildUser(harness.app);
    await api('POST', '/v1/user/password/get-link', { body: { email: user.email } });
    const resetToken = linkParam(await smtp.mailTo(user.email, 'Reset'));
    await harness.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.tokenHash, hashToken(resetToken)));
    const expired = await api('POST', `/v1/user/new-password-with-link?token=${resetToken}`, {
      body: { password: 'a brand new secret phrase' },
    });
    expect(expired.body.message).toBe('LINK_EXPIRED');
    const missing = await api('POST', '/v1/user/new-password-with-link', {
      body: { password: 'whatever it is' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.error.en).toContain('token');
  });
});

describe('change password', () => {
  it('needs the current password, keeps this session, ends the others, and refuses the previous one', async () => {
    const user = await buildUser(harness.app, { role: 'employer' });
    const other = (
      await api('POST', '/v1/user/login', { body: { email: user.email, password: TEST_PASSWORD } })
    ).body.result.token;

    const wrong = await api('POST', '/v1/user/change-password', {
      token: user.token,
      body: { currentPassword: 'not my password', newPassword: 'fresh secret phrase' },
    });
    expect(wrong.body).toMatchObject({ status: 400, message: 'CURRENT_PASSWORD_WRONG' });

    const same = await api('POST', '/v1/user/change-password', {
      token: user.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    });
    expect(same.body.message).toBe('PASSWORD_REUSED');

    const changed = await api('POST', '/v1/user/change-password', {
      token: user.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'fresh secret phrase' },
    });
    expect(changed.body).toEqual({ status: 200, message: 'ok', result: { changed: true } });
    expect((await api('POST', '/v1/user/me', { token: user.token })).statusCode).toBe(200);
    expect((await api('POST', '/v1/user/me', { token: other })).statusCode).toBe(401);
    await smtp.mailTo(user.email, 'password was changed');

    const back = await api('POST', '/v1/user/change-password', {
      token: user.token,
      body: { currentPassword: 'fresh secret phrase', newPassword: TEST_PASSWORD },
    });
    expect(back.body.message).toBe('PASSWORD_REUSED');
    const [row] = await harness.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.passwordPrevious).toMatch(/^\$argon2id\$/);
  });

  it('answers 401 without a session and limits wrong current passwords', async () => {
    const anonymous = await api('POST', '/v1/user/change-password', {
      body: { currentPassword: 'x', newPassword: 'fresh secret phrase' },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await buildUser(harness.app);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await api('POST', '/v1/user/change-password', {
        token: user.token,
        body: { currentPassword: `wrong ${attempt}`, newPassword: 'fresh secret phrase' },
      });
      codes.push(response.body.message);
    }
    expect(codes.slice(0, 10).every((code) => code === 'CURRENT_PASSWORD_WRONG')).toBe(true);
    expect(codes[10]).toBe('RATE_LIMITED');
  });
});

describe('change email', () => {
  it('switches to the new address only when its link is opened, telling the old address', async () => {
    const user = await buildUser(harness.app, { role: 'freelancer' });
    const newEmail = uniqueEmail('moved');

    const wrongPassword = await api('PUT', '/v1/user/changeEmail', {
      token: user.token,
      body: { newEmail, password: 'nope nope nope' },
    });
    expect(wrongPassword.body.message).toBe('CURRENT_PASSWORD_WRONG');
    const unchanged = await api('PUT', '/v1/user/changeEmail', {
      token: user.token,
      body: { newEmail: user.email, password: TEST_PASSWORD },
    });
    expect(unchanged.body.message).toBe('EMAIL_UNCHANGED');
    const taken = await buildUser(harness.app);
    const takenResponse = await api('PUT', '/v1/user/changeEmail', {
      token: user.token,
      body: { newEmail: taken.email, password: TEST_PASSWORD },
    });
    // Decision 116: an address in use is answered like any other; its owner is told instead.
    expect(takenResponse.body).toEqual({ status: 200, message: 'ok', result: { pendingEmail: taken.email } });
    const offered = await smtp.mailTo(taken.email, 'offered for another account');
    expect(offered.links.some((link) => link.includes('token='))).toBe(false);

    const requested = await api('PUT', '/v1/user/changeEmail', {
      token: user.token,
      body: { newEmail: newEmail.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(requested.body).toEqual({ status: 200, message: 'ok', result: { pendingEmail: newEmail } });
    await smtp.mailTo(user.email, 'A change of email was requested');
    const confirm = await smtp.mailTo(newEmail, 'Confirm your new email');
    expect((await api('POST', '/v1/user/me', { token: user.token })).body.result.email).toBe(user.email);

    const info = await api('GET', `/v1/user/token/${linkParam(confirm)}`);
    expect(info.body.result).toMatchObject({ purpose: 'email-change', email: newEmail, role: 'freelancer' });
    const done = await api('POST', '/v1/user/email-verify', { body: { token: linkParam(confirm) } });
    expect(done.body.result).toEqual({ email: newEmail, emailVerify: true });
    expect((await api('POST', '/v1/user/me', { token: user.token })).body.result.email).toBe(newEmail);
    await smtp.mailTo(user.email, 'email address was changed');
    const login = await api('POST', '/v1/user/login', { body: { email: newEmail, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
  });
});

describe('team invitations', () => {
  it('lets an employer owner invite; the invitee joins the company with its role, verified', async () => {
    const owner = await buildUser(harness.app, {
      role: 'employer',
      isOnboard: true,
      fullname: 'Olivia Owner',
    });
    const me = await api('POST', '/v1/user/me', { token: owner.token });
    expect(me.body.result.isCompanyOwner).toBe(true);
    // Invitations carry the company's words: an unverified owner may not send them (decision 053).
    const unverified = await api('POST', '/v1/company/invite', {
      token: owner.token,
      body: { email: uniqueEmail('early') },
    });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.body.error.en).toMatch(/verify your email address first/);
    await harness.database.db.update(users).set({ emailVerify: true }).where(eq(users.email, owner.email));
    const inviteeEmail = uniqueEmail('teammate');

    const invited = await api('POST', '/v1/company/invite', {
      token: owner.token,
      body: { email: inviteeEmail },
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.body.result).toMatchObject({ email: inviteeEmail, role: 'employer' });
    const list = await api('GET', '/v1/company/invites', { token: owner.token });
    expect(list.body.result.items.map((item: { email: string }) => item.email)).toEqual([inviteeEmail]);

    const mail = await smtp.mailTo(inviteeEmail, 'invited you to join their team');
    // The inviter's words are quoted as theirs, never in the subject.
    expect(mail.subject).toBe('A Talentport user invited you to join their team');
    expect(mail.text).toContain('Invited by:\n> Olivia Owner');
    expect(mail.text).toContain('Company, as its team wrote it:\n> Acme Pte Ltd');
    const invite = linkParam(mail, 'invite');
    expect(mail.links[0]).toMatch(/^http:\/\/app\.test\/signup\?invite=/);
    const info = await api('GET', `/v1/user/token/${invite}`);
    expect(info.body.result).toMatchObject({
      purpose: 'team-invite',
      email: inviteeEmail,
      fullName: 'Olivia Owner',
      role: 'employer',
    });

    const weak = await api('POST', '/v1/user/join', {
      body: { invite, fullname: 'Tom Teammate', password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const joined = await api('POST', '/v1/user/join', {
      body: { invite, fullname: 'Tom Teammate', password: TEST_PASSWORD },
    });
    expect(joined.body.result).toMatchObject({ userRole: 'employer', isOnboard: true });
    const memberMe = await api('POST', '/v1/user/me', { token: joined.body.result.token });
    expect(memberMe.body.result).toMatchObject({
      email: inviteeEmail,
      emailVerify: true,
      isCompanyOwner: false,
    });
    const [ownerRow] = await harness.database.db.select().from(users).where(eq(users.email, owner.email));
    const [memberRow] = await harness.database.db.select().from(users).where(eq(users.email, inviteeEmail));
    expect(memberRow?.companyId).toBe(ownerRow?.companyId);

    const replay = await api('POST', '/v1/user/join', {
      body: { invite, fullname: 'Eve', password: TEST_PASSWORD },
    });
    expect(replay.body.message).toBe('LINK_INVALID');
    const memberInvites = await api('POST', '/v1/company/invite', {
      token: joined.body.result.token,
      body: { email: uniqueEmail('x') },
    });
    expect(memberInvites.statusCode).toBe(403);
    expect((await api('GET', '/v1/company/invites', { token: owner.token })).body.result.items).toEqual([]);
  });

  it('refuses freelancers and withdrawn invitations; answers an existing account like a new address', async () => {
    const freelancer = await buildUser(harness.app, { role: 'freelancer' });
    const refused = await api('POST', '/v1/company/invite', {
      token: freelancer.token,
      body: { email: uniqueEmail() },
    });
    expect(refused.statusCode).toBe(403);

    const owner = await buildUser(harness.app, { role: 'agency' });
    await harness.database.db.update(users).set({ emailVerify: true }).where(eq(users.email, owner.email));
    const existing = await api('POST', '/v1/company/invite', {
      token: owner.token,
      body: { email: freelancer.email },
    });
    // Decision 116: the inviter cannot tell; the address's owner is told by mail, with no join link.
    expect(existing.statusCode).toBe(200);
    expect(existing.body.result.email).toBe(freelancer.email);
    const notice = await smtp.mailTo(freelancer.email, 'invited you');
    expect(notice.text).toContain('already has a Talentport account');
    expect(notice.text).not.toContain('invite=');

    const inviteeEmail = uniqueEmail('withdrawn');
    const invited = await api('POST', '/v1/company/invite', {
      token: owner.token,
      body: { email: inviteeEmail },
    });
    const invite = linkParam(await smtp.mailTo(inviteeEmail, 'invited you'), 'invite');
    const otherOwner = await buildUser(harness.app, { role: 'agency' });
    const foreign = await api('DELETE', `/v1/company/invites/${invited.body.result._id}`, {
      token: otherOwner.token,
    });
    expect(foreign.statusCode).toBe(404);
    const withdrawn = await api('DELETE', `/v1/company/invites/${invited.body.result._id}`, {
      token: owner.token,
    });
    expect(withdrawn.body.result).toEqual({ revoked: true });
    const join = await api('POST', '/v1/user/join', {
      body: { invite, fullname: 'Late', password: TEST_PASSWORD },
    });
    expect(join.body.message).toBe('LINK_INVALID');
    const notOnboarded = await api('POST', '/v1/company/invite', {
      token: owner.token,
      body: { email: uniqueEmail() },
    });
    const second = linkParam(await smtp.mailTo(notOnboarded.body.result.email, 'invited you'), 'invite');
    const member = await api('POST', '/v1/user/join', {
      body: { invite: second, fullname: 'New', password: TEST_PASSWORD },
    });
    expect(member.body.result).toMatchObject({ userRole: 'agency', isOnboard: false });
  });
});
