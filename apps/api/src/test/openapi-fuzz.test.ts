import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { createStaffAccount } from '../modules/staff/service.js';
import { buildUser, call, startTestApp, type TestHarness } from './harness.js';
import { listOperations, type Operation, operationName } from './openapi-operations.js';

/**
 * Every operation of the OpenAPI document, as a signed-in user, with hostile bodies and queries:
 * prototype-pollution keys, deep JSON, wrong types, SQL and HTML payloads, NUL and lone surrogates,
 * oversized and malformed bodies. No answer may be a 5xx, and every answer is an envelope.
 */

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const FIXED_BODIES: { name: string; payload: string; contentType?: string }[] = [
  {
    name: 'prototype pollution',
    payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
  },
  { name: 'deep JSON', payload: deep(5_000) },
  {
    name: 'wrong types',
    payload: '{"email":1,"password":[],"page":{},"userRole":true,"body":null,"status":[1]}',
  },
  {
    name: 'SQL',
    payload: JSON.stringify({
      email: "a@b.co' OR 1=1--",
      jobName: "'; drop table users;--",
      query: "%' or '1'='1",
      reason: "x' || pg_sleep(5) --",
    }),
  },
  {
    name: 'HTML',
    payload: JSON.stringify({ fullname: '<img src=x onerror=alert(1)>', body: '<script>alert(1)</script>' }),
  },
  { name: 'NUL and surrogates', payload: '{"fullname":"a\\u0000b","body":"\\ud800","title":"\\udfff"}' },
  { name: 'not JSON', payload: '{"email": "unterminated' },
  { name: 'oversized', payload: JSON.stringify({ body: 'x'.repeat(1_100_000) }) },
  { name: 'wrong content type', payload: 'email=a@b.co', contentType: 'application/x-www-form-urlencoded' },
  { name: 'array body', payload: '[1,2,3]' },
];
const HOSTILE_QUERY =
  'page=-1&recordPerPage=1e9&sort=__proto__&jobName=%00%27%3B--&salary[]=x&rangePrice=NaN&count=99999&tab=<script>';

let h: TestHarness;
/** A verified employer, a verified freelancer and an all-roles staff member: each reaches different checks. */
let tokens: string[];
let operations: Operation[];

beforeAll(async () => {
  h = await startTestApp();
  const employer = await buildUser(h.app, { role: 'employer', isOnboard: true });
  const freelancer = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
  await h.database.db.update(users).set({ emailVerify: true }).where(eq(users.email, employer.email));
  await h.database.db.update(users).set({ emailVerify: true }).where(eq(users.email, freelancer.email));
  await createStaffAccount(
    h.database.db,
    { email: 'fuzz@staff.test', fullname: 'Fuzz Staff', roles: ['admin', 'support', 'talent-manager'] },
    'fuzz staff passphrase',
  );
  const staff = await call(h.app, 'POST', '/api/staff/v1/login', {
    body: { email: 'fuzz@staff.test', password: 'fuzz staff passphrase' },
  });
  tokens = [employer.token, freelancer.token, staff.body.result.token];
  operations = await listOperations(h.app);
});
afterAll(() => h.close());

async function send(
  token: string,
  operation: Operation,
  payload?: string,
  contentType = 'application/json',
  query = '',
) {
  const response = await h.app.inject({
    method: operation.method,
    url: query ? `${operation.url}?${query}` : operation.url,
    headers: { token, 'content-type': contentType },
    ...(payload !== undefined && operation.method !== 'GET' ? { payload } : {}),
  });
  let body: { status?: unknown; message?: unknown } = {};
  try {
    body = response.json();
  } catch {
    // Not JSON: reported below.
  }
  return { statusCode: response.statusCode, body };
}

function problemOf(label: string, answer: Awaited<ReturnType<typeof send>>): string | null {
  if (answer.statusCode >= 500) return `${label} → ${answer.statusCode} ${String(answer.body.message)}`;
  if (typeof answer.body.status !== 'number' || typeof answer.body.message !== 'string') {
    return `${label} → not an envelope (${answer.statusCode})`;
  }
  return null;
}

describe('hostile input on every operation', () => {
  it('fixed hostile bodies and queries: no 5xx, always an envelope', async () => {
    const problems: string[] = [];
    for (const token of tokens) {
      for (const operation of operations) {
        const name = operationName(operation);
        for (const body of FIXED_BODIES) {
          const answer = await send(token, operation, body.payload, body.contentType);
          const problem = problemOf(`${name} [${body.name}]`, answer);
          if (problem) problems.push(problem);
        }
        const answer = await send(token, operation, '{}', 'application/json', HOSTILE_QUERY);
        const problem = problemOf(`${name} [hostile query]`, answer);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  });

  it('generated bodies (fast-check): no 5xx, always an envelope', async () => {
    const hostileString = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        "' or 1=1 --",
        '<svg onload=alert(1)>',
        '\u0000',
        '__proto__',
        '../../etc/passwd',
        '😀'.repeat(50),
      ),
    );
    const hostileValue = fc.oneof(
      hostileString,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(hostileString, { maxLength: 4 }),
      fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
    );
    const body = fc.dictionary(
      fc.oneof(
        fc.constantFrom(
          'email',
          'password',
          'fullname',
          'status',
          'body',
          'title',
          'userRole',
          'code',
          'page',
          'decision',
        ),
        hostileString,
      ),
      hostileValue,
      { maxKeys: 6 },
    );
    const problems: string[] = [];
    for (const token of tokens) {
      for (const operation of operations.filter((candidate) => candidate.method !== 'GET')) {
        await fc.assert(
          fc.asyncProperty(body, async (value) => {
            const label = `${operationName(operation)} ${JSON.stringify(value).slice(0, 120)}`;
            const problem = problemOf(label, await send(token, operation, JSON.stringify(value)));
            if (problem) problems.push(problem);
            return true;
          }),
          { numRuns: 6, seed: 20261121 },
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
