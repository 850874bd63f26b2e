import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT_RULES, type RateLimitRules } from '../../lib/rate-limit-rules.js';
import { buildUser, call, startTestApp, type TestHarness } from '../../test/harness.js';
import { authorizeAtPeer, type OidcPeer, startOidcPeer } from '../../test/oidc-peer.js';
import { totpCode, turnOnTwoFactor } from '../../test/two-factor-helpers.js';

/** Social log-in honours two-factor sign-in, and both log-in steps hold their limits under parallel requests. */
const PUBLIC_URL = 'http://talentport.test';
const REDIRECT = `${PUBLIC_URL}/login/google/callback`;
const unlimited = { limit: 1_000_000, windowMs: 60_000 };
const rules = {
  ...Object.fromEntries(Object.keys(DEFAULT_RATE_LIMIT_RULES).map((name) => [name, unlimited])),
  twoFactorFailuresPerAccount: { limit: 3, windowMs: 60_000 },
  loginFailuresPerAccount: { limit: 4, windowMs: 60_000 },
} as RateLimitRules;

let h: TestHarness;
let google: OidcPeer;
beforeAll(async () => {
  google = await startOidcPeer({ name: 'google', redirectUris: [REDIRECT] });
  h = await startTestApp({
    rateLimitRules: rules,
    oauth: {
      publicUrl: PUBLIC_URL,
      providers: {
        google: { clientId: google.clientId, clientSecret: google.clientSecret, issuer: google.issuer },
      },
    },
  });
});
afterAll(async () => {
  await h?.close();
  await google?.close();
});

async function signInWithGoogle(login: string) {
  const started = await call(h.app, 'GET', '/api/v1/user/login/google');
  const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
  const callback = await authorizeAtPeer(started.body.result.authorizationUrl, { login });
  return call(h.app, 'GET', `/api/v1/user/login/google${callback.search}`, { headers: { cookie } });
}
const secondStep = (pendingToken: string, code: string) =>
  call(h.app, 'POST', '/api/v1/user/login/two-factor', { body: { pendingToken, code } });

describe('social log-in with two-factor on', () => {
  it('asks for the second step after the provider returns, before any session exists', async () => {
    const first = await signInWithGoogle('social-2fa@example.test');
    expect(first.statusCode).toBe(200);
    const { secret } = await turnOnTwoFactor(h.app, first.body.result.token);

    const again = await signInWithGoogle('social-2fa@example.test');
    expect(again.statusCode).toBe(200);
    expect(again.body.result).toEqual({ twoFactorRequired: true, pendingToken: expect.any(String) });
    expect((await secondStep(again.body.result.pendingToken, '000000')).statusCode).toBe(401);
    const done = await secondStep(again.body.result.pendingToken, await totpCode(secret, 1));
    expect(done.statusCode).toBe(200);
    const me = await call(h.app, 'POST', '/api/v1/user/me', { token: done.body.result.token });
    expect(me.body.result.email).toBe('social-2fa@example.test');
  });
});

describe('rate limits of the two log-in steps, under parallel requests', () => {
  it('first step: right and wrong passwords alike count until a second step succeeds', async () => {
    const person = await buildUser(h.app);
    await turnOnTwoFactor(h.app, person.token);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call(h.app, 'POST', '/api/v1/user/login', {
          body: { email: person.email, password: index % 2 ? person.password : 'wrong password here' },
        }),
      ),
    );
    // Wrong passwords answer 401 (decision 116), right ones the second step; four attempts in all.
    const statuses = attempts.map((attempt) => attempt.statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    expect(statuses.filter((status) => status === 200 || status === 401)).toHaveLength(4);
  });

  it('second step: wrong codes count per account, whatever pending log-in they use', async () => {
    const person = await buildUser(h.app);
    await turnOnTwoFactor(h.app, person.token);
    const pending = await Promise.all(
      [1, 2].map(async () => {
        const first = await call(h.app, 'POST', '/api/v1/user/login', {
          body: { email: person.email, password: person.password },
        });
        return first.body.result.pendingToken as string;
      }),
    );
    const wrong = await Promise.all(
      Array.from({ length: 10 }, (_, index) => secondStep(pending[index % 2] ?? '', '000000')),
    );
    const statuses = wrong.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(401), ...Array(7).fill(429)]);
    expect(wrong.find((answer) => answer.statusCode === 429)?.headers['retry-after']).toEqual(
      expect.any(String),
    );
  });

  it('second step: a right code starts the count of wrong codes again', async () => {
    const person = await buildUser(h.app);
    const { secret } = await turnOnTwoFactor(h.app, person.token);
    const logIn = async () =>
      (
        await call(h.app, 'POST', '/api/v1/user/login', {
          body: { email: person.email, password: person.password },
        })
      ).body.result.pendingToken as string;
    const first = await logIn();
    expect((await secondStep(first, '000000')).statusCode).toBe(401);
    expect((await secondStep(first, '000000')).statusCode).toBe(401);
    expect((await secondStep(first, await totpCode(secret, 1))).statusCode).toBe(200);
    const next = await logIn();
    const wrong = await Promise.all([1, 2, 3].map(() => secondStep(next, '000000')));
    expect(wrong.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
  });
});
