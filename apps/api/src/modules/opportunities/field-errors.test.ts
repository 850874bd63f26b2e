import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, JOB_INPUT, postOpportunity } from '../../test/opportunity-builders.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

describe('400 envelopes name the refused fields (decision 062)', () => {
  it('lists each invalid body field with its own predicate', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const res = await call(h.app, 'POST', '/api/v1/opportunities', {
      token: employer.token,
      body: { ...JOB_INPUT, title: 'x', description: 'short', payMin: 900, payMax: 100 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('VALIDATION_ERROR');
    expect(res.body.error.en).toMatch(/title must be at least 3 characters/);
    expect(res.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'must be at least 3 characters' },
        { path: 'description', message: 'must be at least 20 characters' },
        { path: 'payMax', message: 'must not be less than the lowest pay' },
      ]),
    );
  });

  it('a rule checked by the service against the stored row names its field too', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const posted = await postOpportunity(h, employer.token, { payMin: 1000, payMax: 2000 });
    const res = await call(h.app, 'PUT', `/api/v1/opportunities/${posted._id}`, {
      token: employer.token,
      body: { payMax: 10 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.error.fields).toEqual([
      { path: 'payMax', message: 'must not be less than the lowest pay' },
    ]);
  });

  it('errors that are not about a field carry no field list', async () => {
    const res = await call(h.app, 'POST', '/api/v1/opportunities', { body: JOB_INPUT });
    expect(res.statusCode).toBe(401);
    expect(res.body.error.fields).toBeUndefined();
  });
});

describe('an agency or employer does not find its own postings in its own search', () => {
  it('leaves the caller company out of results and facet counts, not out of anyone else’s', async () => {
    const agency = await buildVerifiedUser(h, 'agency');
    const other = await buildVerifiedUser(h, 'agency');
    const title = `Own listing ${Date.now()}`;
    await postOpportunity(h, agency.token, { type: 'Project', payType: 'Fixed', title });
    const search = (token?: string) =>
      call(h.app, 'GET', `/api/v1/opportunities?tab=Project&jobName=${encodeURIComponent(title)}`, {
        ...(token ? { token } : {}),
      });
    const titles = (res: Awaited<ReturnType<typeof search>>) =>
      (res.body.result.items as { title: string }[]).map((item) => item.title);
    expect(titles(await search())).toContain(title);
    expect(titles(await search(other.token))).toContain(title);
    expect(titles(await search(agency.token))).not.toContain(title);
    const facets = (token: string) =>
      call(h.app, 'GET', `/api/v1/opportunities/facets?tab=Project&jobName=${encodeURIComponent(title)}`, {
        token,
      });
    const projectCount = (res: Awaited<ReturnType<typeof facets>>) =>
      (res.body.result.tab as { value: string; count: number }[]).find((e) => e.value === 'Project')?.count ??
      0;
    expect(projectCount(await facets(other.token))).toBeGreaterThan(0);
    expect(projectCount(await facets(agency.token))).toBe(0);
  });
});
