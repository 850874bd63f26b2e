import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMembers, conversations, messages, users } from '../../db/schema.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';
import { hireThroughOffer } from '../../test/work-builders.js';
import { openHiringConversation } from './conversations-service.js';
import { repairWorkingConversations } from './hiring-listeners.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

type ConversationCard = { _id: string; type: string; subject: string };

async function conversationsOf(token: string): Promise<ConversationCard[]> {
  const res = await call(h.app, 'GET', '/api/v1/chat/conversations', { token });
  return res.body.result.items;
}

async function withId<T extends { email: string }>(user: T): Promise<T & { userId: string }> {
  const [row] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  if (!row) throw new Error(`no user ${user.email}`);
  return { ...user, userId: row.id };
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
  it('opens a hiring conversation on shortlist; the hire continues it as the working conversation', async () => {
    const employer = await withId(await buildVerifiedUser(h, 'employer'));
    const freelancer = await withId(await buildVerifiedUser(h, 'freelancer'));
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

    const hiringId = afterShortlist[0]?._id as string;
    const said = await call(h.app, 'POST', `/api/v1/chat/conversations/${hiringId}/messages`, {
      token: freelancer.token,
      body: { clientId: randomUUID(), body: 'Happy to start on Monday.' },
    });
    expect(said.statusCode).toBe(200);

    expect((await setStatus('interviewing')).statusCode).toBe(200);
    await hireThroughOffer(h, {
      employerToken: employer.token,
      candidateToken: freelancer.token,
      applicationId,
    });
    // The hire continues the hiring conversation: one thread, now "working", history kept (the
    // offer's lines come after the candidate's message, decision 122).
    const afterHire = await eventually(
      () => conversationsOf(employer.token),
      (items) => items[0]?.type === 'workingConv',
    );
    expect(afterHire).toEqual([
      expect.objectContaining({
        _id: hiringId,
        type: 'workingConv',
        lastMessage: expect.objectContaining({ body: expect.stringContaining('accepted') }),
      }),
    ]);
    expect((await conversationsOf(freelancer.token)).map((item) => item._id)).toEqual([hiringId]);

    // A process killed between the hire's commit and the listener: the start-up repair continues it.
    await h.database.db
      .update(conversations)
      .set({ type: 'hiringConv', key: `hiring:${job._id}:${freelancer.userId}`, engagementId: null })
      .where(eq(conversations.id, hiringId));
    expect(await repairWorkingConversations({ db: h.database.db })).toBe(1);
    expect(await conversationsOf(freelancer.token)).toEqual([
      expect.objectContaining({ _id: hiringId, type: 'workingConv' }),
    ]);
    expect(await repairWorkingConversations({ db: h.database.db })).toBe(0);
  });

  it("migration 0012 merges a hire's two conversations into one, messages and read markers in order", async () => {
    const employer = await withId(await buildVerifiedUser(h, 'employer'));
    const freelancer = await withId(await buildVerifiedUser(h, 'freelancer'));
    const job = await postOpportunity(h, employer.token, { title: 'Data engineer (Airflow)' });
    const applied = await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/apply`, {
      token: freelancer.token,
      body: { coverLetter: 'I run Airflow for a bank with 400 DAGs.', proposedRate: 5000 },
    });
    const applicationId = applied.body.result._id as string;
    const db = h.database.db;
    // The state before this release: a hiring thread and a separate working thread.
    const members = [employer.userId, freelancer.userId];
    const hiring = await openHiringConversation({
      db,
      opportunityId: job._id,
      employerUserId: employer.userId,
      candidateUserId: freelancer.userId,
    });
    const [legacyWorking] = await db
      .insert(conversations)
      .values({ type: 'workingConv', key: `working:${applicationId}`, engagementId: applicationId })
      .returning();
    if (!legacyWorking) throw new Error('no working conversation');
    await db
      .insert(conversationMembers)
      .values(members.map((userId) => ({ conversationId: legacyWorking.id, userId })));
    const write = async (conversationId: string, seq: number, userId: string, body: string) => {
      await db
        .insert(messages)
        .values({ conversationId, seq, senderUserId: userId, clientId: randomUUID(), body });
      await db
        .update(conversations)
        .set({ lastSeq: seq, lastMessageAt: new Date() })
        .where(eq(conversations.id, conversationId));
    };
    await write(hiring.row.id, 1, employer.userId, 'Shortlisted you!');
    await write(hiring.row.id, 2, freelancer.userId, 'Thank you.');
    await write(legacyWorking.id, 1, freelancer.userId, 'Where do I send the invoice?');
    await db
      .update(conversationMembers)
      .set({ lastReadSeq: 1 })
      .where(
        and(
          eq(conversationMembers.conversationId, legacyWorking.id),
          eq(conversationMembers.userId, employer.userId),
        ),
      );

    await runMigration(db, '0012_working_together.sql');

    expect(await db.select().from(conversations).where(eq(conversations.id, legacyWorking.id))).toEqual([]);
    const [merged] = await db.select().from(conversations).where(eq(conversations.id, hiring.row.id));
    expect(merged).toMatchObject({
      type: 'workingConv',
      key: `working:${applicationId}`,
      engagementId: applicationId,
      lastSeq: 3,
    });
    const thread = await db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, hiring.row.id))
      .orderBy(messages.seq);
    expect(thread.map((m) => [m.seq, m.body])).toEqual([
      [1, 'Shortlisted you!'],
      [2, 'Thank you.'],
      [3, 'Where do I send the invoice?'],
    ]);
    const [employerMember] = await db
      .select()
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.conversationId, hiring.row.id),
          eq(conversationMembers.userId, employer.userId),
        ),
      );
    expect(employerMember?.lastReadSeq).toBe(3);
    expect((await conversationsOf(freelancer.token)).map((c) => c._id)).toEqual([hiring.row.id]);
  });
});

/** Runs the merge of migration 0012 again (it only touches rows it still has to merge). */
async function runMigration(db: TestHarness['database']['db'], file: string) {
  const text = readFileSync(new URL(`../../../drizzle/${file}`, import.meta.url), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await db.execute(sql.raw(statement));
    if (statement.includes('DROP TABLE "conversation_merges"')) return;
  }
}
