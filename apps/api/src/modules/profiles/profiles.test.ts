import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { buildUser, COMPLETE_PROFILES, call, startTestApp, type TestHarness } from '../../test/harness.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

describe('GET /api/v1/user/profile', () => {
  it('returns the owner’s profile with the defaults of the data rules', async () => {
    const { token, email } = await buildUser(h.app, { fullname: 'Default Dana' });
    const res = await call(h.app, 'GET', '/api/v1/user/profile', { token });
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toMatchObject({
      email,
      fullname: 'Default Dana',
      phoneCode: '65',
      hourlyRate: '0',
      monthlyRate: '0',
      directSignUp: true,
      emailVerify: false,
      isOnboard: false,
      userRole: null,
      skills: [],
      avatar: [],
      resume: [],
      bankDetail: null,
      company: null,
    });
    expect(res.body.result._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.result.code).toMatch(/^[A-Z2-9]{10}$/);
  });

  it('needs a session', async () => {
    const res = await call(h.app, 'GET', '/api/v1/user/profile');
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toBe('UNAUTHORIZED');
  });
});

describe('PUT /api/v1/user/profile (onboarding submit)', () => {
  it('fails with "Invalid Referrer Email" for an unknown referrer and saves nothing', async () => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const res = await call(h.app, 'PUT', '/api/v1/user/profile', {
      token,
      body: { occupation: 'Developer', referrerEmail: 'nobody-at-all@example.test' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      status: 400,
      message: 'INVALID_REFERRER_EMAIL',
      error: { en: 'Invalid Referrer Email' },
      requestId: expect.any(String),
    });
    const me = await call(h.app, 'POST', '/api/v1/user/me', { token });
    expect(me.body.result.isOnboard).toBe(false);
    const profile = await call(h.app, 'GET', '/api/v1/user/profile', { token });
    expect(profile.body.result.occupation).toBe('');
  });

  it('refuses the user’s own email as referrer', async () => {
    const { token, email } = await buildUser(h.app, { role: 'employer' });
    const res = await call(h.app, 'PUT', '/api/v1/user/profile', { token, body: { referrerEmail: email } });
    expect(res.body.error).toEqual({ en: 'Invalid Referrer Email' });
  });

  it('completes onboarding on a valid submit and records the referrer', async () => {
    const referrer = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    const { token, email } = await buildUser(h.app, { role: 'freelancer' });
    const res = await call(h.app, 'PUT', '/api/v1/user/profile', {
      token,
      body: {
        ...COMPLETE_PROFILES.freelancer,
        occupation: 'Designer',
        experienceLevel: 'Fresher',
        skills: ['Figma', 'Illustration'],
        hourlyRate: 30,
        monthlyRate: '4000',
        phone: '8123-4567',
        dateOfBirth: '1995-04-12',
        workExperience: [{ company: 'Acme', title: 'Designer', from: '2020-01' }],
        bankDetail: { accountHolder: 'Me', bankAccountNo: '123', bankName: 'DBS', city: 'Singapore' },
        referrerEmail: referrer.email.toUpperCase(),
        unknownField: 'ignored',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('ok');
    expect(res.body.result).toMatchObject({
      isOnboard: true,
      occupation: 'Designer',
      hourlyRate: '30',
      monthlyRate: '4000',
      phone: '81234567',
      dateOfBirth: '1995-04-12',
      skills: ['Figma', 'Illustration'],
      bankDetail: { bankName: 'DBS' },
    });
    expect(res.body.result).not.toHaveProperty('unknownField');
    expect((await call(h.app, 'POST', '/api/v1/user/me', { token })).body.result.isOnboard).toBe(true);
    const [row] = await h.database.db.select().from(users).where(eq(users.email, email));
    const [referrerRow] = await h.database.db.select().from(users).where(eq(users.email, referrer.email));
    expect(row?.referredByUserId).toBe(referrerRow?.id);
  });

  it('saves fields for an account without a role but does not onboard it', async () => {
    const { token } = await buildUser(h.app);
    const res = await call(h.app, 'PUT', '/api/v1/user/profile', {
      token,
      body: { nationality: 'Singaporean' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toMatchObject({ nationality: 'Singaporean', isOnboard: false });
  });

  it.each([
    [{ occupation: 'Astronaut' }, 'occupation must be one of'],
    [{ experienceLevel: 'Guru' }, 'experienceLevel must be one of'],
    [{ hourlyRate: -5 }, 'hourlyRate must be a non-negative amount'],
    [{ dateOfBirth: '12/04/1995' }, 'dateOfBirth must be a date written YYYY-MM-DD'],
    [{ dateOfBirth: '1995-02-31x' }, 'dateOfBirth must be a date written YYYY-MM-DD'],
    [{ skills: 'Figma' }, 'skills'],
    [{ workExperience: [{ company: 'Acme' }] }, 'workExperience[0].title is required'],
    [{ referrerEmail: 'not-an-email' }, 'referrerEmail'],
    [{ fullname: 'x'.repeat(101) }, 'fullname must be at most 100 characters'],
  ])('rejects %j', async (body, sentence) => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const res = await call(h.app, 'PUT', '/api/v1/user/profile', { token, body });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('VALIDATION_ERROR');
    expect(res.body.error.en).toContain(sentence);
    expect((await call(h.app, 'POST', '/api/v1/user/me', { token })).body.result.isOnboard).toBe(false);
  });
});
