import { eq, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { createStaffAccount } from '../modules/staff/index.js';
import {
  changedTables,
  type Fingerprint,
  fingerprintQuery,
  settledFingerprint,
  takeFingerprint,
  walPosition,
} from './database-fingerprint.js';
import { buildUser, call, startTestApp, type TestHarness } from './harness.js';
import { listOperations, type Operation, operationName } from './openapi-operations.js';
import { logInStaff } from './staff-login.js';
import { listStringFields, type OpenApiDoc, valueAt } from './unsafe-text-fields.js';

/**
 * Every operation of the OpenAPI document, as a signed-in user, with hostile bodies and queries:
 * prototype-pollution keys, deep JSON, wrong types, SQL and HTML payloads, NUL and lone surrogates,
 * oversized and malformed bodies. No answer may be a 5xx, every answer is an envelope, and a
 * rejected request (4xx) leaves every row of every table as it was.
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
const HOSTILE_HEADERS: { name: string; headers: Record<string, string>; token?: string }[] = [
  { name: 'SQL in the token', headers: {}, token: "' or 1=1 --" },
  { name: 'huge token', headers: {}, token: 'x'.repeat(16_000) },
  { name: 'two tokens', headers: { Token: 'second' } },
  { name: 'JSON as latin1', headers: { 'content-type': 'application/json; charset=latin1' } },
  { name: 'JSON as utf-16', headers: { 'content-type': 'application/json; charset=utf-16' } },
  { name: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' } },
  { name: 'gzip that is not', headers: { 'content-encoding': 'gzip' } },
  {
    name: 'odd forwarding',
    headers: { 'x-forwarded-for': "1.1.1.1, <script>, '; drop", 'x-forwarded-host': '../..' },
  },
  { name: 'hostile cookie', headers: { cookie: `__proto__=1; token=%00%ff; a=${'b'.repeat(4_000)}` } },
  {
    name: 'hostile language',
    headers: { 'accept-language': '*;q=NaN, __proto__', accept: 'text/html;q=abc' },
  },
];
const HOSTILE_QUERY =
  'page=-1&recordPerPage=1e9&sort=__proto__&jobName=%00%27%3B--&salary[]=x&rangePrice=NaN&count=99999&tab=<script>';

let h: TestHarness;
/** A verified employer, a verified freelancer and an all-roles staff member: each reaches different checks. */
let tokens: string[];
let operations: Operation[];
let fingerprint: SQL;
/** The database as the last request left it, and the log position it was read at. */
let current: Fingerprint;
let currentWal: string;

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
  const staffToken = await logInStaff(h.app, 'fuzz@staff.test', 'fuzz staff passphrase');
  tokens = [employer.token, freelancer.token, staffToken];
  operations = await listOperations(h.app);
  fingerprint = await fingerprintQuery(h.database.db);
  current = await takeFingerprint(h.database.db, fingerprint);
  currentWal = await walPosition(h.database.db);
});
afterAll(() => h.close());

type Request = { payload?: string; contentType?: string; query?: string; headers?: Record<string, string> };

