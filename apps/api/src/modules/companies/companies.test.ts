import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema.js';
import { buildUser, call, startTestApp, type TestHarness } from '../../test/harness.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

const ownCompany = async (token: string) =>
  (await call(h.app, 'GET', '/api/v1/user/profile', { token })).body.result.company;

describe('POST /api/v1/company/update', () => {
  it.each(['employer', 'agency'] as const)('lets an %s owner update their company', async (role) => {
    const { token } = await buildUser(h.app, { role, isOnboard: true });
    const res = await call(h.app, 'POST', '/api/v1/company/update', {
      token,
      body: {
        name: 'Renamed Ltd',
        companySize: '201-500',
        linkedInURL: 'https://www.linkedin.com/company/renamed',
        aboutBusiness: 'Now bigger.',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toMatchObject({
      name: 'Renamed Ltd',
      companySize: '201-500',
      role,
      linkedInURL: 'https://www.linkedin.com/company/renamed',
    });
    const profile = (await call(h.app, 'GET', '/api/v1/user/profile', { token })).body.result;
    expect(profile.companyName).toBe('Renamed Ltd');
    expect(profile.company.name).toBe('Renamed Ltd');
  });

  it('answers 403 to freelancers and accounts without a role, 401 without a session', async () => {
    const freelancer = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    const noRole = await buildUser(h.app);
    for (const token of [freelancer.token, noRole.token]) {
      const res = await call(h.app, 'POST', '/api/v1/company/update', { token, body: { name: 'Mine' } });
      expect(res.statusCode).toBe(403);
      expect(res.body.message).toBe('FORBIDDEN');
    }
    expect((await call(h.app, 'POST', '/api/v1/company/update', { body: { name: 'x' } })).statusCode).toBe(
      401,
    );
  });

  it('answers 404 for someone else’s company code and changes nothing', async () => {
    const me = await buildUser(h.app, { role: 'employer', isOnboard: true });
    const other = await buildUser(h.app, { role: 'employer', isOnboard: true });
    const otherCompany = await ownCompany(other.token);
    const res = await call(h.app, 'POST', '/api/v1/company/update', {
      token: me.token,
      body: { code: otherCompany.code, name: 'Hijacked' },
    });
    expect(res.statusCode).toBe(404);
    const [row] = await h.database.db.select().from(companies).where(eq(companies.code, otherCompany.code));
    expect(row?.name).toBe(otherCompany.name);
    expect((await ownCompany(me.token)).name).not.toBe('Hijacked');
  });

  it('validates fields and keeps required ones filled once onboarded', async () => {
    const { token } = await buildUser(h.app, { role: 'agency', isOnboard: true });
    const bad = await call(h.app, 'POST', '/api/v1/company/update', {
      token,
      body: { websiteURL: 'ftp://x.example', companySize: 'many' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.error.en).toContain('websiteURL must be a web address');
    const blank = await call(h.app, 'POST', '/api/v1/company/update', {
      token,
      body: { companyIndustry: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toMatchObject({
      message: 'REQUIRED_FIELDS_MISSING',
      error: { en: 'Please fill in the required field: company.companyIndustry.' },
    });
  });
});

describe('GET /api/v1/company/:code', () => {
  it('shows the public company page to guests with counts and the owner’s public card', async () => {
    const { token, email } = await buildUser(h.app, {
      role: 'employer',
      isOnboard: true,
      fullname: 'Olive Ong',
    });
    const company = await ownCompany(token);
    const res = await call(h.app, 'GET', `/api/v1/company/${company.code}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toMatchObject({
      code: company.code,
      name: 'Acme Pte Ltd',
      aboutBusiness: expect.any(String),
      hired: 0,
      post: 0,
      recruited: 0,
      owner: { fullname: 'Olive Ong', userRole: 'employer' },
    });
    expect(res.raw).not.toContain(email);
    expect(res.raw).not.toContain('91234567');
  });

  it('answers 404 for an unknown code and for a company whose owner has not finished onboarding', async () => {
    expect((await call(h.app, 'GET', '/api/v1/company/NOSUCH')).statusCode).toBe(404);
    const pending = await buildUser(h.app, { role: 'agency' });
    const code = (await ownCompany(pending.token)).code;
    const res = await call(h.app, 'GET', `/api/v1/company/${code}`);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('NOT_FOUND');
  });
});
