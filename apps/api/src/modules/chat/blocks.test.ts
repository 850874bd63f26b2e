import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinByInvitation } from '../../test/company-team-builders.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';

/** Decision 053: a block applies to every kind of conversation and to invitations. */
let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

type Card = { _id: string; type: string; isBlocked: boolean };
const conversationsOf = async (token: string): Promise<Card[]> =>
  (await call(h.app, 'GET', '/api/v1/chat/conversations', { token })).body.result.items;

async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (isDone(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

const send = (token: string, conversationId: string, body: string) =>
  call(h.app, 'POST', `/api/v1/chat/conversations/${conversationId}/messages`, {
    token,
    body: { clientId: randomUUID(), body },
  });

describe('blocks', () => {
  it('stop the hiring conversation both ways and every invitation from the blocked company', async () => {
    const employer = await buildVerifiedUser(h, 'employer', 'Eli Employer');
    const teammate = await joinByInvitation(h, employer.token, 'Tia Teammate');
    const freelancer = await buildVerifiedUser(h, 'freelancer', 'Fay Freelancer');
    const job = await postOpportunity(h, employer.token, { title: 'Go backend developer' });
    const second = await postOpportunity(h, employer.token, { title: 'Rust backend developer' });
    const applied = await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/apply`, {
      token: freelancer.token,
      body: { coverLetter: 'I write Go every day.', proposedRate: 5000 },
    });
    await call(h.app, 'POST', `/api/v1/applications/${applied.body.result._id}/status`, {
      token: employer.token,
      body: { status: 'shortlisted' },
    });
    const [hiring] = await eventually(
      () => conversationsOf(freelancer.token),
      (items) => items.length === 1,
    );
    if (!hiring) throw new Error('no hiring conversation');
    expect(hiring.type).toBe('hiringConv');
    expect((await send(employer.token, hiring._id, 'Before the block')).statusCode).toBe(200);

    const blocked = await call(h.app, 'POST', '/api/v1/chat/blocks', {
      token: freelancer.token,
      body: { userCode: employer.code },
    });
    expect(blocked.statusCode).toBe(200);

    // The hiring conversation: neither side can write, and both see it as blocked.
    const fromEmployer = await send(employer.token, hiring._id, 'Are you there?');
    expect(fromEmployer.statusCode).toBe(409);
    expect(fromEmployer.body.message).toBe('CHAT_BLOCKED');
    expect((await send(freelancer.token, hiring._id, 'Bye')).body.message).toBe('CHAT_BLOCKED');
    expect((await conversationsOf(employer.token))[0]?.isBlocked).toBe(true);

    // Invitations: not from the blocked employer, nor from anyone else in that company.
    for (const token of [employer.token, teammate.token]) {
      const invited = await call(h.app, 'POST', `/api/v1/opportunities/${second._id}/requests`, {
        token,
        body: { freelancerCode: freelancer.code, message: 'Please apply' },
      });
      expect(invited.statusCode).toBe(409);
      expect(invited.body.message).toBe('CHAT_BLOCKED');
    }
    // A direct conversation cannot be opened either.
    const direct = await call(h.app, 'POST', '/api/v1/chat/conversations/direct', {
      token: employer.token,
      body: { userCode: freelancer.code },
    });
    expect(direct.body.message).toBe('CHAT_BLOCKED');

    // Unblocking restores both.
    await call(h.app, 'DELETE', `/api/v1/chat/blocks/${employer.code}`, { token: freelancer.token });
    expect((await send(employer.token, hiring._id, 'Hello again')).statusCode).toBe(200);
    const invited = await call(h.app, 'POST', `/api/v1/opportunities/${second._id}/requests`, {
      token: employer.token,
      body: { freelancerCode: freelancer.code, message: 'Please apply' },
    });
    expect(invited.statusCode).toBe(200);
  });
});
