import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';
import { repairWorkingConversations } from './hiring-listeners.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

type ConversationCard = { type: string; subject: string };

async function conversationsOf(token: string): Promise<ConversationCard[]> {
  const res = await call(h.app, 'GET', '/api/v1/chat/conversations', { token });
  return res.body.result.items;
}

/** Listeners run after the commit, asynchronously: wait until they are done. */
async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = await read();
    if (isDone(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

describe('hiring pipeline → chat', () => {
  it('opens a hiring conversation on shortlist and a working conversation on hire, once each', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const freelancer = await buildVerifiedUser(h, 'freelancer');
    const job = await postOpportunity(h, employer.token, { title: 'Kotlin mobile developer' });
    const applied = await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/apply`, {
      token: freelancer.token,
      body: { coverLetter: 'I shipped four Android apps in Kotlin.', proposedRate: 5000 },
    });
    expect(applied.statusCode).toBe(200);
    const applicationId = applied.body.result._id as string;
    expect(await conversationsOf(freelancer.token)).toEqual([]);

    const setStatus = (status: string) =>
      call(h.app, 'POST', `/api/v1/applications/${applicationId}/status`, {
        token: employer.token,
        body: { status },
      });
    expect((await setStatus('shortlisted')).statusCode).toBe(200);
    const afterShortlist = await eventually(
      () => conversationsOf(freelancer.token),
      (items) => items.length === 1,
    );
    expect(afterShortlist).toMatchObject([{ type: 'hiringConv', subject: 'Kotlin mobile developer' }]);

    expect((await setStatus('interviewing')).statusCode).toBe(200);
    expect((await setStatus('hired')).statusCode).toBe(200);
    const afterHire = await eventually(
      () => conversationsOf(employer.token),
      (items) => items.length === 2,
    );
    expect(afterHire.map((item) => item.type).sort()).toEqual(['hiringConv', 'workingConv']);
    // Interviewing did not open a second hiring conversation.
    expect((await conversationsOf(freelancer.token)).length).toBe(2);

    // A process killed between the hire's commit and the listener: the start-up repair opens it.
    await h.database.db.delete(conversations).where(eq(conversations.key, `working:${applicationId}`));
    expect((await conversationsOf(freelancer.token)).map((item) => item.type)).toEqual(['hiringConv']);
    expect(await repairWorkingConversations({ db: h.database.db })).toBe(1);
    expect((await conversationsOf(freelancer.token)).map((item) => item.type).sort()).toEqual([
      'hiringConv',
      'workingConv',
    ]);
    expect(await repairWorkingConversations({ db: h.database.db })).toBe(0);
  });
});
