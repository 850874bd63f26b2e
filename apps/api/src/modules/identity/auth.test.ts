import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import {
  buildUser,
  COMPLETE_PROFILES,
  call,
  startTestApp,
  TEST_PASSWORD,
  type TestHarness,
  uniqueEmail,
  withoutRequestId,
} from '../../test/harness.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp({
    rateLimitRules: {
      loginFailuresPerAccount: { limit: 3, windowMs: 60_000 },
      checkExistedPerIp: { limit: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(() => h.close());

const expectError = (response: { statusCode: number; body: unknown }, status: number, code: string) => {
  expect(response.statusCode).toBe(status);
  expect(response.body).toMatchObject({ status, message: code, error: { en: expect.any(String) } });
  const en = (response.body as { error: { en: string } }).error.en;
  expect(en.length).toBeGreaterThan(5);
};

describe('POST /api/v1/user/register', () => {
  it('creates an account and answers a working token with no role yet', async () => {
    const email = uniqueEmail();
    const res = await call(h.app, 'POST', '/api/v1/user/register', {
      body: { fullname: '  Ana Souza ', email: email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 200,
      message: 'ok',
      result: { token: expect.any(String), userRole: null, isOnboard: false },
    });
    const me = await call(h.app, 'POST', '/api/v1/user/me', { token: res.body.result.token });
    expect(me.body.result).toMatchObject({
      email,
      fullname: 'Ana Souza',
      userRole: null,
      isOnboard: false,
      emailVerify: false,
    });
  });

  it('stores the password as argon2id with the OWASP parameters and the token only as a hash', async () => {
    const { email, token } = await buildUser(h.app);
    const [user] = await h.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const rows = await h.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const { email } = await buildUser(h.app);
    const res = await call(h.app, 'POST', '/api/v1/user/register', {
      body: { fullname: 'Copy', email: email.toUpperCase(), password: TEST_PASSWORD },
    });
    expectError(res, 409, 'EMAIL_TAKEN');
  });

  it.each([
    [{ email: 'a@example.test', password: TEST_PASSWORD }, 'fullname is required'],
    [
      { fullname: 'A', email: 'not-an-email', password: TEST_PASSWORD },
      'email must be a valid email address',
    ],
    [{ fullname: 'A', email: 'a@example.test', password: 'short' }, 'password must be at least 8 characters'],
    [
      { fullname: 'A', email: 'a@example.test', password: 'x'.repeat(129) },
      'password must be at most 128 characters',
    ],
    [{ fullname: 42, email: 'a@example.test', password: TEST_PASSWORD }, 'fullname must be text'],
    [{ fullname: '   ', email: 'a@example.test', password: TEST_PASSWORD }, 'fullname is required'],
  ])('rejects %j with a sentence naming the field', async (body, sentence) => {
    const res = await call(h.app, 'POST', '/api/v1/user/register', { body });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.error.en).toContain(sentence);
  });

  it('accepts 8 and 128 characters, with no composition rules', async () => {
    for (const password of ['zqxjvkwp', 'é'.repeat(128)]) {
      const res = await call(h.app, 'POST', '/api/v1/user/register', {
        body: { fullname: 'Edge', email: uniqueEmail('edge'), password },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('rejects the most common passwords', async () => {
    for (const password of ['password', '12345678', 'Qwertyuiop', 'iloveyou']) {
      const res = await call(h.app, 'POST', '/api/v1/user/register', {
        body: { fullname: 'Common', email: uniqueEmail(), password },
      });
      expectError(res, 400, 'PASSWORD_TOO_COMMON');
    }
  });

  it('answers malformed bodies with a 4xx envelope', async () => {
    const badJson = await h.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullname": ',
    });
    expectError({ statusCode: badJson.statusCode, body: badJson.json() }, 400, 'INVALID_JSON');

    const notObject = await call(h.app, 'POST', '/api/v1/user/register', { body: ['a', 'b'] });
    expectError(notObject, 400, 'VALIDATION_ERROR');
    expect(notObject.body.error.en).toContain('The request body must be a JSON object');

    const empty = await call(h.app, 'POST', '/api/v1/user/register');
    expectError(empty, 400, 'VALIDATION_ERROR');

    const plainText = await h.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expectError({ statusCode: plainText.statusCode, body: plainText.json() }, 400, 'VALIDATION_ERROR');

    const wrongType = await h.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: { 'content-type': 'application/xml' },
      payload: '<user/>',
    });
    expectError({ statusCode: wrongType.statusCode, body: wrongType.json() }, 415, 'UNSUPPORTED_MEDIA_TYPE');

    const poisoned = await h.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"fullname":"A","email":"p@example.test","password":"zqxjvkwpzq","__proto__":{"isAdmin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('limits sign-ups per IP', async () => {
    const limited = await startTestApp({ rateLimitRules: { registerPerIp: { limit: 2, windowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await call(limited.app, 'POST', '/api/v1/user/register', {
          body: { fullname: 'R', email: uniqueEmail('rl'), password: TEST_PASSWORD },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/v1/user/login', () => {
  it('logs in with the right password and returns role and onboarding state', async () => {
    const { email } = await buildUser(h.app, { role: 'employer', isOnboard: true });
    const res = await call(h.app, 'POST', '/api/v1/user/login', { body: { email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toEqual({ token: expect.any(String), userRole: 'employer', isOnboard: true });
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { email } = await buildUser(h.app);
    const wrongPassword = await call(h.app, 'POST', '/api/v1/user/login', {
      body: { email, password: 'not the password' },
    });
    const unknownEmail = await call(h.app, 'POST', '/api/v1/user/login', {
      body: { email: uniqueEmail('ghost'), password: 'not the password' },
    });
    expectError(wrongPassword, 401, 'INVALID_CREDENTIALS');
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(withoutRequestId(unknownEmail.body)).toEqual(withoutRequestId(wrongPassword.body));
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    const { email } = await buildUser(h.app);
    for (let i = 0; i < 3; i++) {
      const res = await call(h.app, 'POST', '/api/v1/user/login', {
        body: { email, password: `wrong-${i}-pass` },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await call(h.app, 'POST', '/api/v1/user/login', {
      body: { email, password: TEST_PASSWORD },
    });
    expectError(locked, 429, 'RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits failures per IP across accounts', async () => {
    const limited = await startTestApp({
      rateLimitRules: { loginFailuresPerIp: { limit: 2, windowMs: 60_000 } },
    });
    try {
      const { email } = await buildUser(limited.app);
      for (let i = 0; i < 2; i++) {
        await call(limited.app, 'POST', '/api/v1/user/login', {
          body: { email: uniqueEmail(), password: 'whatever1' },
        });
      }
      const res = await call(limited.app, 'POST', '/api/v1/user/login', {
        body: { email, password: TEST_PASSWORD },
      });
      expectError(res, 429, 'RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('sessions: me and logout', () => {
  it('answers 401 without a token, with a bad one, and after logout', async () => {
    expectError(await call(h.app, 'POST', '/api/v1/user/me'), 401, 'UNAUTHORIZED');
    expectError(await call(h.app, 'POST', '/api/v1/user/me', { token: 'nope' }), 401, 'UNAUTHORIZED');
    expectError(
      await call(h.app, 'POST', '/api/v1/user/me', { token: 'x'.repeat(5000) }),
      401,
      'UNAUTHORIZED',
    );

    const { token, email } = await buildUser(h.app);
    const other = await call(h.app, 'POST', '/api/v1/user/login', {
      body: { email, password: TEST_PASSWORD },
    });
    expect((await call(h.app, 'POST', '/api/v1/user/me', { token })).statusCode).toBe(200);
    const out = await call(h.app, 'POST', '/api/v1/user/logout', { token });
    expect(out.body).toEqual({ status: 200, message: 'ok', result: { loggedOut: true } });
    expectError(await call(h.app, 'POST', '/api/v1/user/me', { token }), 401, 'UNAUTHORIZED');
    // Only that session ends.
    expect(
      (await call(h.app, 'POST', '/api/v1/user/me', { token: other.body.result.token })).statusCode,
    ).toBe(200);
  });

  it('takes POST /me with a JSON content type and no body, as the web client sends it', async () => {
    const { token } = await buildUser(h.app);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/user/me',
      headers: { token, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('never sends a password hash or verification code', async () => {
    const { token } = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    for (const [method, url] of [
      ['POST', '/api/v1/user/me'],
      ['GET', '/api/v1/user/profile'],
    ] as const) {
      const res = await call(h.app, method, url, { token });
      expect(res.raw).not.toMatch(/argon2|passwordHash|passwordPrevious|emailVerifyCode/);
    }
  });
});

describe('POST /api/v1/user/fillUserRole', () => {
  it('sets the role once; employers and agencies get a company', async () => {
    const { token } = await buildUser(h.app);
    const res = await call(h.app, 'POST', '/api/v1/user/fillUserRole', {
      token,
      body: { userRole: 'agency' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toMatchObject({ userRole: 'agency', isOnboard: false });
    const again = await call(h.app, 'POST', '/api/v1/user/fillUserRole', {
      token,
      body: { userRole: 'freelancer' },
    });
    expectError(again, 409, 'ROLE_ALREADY_SET');
    const profile = await call(h.app, 'GET', '/api/v1/user/profile', { token });
    expect(profile.body.result.userRole).toBe('agency');
    expect(profile.body.result.company).toMatchObject({ role: 'agency', hired: 0, post: 0, recruited: 0 });
  });

  it('rejects unknown roles and anonymous callers', async () => {
    const { token } = await buildUser(h.app);
    const bad = await call(h.app, 'POST', '/api/v1/user/fillUserRole', {
      token,
      body: { userRole: 'admin' },
    });
    expectError(bad, 400, 'VALIDATION_ERROR');
    expect(bad.body.error.en).toContain('userRole must be one of freelancer, employer, agency');
    expectError(
      await call(h.app, 'POST', '/api/v1/user/fillUserRole', { body: { userRole: 'freelancer' } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('lets only one of two concurrent choices win', async () => {
    const { token } = await buildUser(h.app);
    const results = await Promise.all(
      (['freelancer', 'employer', 'agency'] as const).map((userRole) =>
        call(h.app, 'POST', '/api/v1/user/fillUserRole', { token, body: { userRole } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe('POST /api/v1/user/check-existed-by', () => {
  it('tells whether an email or phone is in use', async () => {
    const { email, token } = await buildUser(h.app, { role: 'freelancer' });
    await call(h.app, 'PUT', '/api/v1/user/profile', {
      token,
      body: { ...COMPLETE_PROFILES.freelancer, phone: '9123 4567', phoneCode: '+65' },
    });
    const check = (body: unknown) => call(h.app, 'POST', '/api/v1/user/check-existed-by', { body });
    expect((await check({ email: email.toUpperCase() })).body.result).toEqual({ existed: true });
    expect((await check({ email: uniqueEmail('nobody') })).body.result).toEqual({ existed: false });
    expect((await check({ phone: '91234567', phoneCode: '65' })).body.result).toEqual({ existed: true });
    expect((await check({ phone: '91234567' })).body.result).toEqual({ existed: true });
    expect((await check({ phone: '91234567', phoneCode: '84' })).body.result).toEqual({ existed: false });
    expectError(await check({}), 400, 'VALIDATION_ERROR');
    expectError(await check({ email, phone: '91234567' }), 400, 'VALIDATION_ERROR');
  });

  it('is rate limited per IP', async () => {
    const limited = await startTestApp({
      rateLimitRules: { checkExistedPerIp: { limit: 2, windowMs: 60_000 } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await call(limited.app, 'POST', '/api/v1/user/check-existed-by', { body: { email: 'a@b.co' } }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the envelope everywhere', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    expectError(await call(h.app, 'GET', '/api/v1/nothing-here'), 404, 'ROUTE_NOT_FOUND');
    expectError(await call(h.app, 'POST', '/api/v2/user/login', { body: {} }), 404, 'ROUTE_NOT_FOUND');
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/user/register',
      '/api/v1/user/login',
      '/api/v1/user/me',
      '/api/v1/user/profile',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(
      doc.paths['/api/v1/user/register'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['fullname', 'email', 'password']));
  });
});

describe('security headers', () => {
  it('sends a same-origin content security policy and no sniffing on every answer', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/v1/user/me' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
