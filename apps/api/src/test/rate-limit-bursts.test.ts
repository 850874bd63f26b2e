import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT_RULES, type RateLimitRules } from '../lib/rate-limit-rules.js';
import { createRedisRateLimiter, type RateLimiter } from '../lib/rate-limiter.js';
import { createStaffAccount } from '../modules/staff/index.js';
import { markVerified } from './growth-helpers.js';
import { buildUser, COMPLETE_PROFILES, startTestApp, TEST_PASSWORD, type TestHarness } from './harness.js';

/**
 * Every caller of a limiter, hit by a burst of parallel requests: exactly `limit` of them get past
 * the limit (the rest are 429), because each request reserves its place before the work. On PGlite
 * with the in-memory limiter by default; on PostgreSQL and Redis when TEST_DATABASE_URL and
 * TEST_REDIS_URL are set (CI's second pass).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const unlimited = { limit: 1_000_000, windowMs: 60_000 };
const everythingUnlimited = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMIT_RULES).map((name) => [name, unlimited]),
) as RateLimitRules;

let open: TestHarness | undefined;
let openLimiter: RateLimiter | undefined;
afterEach(async () => {
  await open?.close();
  await openLimiter?.close();
  open = undefined;
  openLimiter = undefined;
});

/** An app where only `rule` is limited, to `limit` per minute. */
async function appLimiting(rule: keyof RateLimitRules, limit: number) {
  const rateLimiter: RateLimiter | undefined = redisUrl
    ? createRedisRateLimiter(new Redis(redisUrl), { prefix: `rl-burst:${randomUUID()}:` })
    : undefined;
  open = await startTestApp({
    rateLimitRules: { ...everythingUnlimited, [rule]: { limit, windowMs: 60_000 } },
    ...(rateLimiter ? { rateLimiter } : {}),
  });
  openLimiter = rateLimiter;
  return open;
}

type Attempt = { method: 'GET' | 'POST' | 'PUT'; url: string; token?: string; body?: unknown; ip?: string };

/** Sends `count` requests at once; answers the status codes. */
async function burst(h: TestHarness, count: number, attempt: (index: number) => Attempt): Promise<number[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const { method, url, token, body, ip } = attempt(index);
      const response = await h.app.inject({
        method,
        url,
        remoteAddress: ip ?? '127.0.0.1',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
      return response.statusCode;
    }),
  );
}

const passed = (statuses: number[]) => statuses.filter((status) => status !== 429);

