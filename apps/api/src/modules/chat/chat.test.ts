import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMembers, mailOutbox, messages } from '../../db/schema.js';
import { silentChatEvents } from '../../platform/chat-events.js';
import { buildChatUser, type ChatUser } from '../../test/chat-builders.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { openHiringConversation, openWorkingConversation } from './conversations-service.js';

let h: TestHarness;
const clientId = () => randomUUID();

beforeAll(async () => {
  h = await startTestApp({
    rateLimitRules: { chatFirstContactsPerUser: { limit: 3, windowMs: 60_000 } },
    chatNotifyDelayMs: 0,
    chatNotifyIntervalMs: 0,
  });
});
afterAll(async () => {
  await h.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: unknown) =>
  call(h.app, method, `/api${url}`, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });

async function openDirect(from: ChatUser, to: ChatUser) {
  const res = await api('POST', '/v1/chat/conversations/direct', from.token, { userCode: to.code });
  if (res.statusCode !== 200) throw new Error(`open direct failed: ${res.raw}`);
  return res.body.result as { _id: string; type: string; participants: { _id: string }[] };
}

async function send(user: ChatUser, conversationId: string, body: string, id = clientId()) {
  return api('POST', `/v1/chat/conversations/${conversationId}/messages`, user.token, { clientId: id, body });
}

describe('direct conversations', () => {
  it('opens once between two onboarded, verified users; both see it', async () => {
    const alice = await buildChatUser(h.app, h.database.db, { role: 'employer', fullname: 'Alice Employer' });
    const bob = await buildChatUser(h.app, h.database.db, { role: 'freelancer', fullname: 'Bob Freelancer' });
    const first = await openDirect(alice, bob);
    const again = await openDirect(bob, alice);
    expect(again._id).toBe(first._id);
    expect(first.type).toBe('directConv');
    expect(first.participants.map((p) => p._id).sort()).toEqual([alice.userId, bob.userId].sort());
    const list = await api('GET', '/v1/chat/conversations', bob.token);
    expect(list.body.result).toMatchObject({ total: 1, page: 1, recordPerPage: 10 });
    expect(list.body.result.items[0]._id).toBe(first._id);
  });

  it('refuses unverified senders (409), unfinished recipients, oneself, and blocked pairs', async () => {
    const verified = await buildChatUser(h.app, h.database.db);
    const unverified = await buildChatUser(h.app, h.database.db, { isVerified: false });
    const unfinished = await buildChatUser(h.app, h.database.db, { isOnboard: false });
    const notVerifiedAnswer = await api('POST', '/v1/chat/conversations/direct', unverified.token, {
      userCode: verified.code,
    });
    expect(notVerifiedAnswer.statusCode).toBe(409);
    expect(notVerifiedAnswer.body.message).toBe('EMAIL_NOT_VERIFIED');
    const toUnfinished = await api('POST', '/v1/chat/conversations/direct', verified.token, {
      userCode: unfinished.code,
    });
    expect(toUnfinished.body).toMatchObject({ status: 409, message: 'CHAT_RECIPIENT_UNAVAILABLE' });
    const self = await api('POST', '/v1/chat/conversations/direct', verified.token, {
      userCode: verified.code,
    });
    expect(self.body.message).toBe('CHAT_SELF');
    const unknown = await api('POST', '/v1/chat/conversations/direct', verified.token, {
      userCode: 'nosuchcode',
    });
    expect(unknown.statusCode).toBe(404);

    const other = await buildChatUser(h.app, h.database.db);
    const conversation = await openDirect(verified, other);
    const blocked = await api('POST', '/v1/chat/blocks', other.token, { userCode: verified.code });
    expect(blocked.body.result).toEqual([expect.objectContaining({ code: verified.code })]);
    const sendBlocked = await send(verified, conversation._id, 'hello?');
    expect(sendBlocked.body).toMatchObject({ status: 409, message: 'CHAT_BLOCKED' });
    const reopen = await api('POST', '/v1/chat/conversations/direct', verified.token, {
      userCode: other.code,
    });
    expect(reopen.body.message).toBe('CHAT_BLOCKED');
    const seen = await api('GET', `/v1/chat/conversations/${conversation._id}`, verified.token);
    expect(seen.body.result.isBlocked).toBe(true);
    const unblocked = await api('DELETE', `/v1/chat/blocks/${verified.code}`, other.token);
    expect(unblocked.body.result).toEqual([]);
    expect((await send(verified, conversation._id, 'hello again')).statusCode).toBe(200);
  });

  it('rate limits first contact, not returning to an existing conversation', async () => {
    const spammer = await buildChatUser(h.app, h.database.db);
    const targets = await Promise.all([1, 2, 3, 4].map(() => buildChatUser(h.app, h.database.db)));
    const [t1, t2, t3, t4] = targets as [ChatUser, ChatUser, ChatUser, ChatUser];
    await openDirect(spammer, t1);
    await openDirect(spammer, t2);
    await openDirect(spammer, t3);
    const fourth = await api('POST', '/v1/chat/conversations/direct', spammer.token, { userCode: t4.code });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.body.message).toBe('RATE_LIMITED');
    expect(
      (await api('POST', '/v1/chat/conversations/direct', spammer.token, { userCode: t1.code })).statusCode,
    ).toBe(200);
  });
});

