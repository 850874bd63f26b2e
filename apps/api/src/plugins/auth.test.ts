import { eq } from 'drizzle-orm';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { buildUser, startTestApp, type TestHarness } from '../test/harness.js';
import { createAuthenticate, requireRole, requireVerifiedEmail } from './auth.js';
import { registerErrorEnvelope } from './error-envelope.js';

let h: TestHarness;
let gated: ReturnType<typeof Fastify>;
beforeAll(async () => {
  h = await startTestApp();
  // A route gated like the role-specific calls of later modules, on the same database and sessions.
  gated = Fastify();
  registerErrorEnvelope(gated);
  gated.decorateRequest('actor', null);
  gated.post(
    '/employer-only',
    { onRequest: [createAuthenticate(h.database.db), requireRole('employer', 'agency')] },
    async (request: FastifyRequest) => ({
      status: 200,
      message: 'ok',
      result: { role: request.actor?.userRole },
    }),
  );
  gated.post(
    '/verified-only',
    { onRequest: [createAuthenticate(h.database.db), requireVerifiedEmail] },
    async () => ({ status: 200, message: 'ok', result: { posted: true } }),
  );
  await gated.ready();
});
afterAll(async () => {
  await gated.close();
  await h.close();
});

describe('role gates', () => {
  it('answer 403 in the envelope to a role that may not make the call, 401 without a session', async () => {
    const freelancer = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    const noRole = await buildUser(h.app);
    const employer = await buildUser(h.app, { role: 'employer', isOnboard: true });
    const post = (token?: string) =>
      gated.inject({ method: 'POST', url: '/employer-only', headers: token ? { token } : {} });

    for (const token of [freelancer.token, noRole.token]) {
      const res = await post(token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 403,
        message: 'FORBIDDEN',
        error: { en: 'Your account may not do this.' },
        requestId: expect.any(String),
      });
    }
    expect((await post()).statusCode).toBe(401);
    expect((await post(employer.token)).json()).toEqual({
      status: 200,
      message: 'ok',
      result: { role: 'employer' },
    });
  });
});

describe('verified-email gate', () => {
  it('answers 409 EMAIL_NOT_VERIFIED (not 403, which would log the user out) until the email is verified', async () => {
    const user = await buildUser(h.app, { role: 'employer', isOnboard: true });
    const post = () =>
      gated.inject({ method: 'POST', url: '/verified-only', headers: { token: user.token } });
    const refused = await post();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('EMAIL_NOT_VERIFIED');
    await h.database.db.update(users).set({ emailVerify: true }).where(eq(users.email, user.email));
    expect((await post()).json()).toEqual({ status: 200, message: 'ok', result: { posted: true } });
  });
});
