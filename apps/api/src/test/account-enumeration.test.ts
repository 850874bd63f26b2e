import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { createStaffAccount } from '../modules/staff/index.js';
import { buildUser, call, startTestApp, type TestHarness, uniqueEmail, withoutRequestId } from './harness.js';
import { buildVerifiedUser } from './opportunity-builders.js';
import { turnOnTwoFactor } from './two-factor-helpers.js';

/**
 * Decision 116: no answer tells whether an address has an account, or whether that account has
 * two-factor sign-in on. Every operation of the OpenAPI document whose body takes an email
 * address is listed: probed with an address that has no account, one that has an account and one
 * whose account has two-factor on (the answers must be the same once the address itself, ids and
 * times are set aside), or listed as an exception with its reason. A new operation that takes an
 * address fails this test until it is one or the other.
 */
type Probe = (address: string) => Promise<{ statusCode: number; body: unknown; raw: string }>;

let h: TestHarness;
const tokens = { changer: '', owner: '', onboarding: '' };
const addresses = { none: '', account: '', twoFactor: '', staff: '' };

const PROBES: Record<string, Probe> = {
  'POST /api/v1/user/login': (email) =>
    call(h.app, 'POST', '/api/v1/user/login', { body: { email, password: 'a wrong password guess' } }),
  'POST /api/v1/user/password/get-link': (email) =>
    call(h.app, 'POST', '/api/v1/user/password/get-link', { body: { email } }),
  'POST /api/v1/user/get-email-verify-link': (email) =>
    call(h.app, 'POST', '/api/v1/user/get-email-verify-link', { body: { email } }),
  'PUT /api/v1/user/changeEmail': (newEmail) =>
    call(h.app, 'PUT', '/api/v1/user/changeEmail', {
      token: tokens.changer,
      body: { newEmail, password: 'correct horse battery' },
    }),
  'POST /api/v1/company/invite': (email) =>
    call(h.app, 'POST', '/api/v1/company/invite', { token: tokens.owner, body: { email } }),
  'POST /api/v1/saved-searches/guest': (email) =>
    call(h.app, 'POST', '/api/v1/saved-searches/guest', {
      body: { email, query: { tab: 'Job' }, frequency: 'daily' },
    }),
  'PUT /api/v1/user/onboarding-draft': (referrerEmail) =>
    call(h.app, 'PUT', '/api/v1/user/onboarding-draft', {
      token: tokens.onboarding,
      body: { currentStep: 2, processedStep: 1, referrerEmail, data: {} },
    }),
  'POST /api/staff/v1/login': (email) =>
    call(h.app, 'POST', '/api/staff/v1/login', { body: { email, password: 'a wrong password guess' } }),
};

/** Operations that take an address and may tell, and why (decision 116). */
const EXCEPTIONS: Record<string, string> = {
  'POST /api/v1/user/register':
    'signing up must create the account or say it cannot: the answer is a session of the new account (the API call list)',
  'POST /api/v1/user/check-existed-by':
    'the spec’s own existence check (the API call list); it tells nothing sign-up does not, and is limited per IP',
  'PUT /api/v1/user/profile':
    'the onboarding submit checks the referrer’s address exactly as the spec says (the guard rules, "Invalid Referrer Email"); only a signed-in person finishing onboarding reaches it',
};

const isAddressField = (name: string) => /email/i.test(name);

type OperationDoc = { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } };

async function operationsTakingAddresses(): Promise<string[]> {
  const doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, OperationDoc>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) =>
        Object.values(operation.requestBody?.content ?? {}).some((media) =>
          Object.keys(media.schema?.properties ?? {}).some(isAddressField),
        ),
      )
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

/** The answer with what legitimately differs set aside: the address echoed back, ids and times. */
function normalized(answer: { statusCode: number; body: unknown }, address: string): string {
  return JSON.stringify([answer.statusCode, withoutRequestId(answer.body as { requestId?: unknown })])
    .replaceAll(address, '<address>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<time>')
    .replace(/"pendingToken":"[^"]+"/g, '"pendingToken":"<token>"');
}

beforeAll(async () => {
  h = await startTestApp();
  tokens.changer = (await buildUser(h.app, { role: 'freelancer', isOnboard: true })).token;
  tokens.onboarding = (await buildUser(h.app, { role: 'freelancer' })).token;
  const owner = await buildVerifiedUser(h, 'employer', 'Inviting Owner');
  tokens.owner = owner.token;
  const account = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
  addresses.account = account.email;
  const twoFactor = await buildUser(h.app, { role: 'employer', isOnboard: true });
  await h.database.db.update(users).set({ emailVerify: true }).where(eq(users.email, twoFactor.email));
  await turnOnTwoFactor(h.app, twoFactor.token);
  addresses.twoFactor = twoFactor.email;
  addresses.staff = 'enumeration@staff.test';
  await createStaffAccount(
    h.database.db,
    { email: addresses.staff, fullname: 'Enumeration Staff', roles: ['support'] },
    'enumeration staff passphrase',
  );
}, 120_000);
afterAll(() => h.close());

describe('no answer tells which addresses have accounts (decision 116)', { timeout: 180_000 }, () => {
  it('lists every operation that takes an email address, probed or explained', async () => {
    const found = await operationsTakingAddresses();
    expect(found.filter((name) => !(name in PROBES) && !(name in EXCEPTIONS))).toEqual([]);
    const stale = [...Object.keys(PROBES), ...Object.keys(EXCEPTIONS)].filter(
      (name) => !found.includes(name),
    );
    expect(stale).toEqual([]);
  });

  it('answers the same for no account, an account and an account with two-factor on', async () => {
    const differences: string[] = [];
    for (const [operation, probe] of Object.entries(PROBES)) {
      const isStaff = operation.includes('/staff/');
      const known = isStaff ? [addresses.staff] : [addresses.account, addresses.twoFactor];
      const none = uniqueEmail('nobody');
      const expected = normalized(await probe(none), none);
      for (const address of known) {
        const answer = normalized(await probe(address), address);
        if (answer !== expected) differences.push(`${operation}: ${expected} ≠ ${answer}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('signs in no faster for an unknown address than for a wrong password, with or without two-factor', async () => {
    const timings: Record<string, number[]> = { none: [], account: [], twoFactor: [] };
    const login = PROBES['POST /api/v1/user/login'] as Probe;
    for (let round = 0; round < 3; round++) {
      for (const [kind, address] of [
        ['none', uniqueEmail('timing')],
        ['account', addresses.account],
        ['twoFactor', addresses.twoFactor],
      ] as const) {
        const started = performance.now();
        const answer = await login(address);
        timings[kind]?.push(performance.now() - started);
        expect(answer.statusCode).toBe(401);
      }
    }
    const median = (values: number[] = []) => [...values].sort((a, b) => a - b)[1] ?? 0;
    const medians = Object.values(timings).map(median);
    // Every path checks one argon2id hash; the spread stays within the noise of one check.
    expect(Math.max(...medians) - Math.min(...medians)).toBeLessThan(150);
  });
});