describe('messages', () => {
  let alice: ChatUser;
  let bob: ChatUser;
  let stranger: ChatUser;
  let conversationId: string;

  beforeAll(async () => {
    alice = await buildChatUser(h.app, h.database.db, { role: 'employer', fullname: 'Alice' });
    bob = await buildChatUser(h.app, h.database.db, { fullname: 'Bob' });
    stranger = await buildChatUser(h.app, h.database.db, { fullname: 'Stranger' });
    conversationId = (await openDirect(alice, bob))._id;
  });

  it('keeps history in order, pages of 10 newest first, and anchors pages with beforeSeq', async () => {
    for (let index = 1; index <= 23; index++) {
      const res = await send(index % 2 ? alice : bob, conversationId, `message ${index}`);
      expect(res.body.result.seq).toBe(index);
    }
    const first = await api('GET', `/v1/chat/conversations/${conversationId}/messages`, bob.token);
    expect(first.body.result).toMatchObject({ total: 23, page: 1, recordPerPage: 10 });
    expect(first.body.result.items.map((m: { seq: number }) => m.seq)).toEqual([
      23, 22, 21, 20, 19, 18, 17, 16, 15, 14,
    ]);
    await send(alice, conversationId, 'a late one');
    const anchored = await api(
      'GET',
      `/v1/chat/conversations/${conversationId}/messages?beforeSeq=14`,
      bob.token,
    );
    expect(anchored.body.result.items.map((m: { seq: number }) => m.seq)).toEqual([
      13, 12, 11, 10, 9, 8, 7, 6, 5, 4,
    ]);
    const last = await api(
      'GET',
      `/v1/chat/conversations/${conversationId}/messages?beforeSeq=14&page=2`,
      bob.token,
    );
    expect(last.body.result.items.map((m: { seq: number }) => m.seq)).toEqual([3, 2, 1]);
    expect(last.body.result.items[2]).toMatchObject({
      body: 'message 1',
      senderName: 'Alice',
      senderKind: 'user',
    });
  });

  it('numbers concurrent sends without gaps or repeats', async () => {
    const before = (await api('GET', `/v1/chat/conversations/${conversationId}`, alice.token)).body.result
      .lastSeq;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        send(index % 2 ? alice : bob, conversationId, `burst ${index}`),
      ),
    );
    const seqs = results.map((res) => res.body.result.seq as number).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 12 }, (_, index) => before + index + 1));
  });

  it('de-duplicates a retried send by clientId and refuses a clientId reused elsewhere', async () => {
    const id = clientId();
    const first = await send(alice, conversationId, 'only once', id);
    const retry = await send(alice, conversationId, 'only once', id);
    expect(retry.statusCode).toBe(200);
    expect(retry.body.result._id).toBe(first.body.result._id);
    const stored = await h.database.db.select().from(messages).where(eq(messages.clientId, id));
    expect(stored).toHaveLength(1);
    const support = await api('POST', '/v1/chat/support', alice.token);
    const elsewhere = await send(alice, support.body.result._id, 'other conversation', id);
    expect(elsewhere.body).toMatchObject({ status: 409, message: 'CLIENT_ID_REUSED' });
  });

  it('stores text as plain text, trims it, caps its length and refuses empty messages', async () => {
    const html = await send(alice, conversationId, '  <img src=x onerror=alert(1)> <b>hi</b>\u0007\u202e  ');
    expect(html.body.result.body).toBe('<img src=x onerror=alert(1)> <b>hi</b>');
    // NUL (and a lone surrogate) is refused by the contract's shared string rule, not silently dropped.
    const withNul = await send(alice, conversationId, 'hi\u0000there');
    expect(withNul.body).toMatchObject({ status: 400, message: 'VALIDATION_ERROR' });
    expect(withNul.body.error.en).toMatch(/body must not contain NUL/);
    const tooLong = await send(alice, conversationId, 'x'.repeat(4001));
    expect(tooLong.body).toMatchObject({ status: 400, message: 'VALIDATION_ERROR' });
    expect(tooLong.body.error.en).toMatch(/body must be at most 4000 characters/);
    const empty = await send(alice, conversationId, '   ');
    expect(empty.body).toMatchObject({ status: 400, message: 'MESSAGE_EMPTY' });
    const badClientId = await api('POST', `/v1/chat/conversations/${conversationId}/messages`, alice.token, {
      clientId: 'x',
      body: 'hi',
    });
    expect(badClientId.body.message).toBe('VALIDATION_ERROR');
  });

  it('lets the sender edit and delete within 15 minutes only', async () => {
    const sent = (await send(bob, conversationId, 'typo hree')).body.result;
    const edited = await api('PUT', `/v1/chat/messages/${sent._id}`, bob.token, { body: 'typo here' });
    expect(edited.body.result).toMatchObject({ body: 'typo here', editedAt: expect.any(String) });
    const notMine = await api('PUT', `/v1/chat/messages/${sent._id}`, alice.token, { body: 'hijack' });
    expect(notMine.statusCode).toBe(404);
    const deleted = await api('DELETE', `/v1/chat/messages/${sent._id}`, bob.token);
    expect(deleted.body.result).toMatchObject({ body: '', isDeleted: true });
    const old = (await send(bob, conversationId, 'old news')).body.result;
    await h.database.db
      .update(messages)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(messages.id, old._id));
    const late = await api('PUT', `/v1/chat/messages/${old._id}`, bob.token, { body: 'too late' });
    expect(late.body).toMatchObject({ status: 409, message: 'MESSAGE_EDIT_WINDOW_PASSED' });
  });

  it('counts unread per conversation and in total, and moves read receipts', async () => {
    const carol = await buildChatUser(h.app, h.database.db);
    const dave = await buildChatUser(h.app, h.database.db);
    const c1 = (await openDirect(carol, dave))._id;
    await send(carol, c1, 'one');
    await send(carol, c1, 'two');
    const sent = await send(carol, c1, 'three');
    const unread = await api('GET', '/v1/chat/unread', dave.token);
    expect(unread.body.result).toEqual({ total: 3, conversations: [{ conversationId: c1, unread: 3 }] });
    expect((await api('GET', '/v1/chat/unread', carol.token)).body.result.total).toBe(0);
    const read = await api('POST', `/v1/chat/conversations/${c1}/read`, dave.token, { seq: 2 });
    expect(read.body.result).toEqual({ seq: 2 });
    const beyond = await api('POST', `/v1/chat/conversations/${c1}/read`, dave.token, { seq: 999 });
    expect(beyond.body.result).toEqual({ seq: sent.body.result.seq });
    const conversation = await api('GET', `/v1/chat/conversations/${c1}`, carol.token);
    const daveSide = conversation.body.result.participants.find(
      (p: { _id: string }) => p._id === dave.userId,
    );
    expect(daveSide.lastReadSeq).toBe(3);
    expect((await api('GET', '/v1/chat/unread', dave.token)).body.result.total).toBe(0);
  });

  it('searches within a conversation, case-insensitively, treating % and _ literally', async () => {
    await send(alice, conversationId, 'The Budget is 100% fixed');
    await send(bob, conversationId, 'budget_v2 attached');
    const found = await api('GET', `/v1/chat/conversations/${conversationId}/search?q=BUDGET`, bob.token);
    expect(found.body.result.total).toBe(2);
    const percent = await api(
      'GET',
      `/v1/chat/conversations/${conversationId}/search?q=${encodeURIComponent('0%')}`,
      bob.token,
    );
    expect(percent.body.result.items.map((m: { body: string }) => m.body)).toEqual([
      'The Budget is 100% fixed',
    ]);
    const underscore = await api('GET', `/v1/chat/conversations/${conversationId}/search?q=t_i`, bob.token);
    expect(underscore.body.result.total).toBe(0);
  });

  it('tells a non-participant nothing: 404 everywhere', async () => {
    const [message] = (await api('GET', `/v1/chat/conversations/${conversationId}/messages`, alice.token))
      .body.result.items;
    const answers = await Promise.all([
      api('GET', `/v1/chat/conversations/${conversationId}`, stranger.token),
      api('GET', `/v1/chat/conversations/${conversationId}/messages`, stranger.token),
      api('GET', `/v1/chat/conversations/${conversationId}/search?q=a`, stranger.token),
      send(stranger, conversationId, 'let me in'),
      api('POST', `/v1/chat/conversations/${conversationId}/read`, stranger.token, { seq: 1 }),
      api('PUT', `/v1/chat/messages/${message._id}`, stranger.token, { body: 'x' }),
      api('DELETE', `/v1/chat/messages/${message._id}`, stranger.token),
      api('GET', `/v1/chat/conversations/${randomUUID()}`, stranger.token),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe('NOT_FOUND');
    }
    expect((await api('GET', '/v1/chat/conversations', stranger.token)).body.result.total).toBe(0);
    expect((await api('GET', '/v1/chat/conversations')).statusCode).toBe(401);
    expect((await api('GET', '/v1/chat/conversations/not-a-uuid', alice.token)).statusCode).toBe(400);
  });
});

