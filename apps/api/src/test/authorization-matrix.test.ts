import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../modules/staff/index.js';
import { buildUser, call, startTestApp, type TestHarness } from './harness.js';
import { listOperations, type Operation, operationName } from './openapi-operations.js';
import { logInStaff } from './staff-login.js';

/**
 * Every operation of the OpenAPI document, called without a session, with a user's session and
 * with a staff session. The calls a guest may make are listed below and reviewed: a new endpoint
 * is private unless it is added here on purpose. Roles and ownership (403 for a wrong role, 404 for
 * someone else's object) are in role-and-ownership-matrix.test.ts.
 */
const PUBLIC_OPERATIONS = new Set([
  'GET /api/staff/v1/login',
  'POST /api/staff/v1/login',
  // The second log-in steps (decision 104): the pending token of the first step is the credential.
  'POST /api/staff/v1/login/two-factor',
  'POST /api/staff/v1/login/two-factor/setup',
  'POST /api/staff/v1/login/two-factor/confirm',
  'POST /api/v1/user/login/two-factor',
  'GET /api/v1/company/{code}',
  'GET /api/v1/company/{code}/opportunities',
  // Published reviews are public, like the profile and company page they belong to.
  'GET /api/v1/company/{code}/reviews',
  'GET /api/v1/file/{fileId}',
  'GET /api/v1/opportunities',
  'GET /api/v1/opportunities/{id}',
  'GET /api/v1/opportunities/{id}/similar',
  'GET /api/v1/opportunities/facets',
  'GET /api/v1/short-url/{code}',
  // The talent directory: guests see public profiles only (decision 100).
  'GET /api/v1/talent',
  'GET /api/v1/talent/facets',
  // Share buttons work for guests too (rate-limited per IP; only in-app paths).
  'POST /api/v1/short-url',
  'GET /api/v1/user/login/google',
  'GET /api/v1/user/login/linkedin',
  'GET /api/v1/user/login/providers',
  'GET /api/v1/user/public-profile/{code}',
  'GET /api/v1/user/public-profile/{code}/reviews',
  'GET /api/v1/user/public-profile/{code}/portfolio',
  'GET /api/v1/user/random-top-talent',
  'GET /api/v1/user/token/{token}',
  'POST /api/v1/user/check-existed-by',
  'POST /api/v1/user/email-verify',
  'POST /api/v1/user/get-email-verify-link',
  'POST /api/v1/user/join',
  'POST /api/v1/user/listing-user-by-codes',
  'POST /api/v1/user/login',
  'POST /api/v1/user/login/google/link',
  'POST /api/v1/user/login/linkedin/link',
  'POST /api/v1/user/new-password-with-link',
  'POST /api/v1/user/password/get-link',
  'POST /api/v1/user/register',
  // Job alerts for guests (double opt-in, rate-limited) and the pages of mailed links, which work
  // without a session: the token in the link is the permission (decision 108).
  'POST /api/v1/saved-searches/guest',
  'GET /api/v1/saved-searches/confirm',
  'POST /api/v1/saved-searches/confirm',
  'GET /api/v1/saved-searches/unsubscribe',
  'POST /api/v1/saved-searches/unsubscribe',
  // New-applicant mail's unsubscribe link (decision 127): the token is the permission.
  'GET /api/v1/notification-preferences/applicants/unsubscribe',
  'POST /api/v1/notification-preferences/applicants/unsubscribe',
]);

let h: TestHarness;
let operations: Operation[];
let userToken: string;
let staffToken: string;

beforeAll(async () => {
  h = await startTestApp();
  operations = await listOperations(h.app);
  userToken = (await buildUser(h.app, { role: 'employer', isOnboard: true })).token;
  await createStaffAccount(
    h.database.db,
    { email: 'matrix@staff.test', fullname: 'Matrix Staff', roles: ['admin', 'support', 'talent-manager'] },
    'matrix staff passphrase',
  );
  staffToken = await logInStaff(h.app, 'matrix@staff.test', 'matrix staff passphrase');
});
afterAll(() => h.close());

async function callAs(operation: Operation, token?: string) {
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  return call(h.app, operation.method, operation.url, {
    ...(token ? { token } : {}),
    ...(hasBody ? { body: {} } : {}),
  });
}

const key = operationName;

describe('authorization matrix from the OpenAPI document', { timeout: 120_000 }, () => {
  it('covers the whole API', () => {
    expect(operations.length).toBeGreaterThan(90);
    for (const name of PUBLIC_OPERATIONS) {
      if (name.startsWith('GET /api/staff/v1/login')) continue;
      expect(operations.map(key)).toContain(name);
    }
  });

  it('answers 401 in the envelope to guests on every private call, before looking at the input', async () => {
    const wronglyOpen: string[] = [];
    for (const operation of operations) {
      if (PUBLIC_OPERATIONS.has(key(operation))) continue;
      const response = await callAs(operation);
      if (response.statusCode !== 401 || response.body.message !== 'UNAUTHORIZED') {
        wronglyOpen.push(`${key(operation)} → ${response.statusCode} ${response.body.message}`);
      }
    }
    expect(wronglyOpen).toEqual([]);
  });

  it('never answers 5xx to a guest, a user or staff, whatever the call', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const [who, token] of [
        ['guest', undefined],
        ['user', userToken],
        ['staff', staffToken],
      ] as const) {
        const response = await callAs(operation, token);
        if (response.statusCode >= 500) failures.push(`${who} ${key(operation)} → ${response.statusCode}`);
        expect(typeof response.body.status).toBe('number');
        expect(typeof response.body.message).toBe('string');
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps user and staff sessions apart: each is 401 on the other side', async () => {
    const leaks: string[] = [];
    for (const operation of operations) {
      if (PUBLIC_OPERATIONS.has(key(operation))) continue;
      const isStaffCall = operation.template.startsWith('/api/staff/');
      const response = await callAs(operation, isStaffCall ? userToken : staffToken);
      if (response.statusCode !== 401) leaks.push(`${key(operation)} → ${response.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });
});
