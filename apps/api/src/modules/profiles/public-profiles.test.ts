import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, multipartBody } from '../../test/files-fixtures.js';
import { buildUser, call, makeProfilePublic, startTestApp, type TestHarness } from '../../test/harness.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

const PRIVATE_FIELDS = ['email', 'phone', 'phoneCode', 'dateOfBirth', 'bankDetail', 'address', 'isWhatsapp'];

async function onboardedFreelancerWithResume() {
  const user = await buildUser(h.app, { role: 'freelancer', isOnboard: true, fullname: 'Pia Public' });
  await makeProfilePublic(h.app, user.token);
  await call(h.app, 'PUT', '/api/v1/user/profile', {
    token: user.token,
    body: { bankDetail: { accountHolder: 'Pia', bankAccountNo: '555-123', bankName: 'DBS', city: 'SG' } },
  });
  const profile = (await call(h.app, 'GET', '/api/v1/user/profile', { token: user.token })).body.result;
  const { payload, contentType } = multipartBody(makePdf(), { filename: 'pia.pdf' });
  await h.app.inject({
    method: 'POST',
    url: `/api/v1/file/upload?refCode=${profile.code}&refType=resume`,
    headers: { 'content-type': contentType, token: user.token },
    payload,
  });
  return { ...user, code: profile.code as string };
}

describe('GET /api/v1/user/public-profile/:code', () => {
  it('shows guests the public fields only, without the resume', async () => {
    const pia = await onboardedFreelancerWithResume();
    const res = await call(h.app, 'GET', `/api/v1/user/public-profile/${pia.code}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toMatchObject({
      code: pia.code,
      fullname: 'Pia Public',
      occupation: 'Developer',
      skills: ['TypeScript'],
      hasResume: true,
      resume: [],
    });
    for (const field of PRIVATE_FIELDS) expect(res.body.result).not.toHaveProperty(field);
    for (const secret of [pia.email, '91234567', '1994-05-06', '555-123'])
      expect(res.raw).not.toContain(secret);
  });

  it('lists the resume for employers, agencies and the owner, not for other freelancers', async () => {
    const pia = await onboardedFreelancerWithResume();
    const employer = await buildUser(h.app, { role: 'employer', isOnboard: true });
    const agency = await buildUser(h.app, { role: 'agency', isOnboard: true });
    const freelancer = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    for (const [token, count] of [
      [employer.token, 1],
      [agency.token, 1],
      [pia.token, 1],
      [freelancer.token, 0],
      ['stale-token', 0],
    ] as const) {
      const res = await call(h.app, 'GET', `/api/v1/user/public-profile/${pia.code}`, { token });
      expect(res.body.result.resume).toHaveLength(count);
    }
  });

  it('answers 404 for unknown codes and accounts that have not finished onboarding', async () => {
    const pending = await buildUser(h.app, { role: 'freelancer' });
    const code = (await call(h.app, 'GET', '/api/v1/user/profile', { token: pending.token })).body.result
      .code;
    for (const path of [code, 'NOSUCHCODE']) {
      const res = await call(h.app, 'GET', `/api/v1/user/public-profile/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe('NOT_FOUND');
    }
  });
});

describe('POST /api/v1/user/listing-user-by-codes', () => {
  it('returns public cards in the order asked, leaving out unknown and unfinished accounts', async () => {
    const a = await onboardedFreelancerWithResume();
    const employer = await buildUser(h.app, { role: 'employer', isOnboard: true, fullname: 'Eve Employer' });
    const employerCode = (await call(h.app, 'GET', '/api/v1/user/profile', { token: employer.token })).body
      .result.code;
    const pending = await buildUser(h.app, { role: 'freelancer' });
    const pendingCode = (await call(h.app, 'GET', '/api/v1/user/profile', { token: pending.token })).body
      .result.code;
    const res = await call(h.app, 'POST', '/api/v1/user/listing-user-by-codes', {
      body: { codes: [employerCode, 'NOSUCH', a.code, pendingCode, a.code] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.result.items.map((item: { code: string }) => item.code)).toEqual([employerCode, a.code]);
    expect(res.body.result.total).toBe(2);
    expect(res.body.result.items[0]).toMatchObject({
      fullname: 'Eve Employer',
      userRole: 'employer',
      company: { name: 'Acme Pte Ltd' },
    });
    for (const item of res.body.result.items) {
      for (const field of [...PRIVATE_FIELDS, 'resume', '_id']) expect(item).not.toHaveProperty(field);
    }
  });

  it.each([
    [{}],
    [{ codes: [] }],
    [{ codes: 'ABC' }],
    [{ codes: Array.from({ length: 101 }, (_, i) => `C${i}`) }],
  ])('refuses %j', async (body) => {
    const res = await call(h.app, 'POST', '/api/v1/user/listing-user-by-codes', { body });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('VALIDATION_ERROR');
    expect(res.body.error.en).toContain('codes');
  });
});