describe('hiring, working and support conversations', () => {
  it('opens hiring and working conversations idempotently, tied to the opportunity and engagement', async () => {
    const employer = await buildChatUser(h.app, h.database.db, { role: 'employer' });
    const candidate = await buildChatUser(h.app, h.database.db);
    const opportunityId = randomUUID();
    const input = {
      db: h.database.db,
      events: silentChatEvents,
      opportunityId,
      employerUserId: employer.userId,
      candidateUserId: candidate.userId,
      subject: 'Senior React developer',
    };
    const [a, b] = await Promise.all([openHiringConversation(input), openHiringConversation(input)]);
    expect(a.row.id).toBe(b.row.id);
    expect([a.isCreated, b.isCreated].filter(Boolean)).toHaveLength(1);
    await send(candidate, a.row.id, 'Thanks for shortlisting me');
    const hiring = await api('GET', '/v1/chat/conversations?type=hiringConv', candidate.token);
    expect(hiring.body.result.items).toEqual([
      expect.objectContaining({ type: 'hiringConv', opportunityId, subject: 'Senior React developer' }),
    ]);
    // The hire continues the same thread (decision 061): one conversation per pair and opportunity.
    const engagementId = randomUUID();
    const working = await openWorkingConversation({
      db: h.database.db,
      engagementId,
      opportunityId,
      employerUserId: employer.userId,
      workerUserId: candidate.userId,
    });
    expect(working.row).toMatchObject({ id: a.row.id, type: 'workingConv', engagementId });
    const again = await openWorkingConversation({
      db: h.database.db,
      engagementId,
      opportunityId,
      employerUserId: employer.userId,
      workerUserId: candidate.userId,
    });
    expect(again.row.id).toBe(a.row.id);
    const all = await api('GET', '/v1/chat/conversations', employer.token);
    expect(all.body.result.items).toEqual([
      expect.objectContaining({
        _id: a.row.id,
        type: 'workingConv',
        unread: 1,
        lastMessage: expect.objectContaining({ body: 'Thanks for shortlisting me' }),
      }),
    ]);
  });

  it('gives every user one support conversation, even before verifying their email', async () => {
    const newcomer = await buildChatUser(h.app, h.database.db, { isVerified: false, isOnboard: false });
    const first = await api('POST', '/v1/chat/support', newcomer.token);
    const second = await api('POST', '/v1/chat/support', newcomer.token);
    expect(first.body.result).toMatchObject({
      type: 'supportConv',
      participants: [{ _id: newcomer.userId }],
    });
    expect(second.body.result._id).toBe(first.body.result._id);
    expect((await send(newcomer, first.body.result._id, 'I need help')).statusCode).toBe(200);
  });
});