async function send(
  token: string,
  operation: Operation,
  { payload, contentType = 'application/json', query = '', headers = {} }: Request,
) {
  const response = await h.app.inject({
    method: operation.method,
    url: query ? `${operation.url}?${query}` : operation.url,
    headers: { token, 'content-type': contentType, ...headers },
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

/**
 * What is wrong with an answer: a 5xx, a body that is not an envelope, or a rejection that still
 * changed the database. After an accepted request, waits for its after-commit work to settle and
 * takes the new state as the baseline.
 */
async function problemOf(label: string, answer: Awaited<ReturnType<typeof send>>): Promise<string | null> {
  if (answer.statusCode >= 500) return `${label} → ${answer.statusCode} ${String(answer.body.message)}`;
  if (typeof answer.body.status !== 'number' || typeof answer.body.message !== 'string') {
    return `${label} → not an envelope (${answer.statusCode})`;
  }
  const wal = await walPosition(h.database.db);
  if (wal === currentWal) return null;
  const before = current;
  const rejected = answer.statusCode >= 400;
  current = rejected
    ? await takeFingerprint(h.database.db, fingerprint)
    : await settledFingerprint(h.database.db, fingerprint, () => h.app.events.idle());
  currentWal = wal;
  const changed = changedTables(before, current);
  return rejected && changed.length > 0
    ? `${label} → ${answer.statusCode} but changed ${changed.join(', ')}`
    : null;
}

// Hundreds of requests each: generous on a loaded CI machine.
describe('hostile input on every operation', { timeout: 240_000 }, () => {
  it('the fingerprint and the log position see a one-row change', async () => {
    const before = await takeFingerprint(h.database.db, fingerprint);
    const walBefore = await walPosition(h.database.db);
    await h.database.db
      .update(users)
      // A column no talent card shows: a card column would also move the talent search version.
      .set({ address: 'Changed By The Test' })
      .where(eq(users.userRole, 'freelancer'));
    const after = await takeFingerprint(h.database.db, fingerprint);
    expect(changedTables(before, after)).toEqual(['users']);
    expect(await walPosition(h.database.db)).not.toBe(walBefore);
    current = after;
    currentWal = await walPosition(h.database.db);
  });

  it('fixed hostile bodies and queries: no 5xx, always an envelope', async () => {
    const problems: string[] = [];
    for (const token of tokens) {
      for (const operation of operations) {
        const name = operationName(operation);
        for (const body of FIXED_BODIES) {
          const answer = await send(token, operation, {
            payload: body.payload,
            contentType: body.contentType,
          });
          const problem = await problemOf(`${name} [${body.name}]`, answer);
          if (problem) problems.push(problem);
        }
        const answer = await send(token, operation, { payload: '{}', query: HOSTILE_QUERY });
        const problem = await problemOf(`${name} [hostile query]`, answer);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every string field of every operation, given a NUL or a lone surrogate: 4xx, never 5xx', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
    const fields = listStringFields(doc);
    expect(fields.length).toBeGreaterThan(100);
    const accepted: string[] = [];
    const problems: string[] = [];
    for (const field of fields) {
      const operation = operations.find(
        (o) => o.template === field.template && o.method === field.method.toUpperCase(),
      );
      if (!operation) continue;
      for (const [kind, text, encoded] of [
        ['NUL', 'a\u0000b', 'a%00b'],
        ['lone surrogate', 'a\ud800b', 'a%ED%A0%80b'],
      ] as const) {
        const label = `${operationName(operation)} ${field.where}.${field.path.join('.')} [${kind}]`;
        const request: Operation = { ...operation };
        let payload = '{}';
        let query = '';
        if (field.where === 'body') payload = JSON.stringify(valueAt(field.path, text));
        if (field.where === 'query') query = `${field.path[0]}=${encoded}`;
        if (field.where === 'path') {
          request.url = field.template.replace(/\{(\w+)\}/g, (match, name: string) =>
            name === field.path[0]
              ? encoded
              : (operation.url.split('/')[field.template.split('/').indexOf(match)] ?? ''),
          );
        }
        for (const token of tokens) {
          const answer = await send(token, request, { payload, query });
          const problem = await problemOf(label, answer);
          if (problem) problems.push(problem);
          // A URL cannot carry a lone surrogate (its UTF-8 is invalid and decodes to U+FFFD).
          const mustReject = kind === 'NUL' || field.where === 'body';
          if (mustReject && answer.statusCode < 400) accepted.push(`${label} → ${answer.statusCode}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(accepted).toEqual([]);
  });

  it('the places found by the review answer 400 to a NUL', async () => {
    // Fresh sessions: earlier tests send hostile requests to log-out and password calls.
    const fresh = async (role: 'employer' | 'freelancer') => {
      const user = await buildUser(h.app, { role, isOnboard: true });
      await h.database.db.update(users).set({ emailVerify: true }).where(eq(users.email, user.email));
      return user.token;
    };
    const [employer, freelancer] = [await fresh('employer'), await fresh('freelancer')];
    const attempts: Array<[string, 'GET' | 'POST', string, string, unknown?]> = [
      [freelancer, 'GET', '/api/v1/user/random-top-talent?expertise=a%00b', ''],
      [freelancer, 'POST', '/api/v1/short-url', '', { path: '/search?q=a\u0000b' }],
      [
        freelancer,
        'GET',
        '/api/v1/chat/conversations/00000000-0000-4000-8000-000000000000/search?q=a%00b',
        '',
      ],
      [freelancer, 'POST', '/api/v1/user/addPromotion', '', { code: 'A\u0000B' }],
      [
        employer,
        'POST',
        '/api/v1/jobs/bookTalentManager',
        '',
        {
          managerId: '00000000-0000-4000-8000-000000000000',
          startsAt: '2030-01-31T09:30:00Z',
          topic: 'a\u0000b',
        },
      ],
    ];
    const statuses = [];
    for (const [token, method, url, , body] of attempts) {
      const answer = await call(h.app, method, url, { token, ...(body ? { body } : {}) });
      statuses.push(`${method} ${url} → ${answer.statusCode} ${answer.body.message}`);
    }
    expect(statuses).toEqual(attempts.map(([, method, url]) => `${method} ${url} → 400 VALIDATION_ERROR`));
    // The fresh accounts are this test's own writes: the next comparisons start from them.
    current = await takeFingerprint(h.database.db, fingerprint);
    currentWal = await walPosition(h.database.db);
  });

  it('hostile headers: no 5xx, always an envelope', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      for (const hostile of HOSTILE_HEADERS) {
        const answer = await send(hostile.token ?? (tokens[0] as string), operation, {
          payload: '{"a":1}',
          headers: hostile.headers,
        });
        const problem = await problemOf(`${operationName(operation)} [${hostile.name}]`, answer);
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
            const problem = await problemOf(
              label,
              await send(token, operation, { payload: JSON.stringify(value) }),
            );
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
