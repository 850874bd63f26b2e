import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, startTestApp, type TestHarness } from './harness.js';

let h: TestHarness;
let token: string;
beforeAll(async () => {
  h = await startTestApp({
    rateLimitRules: {
      registerPerIp: { limit: 1_000_000, windowMs: 60_000 },
      registerPerEmail: { limit: 1_000_000, windowMs: 60_000 },
      checkExistedPerIp: { limit: 1_000_000, windowMs: 60_000 },
      loginFailuresPerIp: { limit: 1_000_000, windowMs: 60_000 },
      loginFailuresPerAccount: { limit: 1_000_000, windowMs: 60_000 },
      uploadsPerUser: { limit: 1_000_000, windowMs: 60_000 },
    },
  });
  token = (await buildUser(h.app, { role: 'freelancer' })).token;
});
afterAll(() => h.close());

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '\u0000',
    '\ud800',
    'x'.repeat(100_000),
    '__proto__',
    'constructor',
  ),
);
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;
const fieldNames = fc.constantFrom(
  'fullname',
  'email',
  'password',
  'userRole',
  'phone',
  'phoneCode',
  'referrerEmail',
  'skills',
  'workExperience',
  'bankDetail',
  'dateOfBirth',
  'hourlyRate',
  'clientId',
  'body',
  'attachmentIds',
  'userCode',
  'seq',
  '__proto__',
);
const body = fc.oneof(fc.dictionary(fieldNames, hostileValue, { maxKeys: 8 }), hostileValue);

const calls = [
  ['POST', '/api/v1/user/register'],
  ['POST', '/api/v1/user/login'],
  ['POST', '/api/v1/user/fillUserRole'],
  ['POST', '/api/v1/user/check-existed-by'],
  ['PUT', '/api/v1/user/profile'],
  ['POST', '/api/v1/user/me'],
  ['POST', '/api/v1/company/update'],
  ['POST', '/api/v1/user/listing-user-by-codes'],
  ['POST', '/api/v1/file/upload?refType=avatar&refCode=X'],
  ['GET', '/api/v1/user/public-profile/%00'],
  ['POST', '/api/v1/chat/conversations/direct'],
  ['POST', '/api/v1/chat/conversations/00000000-0000-4000-8000-000000000000/messages'],
  ['POST', '/api/v1/chat/conversations/00000000-0000-4000-8000-000000000000/read'],
  ['PUT', '/api/v1/chat/messages/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/v1/chat/blocks'],
  ['POST', '/api/v1/chat/support'],
  ['GET', '/api/v1/chat/conversations?type=%00&page=-1'],
] as const;

describe('hostile input', () => {
  it('never causes a 5xx and always answers an envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        body,
        fc.boolean(),
        async ([method, url], payload, withToken) => {
          const res = await h.app.inject({
            method,
            url,
            headers: { 'content-type': 'application/json', ...(withToken ? { token } : {}) },
            payload: JSON.stringify(payload) ?? '',
          });
          expect(res.statusCode).toBeLessThan(500);
          const json = res.json();
          expect(json.status).toBe(res.statusCode);
          if (res.statusCode >= 400) {
            expect(typeof json.message).toBe('string');
            expect(typeof json.error?.en).toBe('string');
          } else {
            expect(json.message).toBe('ok');
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('survives deep JSON and raw garbage', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const payload of [deep, '\xff\xfe', '{"a":1,"a":2}', 'null', '"text"', '1e999999']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/user/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const huge = await h.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ fullname: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('PAYLOAD_TOO_LARGE');
  });
});
