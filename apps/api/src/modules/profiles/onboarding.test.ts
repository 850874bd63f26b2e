import type { UserRole } from '@talentport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, makePdf, multipartBody } from '../../test/files-fixtures.js';
import { buildUser, COMPLETE_PROFILES, call, startTestApp, type TestHarness } from '../../test/harness.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

async function upload(token: string, refCode: string, refType: 'avatar' | 'resume', file: Buffer) {
  const { payload, contentType } = multipartBody(file, {
    filename: refType === 'resume' ? 'cv.pdf' : 'me.png',
  });
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/v1/file/upload?refCode=${refCode}&refType=${refType}`,
    headers: { 'content-type': contentType, token },
    payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

const isOnboard = async (token: string) =>
  (await call(h.app, 'POST', '/api/v1/user/me', { token })).body.result.isOnboard as boolean;

/** The four wizard steps of each role, as the web client sends them in the final submit. */
const STEPS: Record<UserRole, Record<string, unknown>[]> = {
  freelancer: [
    {
      fullname: 'Fay Lim',
      occupation: 'Designer',
      nationality: 'Singaporean',
      phoneCode: '65',
      phone: '9123 4567',
      dateOfBirth: '1996-02-29',
    },
    {
      experienceLevel: 'Junior',
      expertise: ['UI design'],
      skills: ['Figma', 'Illustration'],
      workExperience: [{ company: 'Acme', title: 'Designer', from: '2020-01', to: '2023-06' }],
      education: [{ school: 'NAFA', degree: 'Diploma in Design' }],
    },
    {
      workingMode: 'Hybrid',
      workLoad: 'Part-time',
      hourlyRate: '40',
      monthlyRate: '5000',
      describeYourself: 'Product designer who loves clear interfaces.',
    },
    { portfolio: 'https://dribbble.com/fay' },
  ],
  employer: [
    {
      company: {
        name: 'Harbour Freight',
        companyIndustry: 'Logistics',
        companyLocation: 'Singapore',
        companySize: '51-200',
        websiteURL: 'https://harbour.example',
        linkedInURL: 'https://www.linkedin.com/company/harbour',
        fbURL: 'https://facebook.com/harbour',
      },
    },
    { company: { aboutBusiness: 'We move containers.' } },
    { fullname: 'Hugo Tan', phoneCode: '65', phone: '6123 4567', isWhatsapp: true },
    {},
  ],
  agency: [
    {
      company: {
        name: 'Pixel Crew',
        companyIndustry: 'Design',
        companyLocation: 'Kuala Lumpur',
        companySize: '11-50',
        websiteURL: 'https://pixel.example',
      },
    },
    { company: { aboutBusiness: 'A design agency.' } },
    { fullname: 'Ana Wong', phoneCode: '60', phone: '12 345 6789', isWhatsapp: false },
    { expertise: ['Branding', 'Web design'], hourlyRate: '80', monthlyRate: '12000' },
  ],
};

function mergeSteps(role: UserRole) {
  const merged: Record<string, unknown> = {};
  for (const step of STEPS[role]) {
    const { company, ...rest } = step as { company?: Record<string, unknown> };
    Object.assign(merged, rest);
    if (company) merged.company = { ...(merged.company as object), ...company };
  }
  return merged;
}

describe.each(['freelancer', 'employer', 'agency'] as const)('onboarding a %s', (role) => {
  it('completes the four steps: picture (and resume) upload, then the submit', async () => {
    const referrer = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    const { token } = await buildUser(h.app, { role });
    const profile = (await call(h.app, 'GET', '/api/v1/user/profile', { token })).body.result;
    const pictureCode = role === 'freelancer' ? profile.code : profile.company.code;
    expect((await upload(token, pictureCode, 'avatar', await makeImage('jpeg', 800, 600))).statusCode).toBe(
      200,
    );
    if (role === 'freelancer') {
      expect((await upload(token, profile.code, 'resume', makePdf())).statusCode).toBe(200);
    }
    expect(await isOnboard(token)).toBe(false);

    const res = await call(h.app, 'PUT', '/api/v1/user/profile', {
      token,
      body: { ...mergeSteps(role), referrerEmail: referrer.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('ok');
    expect(res.body.result.isOnboard).toBe(true);
    expect(await isOnboard(token)).toBe(true);
    if (role === 'freelancer') {
      expect(res.body.result).toMatchObject({
        occupation: 'Designer',
        phone: '91234567',
        experienceLevel: 'Junior',
        skills: ['Figma', 'Illustration'],
        workingMode: 'Hybrid',
        hourlyRate: '40',
      });
      expect(res.body.result.avatar).toHaveLength(1);
      expect(res.body.result.resume).toHaveLength(1);
    } else {
      expect(res.body.result.company).toMatchObject({
        name: STEPS[role][0]?.company && (STEPS[role][0].company as { name: string }).name,
        aboutBusiness: expect.any(String),
        companySize: expect.any(String),
        hired: 0,
        post: 0,
        recruited: 0,
      });
      expect(res.body.result.company.avatar).toHaveLength(1);
      expect(res.body.result.companyName).toBe(res.body.result.company.name);
    }
  });

  it('names every missing required field and stays not onboarded', async () => {
    const { token } = await buildUser(h.app, { role });
    const res = await call(h.app, 'PUT', '/api/v1/user/profile', { token, body: { nationality: 'Thai' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('REQUIRED_FIELDS_MISSING');
    const expected =
      role === 'freelancer'
        ? ['occupation', 'phone', 'skills', 'workingMode', 'describeYourself']
        : ['phone', 'company.name', 'company.companySize', 'company.aboutBusiness'];
    for (const field of expected) expect(res.body.error.en).toContain(field);
    // Asked later and optional (decision 063): never named as missing.
    expect(res.body.error.en).not.toMatch(/dateOfBirth|nationality/);
    expect(await isOnboard(token)).toBe(false);
    const profile = (await call(h.app, 'GET', '/api/v1/user/profile', { token })).body.result;
    expect(profile.nationality).toBe('');
  });

  it.each(
    STEPS[role].map((_, index) => index).filter((index) => Object.keys(STEPS[role][index] ?? {}).length),
  )('refuses the submit when step %i is left out', async (index) => {
    const { token } = await buildUser(h.app, { role });
    const body = mergeSteps(role);
    const step = STEPS[role][index] ?? {};
    for (const key of Object.keys(step)) {
      if (key === 'company') {
        const company = { ...(body.company as object) } as Record<string, unknown>;
        for (const companyKey of Object.keys(step.company as object)) delete company[companyKey];
        body.company = company;
      } else delete body[key];
    }
    const res = await call(h.app, 'PUT', '/api/v1/user/profile', { token, body });
    const isStepOptional = role === 'freelancer' && index === 3;
    expect(res.statusCode).toBe(isStepOptional ? 200 : 400);
    expect(await isOnboard(token)).toBe(isStepOptional);
  });

  it('keeps "Invalid Referrer Email" for an unknown or own referrer', async () => {
    const { token, email } = await buildUser(h.app, { role });
    for (const referrerEmail of ['nobody.at.all@example.test', email]) {
      const res = await call(h.app, 'PUT', '/api/v1/user/profile', {
        token,
        body: { ...mergeSteps(role), referrerEmail },
      });
      expect(res.body).toEqual({
        status: 400,
        message: 'INVALID_REFERRER_EMAIL',
        error: { en: 'Invalid Referrer Email' },
        requestId: expect.any(String),
      });
      expect(await isOnboard(token)).toBe(false);
    }
  });

  it('lets the owner edit the profile after onboarding, but not blank a required field', async () => {
    const { token } = await buildUser(h.app, { role, isOnboard: true });
    const edit = await call(h.app, 'PUT', '/api/v1/user/profile', {
      token,
      body: role === 'freelancer' ? { skills: ['Go', 'Rust'] } : { company: { companySize: '201-500' } },
    });
    expect(edit.statusCode).toBe(200);
    const blank = await call(h.app, 'PUT', '/api/v1/user/profile', {
      token,
      body: role === 'freelancer' ? { skills: [] } : { company: { aboutBusiness: '' } },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toBe('REQUIRED_FIELDS_MISSING');
    expect(await isOnboard(token)).toBe(true);
  });
});

describe('per-role validation', () => {
  it.each([
    [{ company: { companySize: 'huge' } }, 'company.companySize must be one of'],
    [{ company: { websiteURL: 'javascript:alert(1)' } }, 'company.websiteURL must be a web address'],
    [
      { company: { linkedInURL: 'https://evil.example/linkedin.com' } },
      'company.linkedInURL must be a linkedin.com address',
    ],
    [{ company: { fbURL: 'facebook' } }, 'company.fbURL must be a facebook.com address'],
    [{ company: { name: '' } }, 'company.name is required'],
    [{ phone: '12' }, 'phone must be a phone number'],
    [{ isWhatsapp: 'yes' }, 'isWhatsapp'],
    [{ nationality: 'a\u0000b' }, 'nationality must not contain NUL characters'],
    [{ company: { aboutBusiness: 'x\u0000' } }, 'company.aboutBusiness must not contain NUL'],
  ])('refuses %j from an employer', async (fields, sentence) => {
    const { token } = await buildUser(h.app, { role: 'employer' });
    const base = COMPLETE_PROFILES.employer;
    const company = { ...base.company, ...(fields as { company?: object }).company };
    const body = { ...base, ...fields, company };
    const res = await call(h.app, 'PUT', '/api/v1/user/profile', { token, body });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('VALIDATION_ERROR');
    expect(res.body.error.en).toContain(sentence);
  });

  it('refuses company fields from a freelancer', async () => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const res = await call(h.app, 'PUT', '/api/v1/user/profile', {
      token,
      body: { ...COMPLETE_PROFILES.freelancer, company: { name: 'Mine' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.error.en).toContain('company');
  });
});
