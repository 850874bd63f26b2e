import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, twoFactorRecoveryCodes, twoFactorSecrets, users } from '../../db/schema.js';
import { buildUser, call, startTestApp, type TestHarness, withoutRequestId } from '../../test/harness.js';
import { totpCode, turnOnTwoFactor } from '../../test/two-factor-helpers.js';
import { createPendingLogin, redeemPendingLogin } from './pending-logins.js';
import { confirmTwoFactorSetup, consumeSecondFactor, startTwoFactorSetup } from './service.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

const api = (method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown } = {}) =>
  call(h.app, method, `/api${url}`, options);
const mailsTo = async (email: string, template: string) =>
  h.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template)));
const userId = async (email: string) =>
  (await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';
const login = (email: string, password: string) =>
  api('POST', '/v1/user/login', { body: { email, password } });
const secondStep = (pendingToken: string, code: string) =>
  api('POST', '/v1/user/login/two-factor', { body: { pendingToken, code } });

describe('setting two-factor sign-in up', () => {
  it('shows a secret and a local QR code, turns on only with a right first code, and answers ten recovery codes once', async () => {
    const person = await buildUser(h.app);
    expect((await api('GET', '/v1/user/two-factor', { token: person.token })).body.result).toEqual({
      isEnabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const setup = await api('POST', '/v1/user/two-factor/setup', { token: person.token });
    expect(setup.body.result.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.body.result.otpauthUrl).toContain(`secret=${setup.body.result.secret}`);

    const wrong = await api('POST', '/v1/user/two-factor/confirm', {
      token: person.token,
      body: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await api('GET', '/v1/user/two-factor', { token: person.token })).body.result.isEnabled).toBe(
      false,
    );

    const code = await totpCode(setup.body.result.secret);
    const confirmed = await api('POST', '/v1/user/two-factor/confirm', {
      token: person.token,
      body: { code },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.body.result.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const recovery of codes) expect(recovery).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    const status = await api('GET', '/v1/user/two-factor', { token: person.token });
    expect(status.body.result).toMatchObject({ isEnabled: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status.body)).not.toContain(setup.body.result.secret);
    const again = await api('POST', '/v1/user/two-factor/setup', { token: person.token });
    expect(again.statusCode).toBe(409);
    expect(JSON.stringify(again.body)).not.toContain(setup.body.result.secret);

    // Only hashes are kept; the change is mailed.
    const stored = await h.database.db.select().from(twoFactorRecoveryCodes);
    const storedText = JSON.stringify(stored);
    for (const recovery of codes) {
      expect(storedText).not.toContain(recovery);
      expect(storedText).not.toContain(recovery.replace('-', ''));
    }
    expect(await mailsTo(person.email, 'two-factor-enabled')).toHaveLength(1);
  });
});

describe('logging in with two-factor on', () => {
  it('answers a wrong password as it answers an unknown address, then opens a session for a right code only', async () => {
    const person = await buildUser(h.app);
    const { secret } = await turnOnTwoFactor(h.app, person.token);

    const right = await login(person.email, person.password);
    expect(right.statusCode).toBe(200);
    expect(Object.keys(right.body.result).sort()).toEqual(['pendingToken', 'twoFactorRequired']);
    expect(right.body.result.token).toBeUndefined();
    // Decision 116: a wrong password never reaches a second step, so the answer cannot tell that the
    // address has an account with two-factor on.
    const wrongPassword = await login(person.email, 'not the password at all');
    const unknown = await login('nobody-here@example.test', 'not the password at all');
    expect(wrongPassword.statusCode).toBe(401);
    expect(withoutRequestId(wrongPassword.body)).toEqual(withoutRequestId(unknown.body));
    const nextCode = await totpCode(secret, 1);
    const wrongCode = await secondStep(right.body.result.pendingToken, '000000');
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.body.message).toBe('TWO_FACTOR_LOGIN_FAILED');

    const done = await secondStep(right.body.result.pendingToken, nextCode);
    expect(done.statusCode).toBe(200);
    expect((await api('POST', '/v1/user/me', { token: done.body.result.token })).body.result.email).toBe(
      person.email,
    );
    // The pending log-in and the code are spent.
    expect((await secondStep(right.body.result.pendingToken, nextCode)).statusCode).toBe(401);
    const another = await login(person.email, person.password);
    expect((await secondStep(another.body.result.pendingToken, nextCode)).statusCode).toBe(401);
  });

  it('accepts each recovery code once, even from parallel requests, and mails its use', async () => {
    const person = await buildUser(h.app);
    const { recoveryCodes } = await turnOnTwoFactor(h.app, person.token);
    const pending = await Promise.all([1, 2, 3, 4].map(() => login(person.email, person.password)));
    const code = (recoveryCodes[0] ?? '').toLowerCase().replace('-', ' ');
    const answers = await Promise.all(
      pending.map((first) => secondStep(first.body.result.pendingToken, code)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401, 401]);
    expect(
      (await api('GET', '/v1/user/two-factor', { token: person.token })).body.result.recoveryCodesLeft,
    ).toBe(9);
    expect(await mailsTo(person.email, 'two-factor-recovery-code-used')).toHaveLength(1);
  });

  it('spends a pending log-in after five wrong codes', async () => {
    const person = await buildUser(h.app);
    const { secret } = await turnOnTwoFactor(h.app, person.token);
    const first = await login(person.email, person.password);
    for (let i = 0; i < 5; i++) await secondStep(first.body.result.pendingToken, '000000');
    expect((await secondStep(first.body.result.pendingToken, await totpCode(secret, 1))).statusCode).toBe(
      401,
    );
  });
});

describe('a TOTP code, with the clock under the test’s control', () => {
  it('opens one session however many pending log-ins race with it, and never again in its step', async () => {
    const person = await buildUser(h.app);
    const owner = { kind: 'user' as const, id: await userId(person.email) };
    const T = new Date(1_900_000_020_000);
    const setup = await startTwoFactorSetup(h.database.db, owner);
    await confirmTwoFactorSetup({
      db: h.database.db,
      owner,
      code: await generate({ secret: setup.secret, epoch: T.getTime() / 1000 }),
      now: T,
    });
    const later = new Date(T.getTime() + 90_000);
    const code = await generate({ secret: setup.secret, epoch: later.getTime() / 1000 });
    const tokens = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        createPendingLogin({ db: h.database.db, owner, purpose: 'code', isPasswordOk: true, now: later }),
      ),
    );
    const outcomes = await Promise.allSettled(
      tokens.map((pendingToken) =>
        redeemPendingLogin({ db: h.database.db, kind: 'user', pendingToken, code, now: later }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    // The same code is refused for the rest of its step and the next; an older step's code too.
    const in20s = new Date(later.getTime() + 20_000);
    expect(await consumeSecondFactor({ db: h.database.db, owner, code, now: in20s })).toBeNull();
    const older = await generate({ secret: setup.secret, epoch: later.getTime() / 1000 - 30 });
    expect(await consumeSecondFactor({ db: h.database.db, owner, code: older, now: later })).toBeNull();
    const next = await generate({ secret: setup.secret, epoch: in20s.getTime() / 1000 + 30 });
    expect(await consumeSecondFactor({ db: h.database.db, owner, code: next, now: in20s })).toBe('totp');
    // A user's pending log-in never opens a staff session.
    const pendingToken = await createPendingLogin({
      db: h.database.db,
      owner,
      purpose: 'code',
      isPasswordOk: true,
    });
    const staffAttempt = redeemPendingLogin({ db: h.database.db, kind: 'staff', pendingToken, code: next });
    await expect(staffAttempt).rejects.toMatchObject({ code: 'TWO_FACTOR_LOGIN_FAILED' });
  });
});

describe('turning two-factor off and replacing recovery codes', () => {
  it('needs the password and a current code to turn off, and mails every change', async () => {
    const person = await buildUser(h.app);
    const { secret, recoveryCodes } = await turnOnTwoFactor(h.app, person.token);
    const disable = (body: unknown) =>
      api('POST', '/v1/user/two-factor/disable', { token: person.token, body });

    const regenerated = await api('POST', '/v1/user/two-factor/recovery-codes', {
      token: person.token,
      body: { code: recoveryCodes[0] },
    });
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.body.result.recoveryCodes).toHaveLength(10);
    expect(await mailsTo(person.email, 'two-factor-recovery-codes-regenerated')).toHaveLength(1);
    // The old codes stop working at once.
    const oldCode = await disable({ password: person.password, code: recoveryCodes[1] });
    expect(oldCode.body.message).toBe('TWO_FACTOR_CODE_INVALID');

    const wrongPassword = await disable({ password: 'not my password', code: await totpCode(secret, 1) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.body.message).toBe('CURRENT_PASSWORD_WRONG');
    expect((await disable({ password: person.password, code: '123123' })).statusCode).toBe(400);

    const off = await disable({ password: person.password, code: await totpCode(secret, 1) });
    expect(off.statusCode).toBe(200);
    expect(off.body.result).toEqual({ isEnabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(await mailsTo(person.email, 'two-factor-disabled')).toHaveLength(1);
    const rows = await h.database.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, await userId(person.email)));
    expect(rows).toHaveLength(0);
    // Password log-in opens a session directly again.
    expect((await login(person.email, person.password)).body.result.token).toEqual(expect.any(String));
    expect((await disable({ password: person.password, code: '123123' })).body.message).toBe(
      'TWO_FACTOR_NOT_ON',
    );
  });
});
