import type { UserRole } from '@talentport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changedTables,
  fingerprintQuery,
  settledFingerprint,
  takeFingerprint,
} from './database-fingerprint.js';
import { buildUser, call, startTestApp, type TestHarness } from './harness.js';
import { type Method, NOT_OWNED, type OwnershipCase, ROLE_ONLY } from './matrix-tables.js';
import { listOperations, type Operation, operationName } from './openapi-operations.js';
import { buildVerifiedUser } from './opportunity-builders.js';
import { buildOwnershipCases } from './ownership-cases.js';

// The tables (who a call is for, which calls name an object anyone may use) are in
// matrix-tables.ts; the owned objects are made in ownership-cases.ts.

let h: TestHarness;
let operations: Operation[];
let cases: OwnershipCase[] = [];

beforeAll(async () => {
  h = await startTestApp();
  operations = await listOperations(h.app);
  cases = await buildOwnershipCases(h);
}, 120_000);
afterAll(() => h.close());

const userOperations = () =>
  operations.filter(
    (operation) => !operation.template.startsWith('/api/staff/') && !operation.template.endsWith('/logout'),
  );

describe('role matrix', { timeout: 120_000 }, () => {
  it('names only operations that exist', () => {
    const names = operations.map(operationName);
    for (const name of Object.keys(ROLE_ONLY)) expect(names).toContain(name);
  });

  it('answers 403 to every role a call is not for, and lets the others through', async () => {
    const accounts: [string, UserRole | null, string][] = [
      ['freelancer', 'freelancer', (await buildVerifiedUser(h, 'freelancer')).token],
      ['employer', 'employer', (await buildVerifiedUser(h, 'employer')).token],
      ['agency', 'agency', (await buildVerifiedUser(h, 'agency')).token],
      ['no role', null, (await buildUser(h.app, {})).token],
    ];
    const wrong: string[] = [];
    for (const operation of userOperations()) {
      const allowed = ROLE_ONLY[operationName(operation)];
      for (const [who, role, token] of accounts) {
        const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
        const res = await call(h.app, operation.method, operation.url, {
          token,
          ...(hasBody ? { body: {} } : {}),
        });
        const isAllowed = allowed === undefined || (role !== null && allowed.includes(role));
        const label = `${who} ${operationName(operation)} → ${res.statusCode} ${res.body.message}`;
        if (isAllowed && (res.statusCode === 401 || res.statusCode === 403))
          wrong.push(`${label} (should pass)`);
        if (!isAllowed && (res.statusCode !== 403 || res.body.message !== 'FORBIDDEN'))
          wrong.push(`${label} (should be 403)`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** Like `call`, for answers that may be a file rather than an envelope. */
async function send(method: Method, url: string, token: string, body?: unknown) {
  const response = await h.app.inject({
    method,
    url,
    headers: { token, 'content-type': 'application/json' },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  return {
    statusCode: response.statusCode,
    message: isJson ? String(response.json().message) : 'file',
    raw: isJson ? response.body : '',
  };
}

describe('ownership matrix', { timeout: 120_000 }, () => {
  it('covers every call that names an owned object', () => {
    const owned = userOperations()
      .map(operationName)
      .filter((name) => name.includes('{') && !NOT_OWNED.has(name));
    expect(cases.map((entry) => entry.operation).sort()).toEqual(owned.sort());
  });

  it("answers 404 to another user of the same role and changes nothing; the owner's call succeeds", async () => {
    const fingerprint = await fingerprintQuery(h.database.db);
    const problems: string[] = [];
    for (const entry of cases) {
      const method = entry.operation.split(' ')[0] as Method;
      const before = await settledFingerprint(h.database.db, fingerprint, () => h.app.events.idle());
      const other = await send(method, entry.path, entry.other, entry.body);
      const changed = changedTables(before, await takeFingerprint(h.database.db, fingerprint));
      if (other.statusCode !== 404)
        problems.push(`other user: ${entry.operation} → ${other.statusCode} ${other.message}`);
      if (changed.length > 0) problems.push(`other user: ${entry.operation} changed ${changed.join(', ')}`);
      const owner = await send(method, entry.path, entry.owner, entry.body);
      if (owner.statusCode !== 200)
        problems.push(`owner: ${entry.operation} → ${owner.statusCode} ${owner.raw}`);
    }
    expect(problems).toEqual([]);
  });
});
