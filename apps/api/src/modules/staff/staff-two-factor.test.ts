import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { DEFAULT_RATE_LIMIT_RULES, type RateLimitRules } from '../../lib/rate-limit-rules.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { createStaffAccount } from './service.js';

/** Two-factor sign-in is required for staff (decision 104): set up on first sign-in, asked every time after. */
const PASSWORD = 'staff two factor passphrase';
const unlimited = { limit: 1_000_000, windowMs: 60_000 };
const rules = {
  ...Object.fromEntries(Object.keys(DEFAULT_RATE_LIMIT_RULES).map((name) => [name, unlimited])),
  twoFactorFailuresPerAccount: { limit: 3, windowMs: 60_000 },
} as RateLimitRules;

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp({ rateLimitRules: rules });
  for (const email of ['first@staff.test', 'burst2fa@staff.test']) {
    await createStaffAccount(h.database.db, { email, fullname: 'Sam Staff', roles: ['support'] }, PASSWORD);
  }
});
afterAll(() => h.close());

const post = (url: string, body: unknown) => call(h.app, 'POST', `/api/staff/v1${url}`, { body });
const now = () => Math.floor(Date.now() / 1000);

async function setUp(email: string) {
  const first = await post('/login', { email, password: PASSWORD });
  expect(first.body.result.step).toBe('setup');
  const { pendingToken } = first.body.result;
  const setup = await post('/login/two-factor/setup', { pendingToken });
  expect(setup.body.result.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  const code = await generate({ secret: setup.body.result.secret, epoch: now() });
  const done = await post('/login/two-factor/confirm', { pendingToken, code });
  expect(done.statusCode).toBe(200);
  return { secret: setup.body.result.secret as string, ...done.body.result };
}

describe('staff two-factor sign-in', () => {
  it('is set up on the first sign-in before any session exists, then asked on every log-in', async () => {
    // The setup pending token opens nothing but the set-up: no staff call, no code step.
    const first = await post('/login', { email: 'first@staff.test', password: PASSWORD });
    expect(first.body.result).toEqual({ step: 'setup', pendingToken: expect.any(String) });
    const asSession = await call(h.app, 'GET', '/api/staff/v1/me', { token: first.body.result.pendingToken });
    expect(asSession.statusCode).toBe(401);
    const asCode = await post('/login/two-factor', {
      pendingToken: first.body.result.pendingToken,
      code: '123456',
    });
    expect(asCode.statusCode).toBe(401);
    // A wrong password never reaches the set-up.
    const wrong = await post('/login', { email: 'first@staff.test', password: 'wrong passphrase 2026' });
    expect(wrong.body.result.step).toBe('code');
    const wrongSetup = await post('/login/two-factor/setup', {
      pendingToken: wrong.body.result.pendingToken,
    });
    expect(wrongSetup.statusCode).toBe(401);

    const { secret, token, recoveryCodes, staff } = await setUp('first@staff.test');
    expect(recoveryCodes).toHaveLength(10);
    expect(staff.email).toBe('first@staff.test');
    expect((await call(h.app, 'GET', '/api/staff/v1/me', { token })).statusCode).toBe(200);
    const [mail] = await h.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'first@staff.test'));
    expect(mail?.template).toBe('two-factor-enabled');

    const again = await post('/login', { email: 'first@staff.test', password: PASSWORD });
    expect(again.body.result.step).toBe('code');
    const code = await generate({ secret, epoch: now() + 30 });
    const second = await post('/login/two-factor', { pendingToken: again.body.result.pendingToken, code });
    expect(second.statusCode).toBe(200);
    expect(
      (await call(h.app, 'GET', '/api/staff/v1/me', { token: second.body.result.token })).statusCode,
    ).toBe(200);
    // A recovery code works once.
    const viaRecovery = await post('/login', { email: 'first@staff.test', password: PASSWORD });
    const recovered = await post('/login/two-factor', {
      pendingToken: viaRecovery.body.result.pendingToken,
      code: recoveryCodes[0],
    });
    expect(recovered.statusCode).toBe(200);
    const reused = await post('/login', { email: 'first@staff.test', password: PASSWORD });
    expect(
      (
        await post('/login/two-factor', {
          pendingToken: reused.body.result.pendingToken,
          code: recoveryCodes[0],
        })
      ).statusCode,
    ).toBe(401);
  });

  it('limits wrong codes per staff account under parallel requests', async () => {
    await setUp('burst2fa@staff.test');
    const pending = await Promise.all(
      [1, 2].map(async () => {
        const first = await post('/login', { email: 'burst2fa@staff.test', password: PASSWORD });
        return first.body.result.pendingToken as string;
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post('/login/two-factor', { pendingToken: pending[index % 2], code: '000000' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(401), ...Array(7).fill(429)]);
  });
});
