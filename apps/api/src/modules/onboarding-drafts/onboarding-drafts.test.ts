import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, COMPLETE_PROFILES, call, startTestApp, type TestHarness } from '../../test/harness.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

const DRAFT = {
  currentStep: 2,
  processedStep: 2,
  referrerEmail: '',
  data: { fullname: 'Ana Lim', occupation: 'Designer', company: {} },
};

describe('onboarding drafts on the server (decision 063)', () => {
  it('keeps one draft per account, readable from another session, replaced at every save', async () => {
    const user = await buildUser(h.app, { role: 'freelancer' });
    const empty = await call(h.app, 'GET', '/api/v1/user/onboarding-draft', { token: user.token });
    expect(empty.body.result).toEqual({ draft: null, updatedAt: null });

    const saved = await call(h.app, 'PUT', '/api/v1/user/onboarding-draft', {
      token: user.token,
      body: DRAFT,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.result.draft).toEqual(DRAFT);

    // Another device: a second login of the same account sees the same draft.
    const login = await call(h.app, 'POST', '/api/v1/user/login', {
      body: { email: user.email, password: user.password },
    });
    const other = login.body.result.token as string;
    const next = { ...DRAFT, currentStep: 3, processedStep: 3, data: { ...DRAFT.data, skills: 'Figma' } };
    await call(h.app, 'PUT', '/api/v1/user/onboarding-draft', { token: other, body: next });
    const read = await call(h.app, 'GET', '/api/v1/user/onboarding-draft', { token: user.token });
    expect(read.body.result.draft).toEqual(next);
    expect(Date.parse(read.body.result.updatedAt)).not.toBeNaN();

    // Someone else never sees it.
    const stranger = await buildUser(h.app, { role: 'freelancer' });
    const theirs = await call(h.app, 'GET', '/api/v1/user/onboarding-draft', { token: stranger.token });
    expect(theirs.body.result.draft).toBeNull();
  });

  it('is gone once onboarding completes, and can be deleted', async () => {
    const user = await buildUser(h.app, { role: 'employer' });
    await call(h.app, 'PUT', '/api/v1/user/onboarding-draft', { token: user.token, body: DRAFT });
    await call(h.app, 'PUT', '/api/v1/user/profile', { token: user.token, body: COMPLETE_PROFILES.employer });
    const after = await call(h.app, 'GET', '/api/v1/user/onboarding-draft', { token: user.token });
    expect(after.body.result.draft).toBeNull();

    const other = await buildUser(h.app, { role: 'agency' });
    await call(h.app, 'PUT', '/api/v1/user/onboarding-draft', { token: other.token, body: DRAFT });
    const deleted = await call(h.app, 'DELETE', '/api/v1/user/onboarding-draft', { token: other.token });
    expect(deleted.body.result).toEqual({ deleted: true });
    const read = await call(h.app, 'GET', '/api/v1/user/onboarding-draft', { token: other.token });
    expect(read.body.result.draft).toBeNull();
  });

  it('refuses bad steps and oversized drafts with field details, and guests with 401', async () => {
    const user = await buildUser(h.app, { role: 'freelancer' });
    const bad = await call(h.app, 'PUT', '/api/v1/user/onboarding-draft', {
      token: user.token,
      body: { ...DRAFT, currentStep: 9, data: { notes: 'x'.repeat(70_000) } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'currentStep', message: 'must be at most 4' },
        { path: 'data', message: 'must be at most 64000 characters of JSON' },
      ]),
    );
    const guest = await call(h.app, 'GET', '/api/v1/user/onboarding-draft');
    expect(guest.statusCode).toBe(401);
  });
});