describe('parallel bursts against every limited call', () => {
  it('100 concurrent wrong logins for one account: exactly 10 password checks', async () => {
    const h = await appLimiting('loginFailuresPerAccount', 10);
    const user = await buildUser(h.app);
    const statuses = await burst(h, 100, (i) => ({
      method: 'POST',
      url: '/api/v1/user/login',
      body: { email: user.email, password: 'wrong password' },
      ip: `10.0.${Math.floor(i / 250)}.${i % 250}`,
    }));
    expect(passed(statuses)).toEqual(Array(10).fill(401));
    const right = await burst(h, 1, () => ({
      method: 'POST',
      url: '/api/v1/user/login',
      body: { email: user.email, password: TEST_PASSWORD },
    }));
    expect(right).toEqual([429]);
  });

  it('a successful password check gives its reservation back (the rule counts failures only)', async () => {
    const h = await appLimiting('passwordFailuresPerAccount', 2);
    const user = await buildUser(h.app);
    const passwords = [
      TEST_PASSWORD,
      'second good passphrase',
      'third good passphrase',
      'fourth good passphrase',
    ];
    for (let i = 1; i < passwords.length; i += 1) {
      const changed = await burst(h, 1, () => ({
        method: 'POST',
        url: '/api/v1/user/change-password',
        token: user.token,
        body: { currentPassword: passwords[i - 1], newPassword: passwords[i] },
      }));
      expect(changed).toEqual([200]);
    }
    const wrong = () =>
      burst(h, 1, () => ({
        method: 'POST',
        url: '/api/v1/user/change-password',
        token: user.token,
        body: { currentPassword: 'not the password', newPassword: 'fifth good passphrase' },
      }));
    expect([...(await wrong()), ...(await wrong()), ...(await wrong())].map((s) => s === 429)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('wrong logins from one address, across accounts', async () => {
    const h = await appLimiting('loginFailuresPerIp', 5);
    const statuses = await burst(h, 40, (i) => ({
      method: 'POST',
      url: '/api/v1/user/login',
      body: { email: `nobody.${i}@example.test`, password: 'wrong password' },
    }));
    expect(passed(statuses)).toEqual(Array(5).fill(401));
  });

  it('staff log-in, per account', async () => {
    const h = await appLimiting('loginFailuresPerAccount', 4);
    await createStaffAccount(
      h.database.db,
      { email: 'burst@staff.test', fullname: 'Burst Staff', roles: ['support'] },
      'staff passphrase 2026',
    );
    const statuses = await burst(h, 40, () => ({
      method: 'POST',
      url: '/api/staff/v1/login',
      body: { email: 'burst@staff.test', password: 'wrong passphrase 2026' },
    }));
    // A wrong staff password gets a (decoy) second step like a right one (decision 104): 200, still counted.
    expect(passed(statuses)).toEqual(Array(4).fill(200));
  });

  it('change-password with wrong current passwords', async () => {
    const h = await appLimiting('passwordFailuresPerAccount', 3);
    const user = await buildUser(h.app);
    const statuses = await burst(h, 30, () => ({
      method: 'POST',
      url: '/api/v1/user/change-password',
      token: user.token,
      body: { currentPassword: 'not the password', newPassword: 'another good passphrase' },
    }));
    expect(passed(statuses)).toHaveLength(3);
    expect(passed(statuses).every((status) => status === 400 || status === 401 || status === 403)).toBe(true);
  });

  it('promo code attempts', async () => {
    const h = await appLimiting('promoAttemptsPerUser', 3);
    const user = await buildUser(h.app, { role: 'freelancer' });
    await markVerified(h, user.email);
    const statuses = await burst(h, 30, (i) => ({
      method: 'POST',
      url: '/api/v1/user/addPromotion',
      token: user.token,
      body: { code: `GUESS${i}` },
    }));
    expect(passed(statuses)).toHaveLength(3);
  });

  const perIpCalls: Array<[keyof RateLimitRules, (i: number) => Attempt]> = [
    [
      'registerPerIp',
      (i) => ({
        method: 'POST',
        url: '/api/v1/user/register',
        body: {
          fullname: 'Burst',
          email: `burst.${i}.${randomUUID()}@example.test`,
          password: TEST_PASSWORD,
        },
      }),
    ],
    [
      'checkExistedPerIp',
      (i) => ({
        method: 'POST',
        url: '/api/v1/user/check-existed-by',
        body: { email: `x${i}@example.test` },
      }),
    ],
    [
      'emailVerifyPerIp',
      () => ({ method: 'POST', url: '/api/v1/user/email-verify', body: { token: 'a'.repeat(43) } }),
    ],
    ['linkLookupPerIp', () => ({ method: 'GET', url: `/api/v1/user/token/${'b'.repeat(43)}` })],
    [
      'shortLinksPerIp',
      (i) => ({ method: 'POST', url: '/api/v1/short-url', body: { path: `/search?q=${i}` } }),
    ],
  ];
  for (const [rule, attempt] of perIpCalls) {
    it(`${rule}: a burst from one address`, async () => {
      const h = await appLimiting(rule, 3);
      const statuses = await burst(h, 30, attempt);
      expect(passed(statuses)).toHaveLength(3);
    });
  }

  it('long-text writes (profile) per account', async () => {
    const h = await appLimiting('textWritesPerUser', 3);
    const user = await buildUser(h.app, { role: 'freelancer' });
    const statuses = await burst(h, 20, () => ({
      method: 'PUT',
      url: '/api/v1/user/profile',
      token: user.token,
      body: COMPLETE_PROFILES.freelancer,
    }));
    expect(passed(statuses)).toEqual(Array(3).fill(200));
  });
});