describe('attachments', () => {
  it('uploads to a conversation, attaches to a message, and only participants can download', async () => {
    const alice = await buildChatUser(h.app, h.database.db);
    const bob = await buildChatUser(h.app, h.database.db);
    const stranger = await buildChatUser(h.app, h.database.db);
    const conversationId = (await openDirect(alice, bob))._id;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1bd2a4' } })
      .png()
      .toBuffer();
    const upload = async (token: string, refCode: string) => {
      const boundary = '----chat-test';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await h.app.inject({
        method: 'POST',
        url: `/api/v1/file/upload?refType=chat-attachment&refCode=${refCode}`,
        headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      return { statusCode: res.statusCode, body: res.json() };
    };
    const notMine = await upload(stranger.token, conversationId);
    expect(notMine.statusCode).toBe(404);
    const uploaded = await upload(alice.token, conversationId);
    expect(uploaded.statusCode).toBe(200);
    const fileId: string = uploaded.body.result._id;
    const stolen = await api('POST', `/v1/chat/conversations/${conversationId}/messages`, bob.token, {
      clientId: clientId(),
      attachmentIds: [fileId],
    });
    expect(stolen.body.message).toBe('VALIDATION_ERROR');
    const sent = await api('POST', `/v1/chat/conversations/${conversationId}/messages`, alice.token, {
      clientId: clientId(),
      attachmentIds: [fileId],
    });
    expect(sent.body.result.attachments).toEqual([
      expect.objectContaining({
        _id: fileId,
        isImage: true,
        mimeType: 'image/webp',
        url: `/api/v1/file/${fileId}`,
      }),
    ]);
    const download = (token?: string) =>
      h.app.inject({ method: 'GET', url: `/api/v1/file/${fileId}`, headers: token ? { token } : {} });
    const forBob = await download(bob.token);
    expect(forBob.statusCode).toBe(200);
    expect(forBob.headers['content-disposition']).toMatch(/^inline/);
    expect(forBob.headers['cache-control']).toBe('private, no-store');
    expect((await download(stranger.token)).statusCode).toBe(404);
    expect((await download()).statusCode).toBe(401);
  });
});

describe('mail to offline members', () => {
  it('mails an offline member once per conversation per 15 minutes, and not what they have read', async () => {
    const alice = await buildChatUser(h.app, h.database.db, { fullname: 'Alice Sender' });
    const bob = await buildChatUser(h.app, h.database.db, { fullname: 'Bob Away' });
    const conversationId = (await openDirect(alice, bob))._id;
    const mailsTo = async (email: string) =>
      h.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'chat-messages')));
    await send(alice, conversationId, 'Are you free on Monday?');
    await send(alice, conversationId, 'Or Tuesday?');
    await h.app.chatNotifier.runOnce();
    const mails = await mailsTo(bob.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('You have new messages on Talentport');
    // What people wrote is quoted under who wrote it, never in the subject (decision 053).
    expect(mails[0]?.textBody).toContain('Alice Sender wrote:\n> Are you free on Monday?');
    expect(mails[0]?.textBody).toContain('Alice Sender wrote:\n> Or Tuesday?');
    expect(mails[0]?.textBody).toContain(`/freelancer/messages?conversation=${conversationId}`);
    expect(await mailsTo(alice.email)).toHaveLength(0);

    await send(alice, conversationId, 'Ping');
    await h.app.chatNotifier.runOnce();
    expect(await mailsTo(bob.email)).toHaveLength(1);

    // 15 minutes later, a new message is mailed again.
    await h.database.db
      .update(conversationMembers)
      .set({ lastNotifiedAt: sql`now() - interval '16 minutes'` })
      .where(eq(conversationMembers.userId, bob.userId));
    await send(alice, conversationId, 'Last try');
    await h.app.chatNotifier.runOnce();
    expect(await mailsTo(bob.email)).toHaveLength(2);

    // Alice reads Bob's answer straight away: nothing to mail her.
    const answer = await send(bob, conversationId, 'Monday works');
    await api('POST', `/v1/chat/conversations/${conversationId}/read`, alice.token, {
      seq: answer.body.result.seq,
    });
    await h.app.chatNotifier.runOnce();
    expect(await mailsTo(alice.email)).toHaveLength(0);
  });

  it('sends no digest to someone who turned message mail off (decision 108)', async () => {
    const alice = await buildChatUser(h.app, h.database.db, { fullname: 'Alice Sender' });
    const carol = await buildChatUser(h.app, h.database.db, { fullname: 'Carol Quiet' });
    await api('PUT', '/v1/user/notification-preferences', carol.token, { mail: { messages: false } });
    const conversationId = (await openDirect(alice, carol))._id;
    await send(alice, conversationId, 'Are you free on Monday?');
    await h.app.chatNotifier.runOnce();
    const mails = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, carol.email), eq(mailOutbox.template, 'chat-messages')));
    expect(mails).toHaveLength(0);
  });
});
