import { randomUUID } from 'node:crypto';
import type { ChatMessage, SocketReadEvent, SocketSyncResult, SocketTypingEvent } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../db/schema.js';
import { buildChatUser, type ChatUser, collect, connectClient, request } from '../test/chat-builders.js';
import { call, listenLocally, startTestApp, TEST_PASSWORD, type TestHarness } from '../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../test/opportunity-builders.js';

let h: TestHarness;
let url: string;
const open: Socket[] = [];

beforeAll(async () => {
  h = await startTestApp({ chatNotifyIntervalMs: 0 });
  url = await listenLocally(h.app);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await h.close();
});

async function connect(user: ChatUser) {
  const socket = await connectClient(url, { token: user.token });
  open.push(socket);
  return socket;
}

async function directConversation(a: ChatUser, b: ChatUser): Promise<string> {
  const res = await call(h.app, 'POST', '/api/v1/chat/conversations/direct', {
    token: a.token,
    body: { userCode: b.code },
  });
  return res.body.result._id;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('socket chat', () => {
  let alice: ChatUser;
  let bob: ChatUser;
  let stranger: ChatUser;
  let conversationId: string;

  beforeAll(async () => {
    alice = await buildChatUser(h.app, h.database.db, { fullname: 'Alice' });
    bob = await buildChatUser(h.app, h.database.db, { fullname: 'Bob' });
    stranger = await buildChatUser(h.app, h.database.db, { fullname: 'Stranger' });
    conversationId = await directConversation(alice, bob);
  });

  it('refuses a handshake without a valid token', async () => {
    await expect(connectClient(url, {})).rejects.toMatchObject({
      message: 'UNAUTHORIZED',
      data: { status: 401, message: 'UNAUTHORIZED' },
    });
    await expect(connectClient(url, { token: 'not-a-session' })).rejects.toMatchObject({
      message: 'UNAUTHORIZED',
    });
  });

  it('acknowledges only committed messages and delivers them in order, once', async () => {
    const sender = await connect(alice);
    const receiver = await connect(bob);
    const received = collect<ChatMessage>(receiver, 'message:created', 30);
    const acks = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        request<ChatMessage>(sender, 'message:send', {
          conversationId,
          clientId: randomUUID(),
          body: `m${index}`,
        }),
      ),
    );
    for (const ack of acks) {
      expect(ack.message).toBe('ok');
      if (ack.message !== 'ok' || !('result' in ack)) continue;
      // The acknowledgement means the row is there.
      const [row] = await h.database.db.select().from(messages).where(eq(messages.id, ack.result._id));
      expect(row?.body).toBe(ack.result.body);
    }
    const seqs = (await received).map((message) => message.seq);
    const first = seqs[0] ?? 0;
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, index) => first + index));
    expect(new Set((await received).map((message) => message._id)).size).toBe(30);
  });

  it('de-duplicates retries by clientId: one stored message, one delivery, same answer', async () => {
    const sender = await connect(alice);
    const receiver = await connect(bob);
    const deliveries: ChatMessage[] = [];
    receiver.on('message:created', (message: ChatMessage) => deliveries.push(message));
    const clientId = randomUUID();
    const payload = { conversationId, clientId, body: 'sent over a flaky network' };
    const [a, b] = await Promise.all([
      request<ChatMessage>(sender, 'message:send', payload),
      request<ChatMessage>(sender, 'message:send', payload),
    ]);
    const c = await request<ChatMessage>(sender, 'message:send', payload);
    const ids = [a, b, c].map((ack) => (ack.message === 'ok' && 'result' in ack ? ack.result._id : null));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeTruthy();
    await pause(300);
    expect(deliveries.filter((message) => message.clientId === clientId)).toHaveLength(1);
    const stored = await h.database.db.select().from(messages).where(eq(messages.clientId, clientId));
    expect(stored).toHaveLength(1);
  });

  it('catches up after a reconnect from the last seen seq', async () => {
    const sender = await connect(alice);
    let receiver = await connect(bob);
    const last = await request<ChatMessage>(sender, 'message:send', {
      conversationId,
      clientId: randomUUID(),
      body: 'before the tunnel',
    });
    const lastSeen = last.message === 'ok' && 'result' in last ? last.result.seq : 0;
    receiver.disconnect();
    for (const body of ['while away 1', 'while away 2', 'while away 3']) {
      await request(sender, 'message:send', { conversationId, clientId: randomUUID(), body });
    }
    receiver = await connect(bob);
    const sync = await request<SocketSyncResult>(receiver, 'sync', {
      cursors: [{ conversationId, afterSeq: lastSeen }],
    });
    expect(sync.message).toBe('ok');
    if (sync.message !== 'ok' || !('result' in sync)) return;
    expect(sync.result.items.map((message) => message.body)).toEqual([
      'while away 1',
      'while away 2',
      'while away 3',
    ]);
    expect(sync.result.items.map((message) => message.seq)).toEqual([
      lastSeen + 1,
      lastSeen + 2,
      lastSeen + 3,
    ]);
    expect(sync.result.truncated).toEqual([]);
  });

  it('keeps several tabs of one user in step: messages, reads, edits', async () => {
    const tab1 = await connect(alice);
    const tab2 = await connect(alice);
    const bobSocket = await connect(bob);
    const inTab2 = collect<ChatMessage>(tab2, 'message:created', 1);
    const sent = await request<ChatMessage>(tab1, 'message:send', {
      conversationId,
      clientId: randomUUID(),
      body: 'from tab one',
    });
    expect((await inTab2)[0]?.body).toBe('from tab one');
    const readInTab2 = collect<SocketReadEvent>(tab2, 'conversation:read', 1);
    const readByBob = collect<SocketReadEvent>(tab1, 'conversation:read', 1);
    const seq = sent.message === 'ok' && 'result' in sent ? sent.result.seq : 0;
    await request(bobSocket, 'conversation:read', { conversationId, seq });
    expect((await readByBob)[0]).toEqual({ conversationId, userId: bob.userId, seq });
    expect((await readInTab2)[0]?.userId).toBe(bob.userId);
    const updated = collect<ChatMessage>(bobSocket, 'message:updated', 1);
    const messageId = sent.message === 'ok' && 'result' in sent ? sent.result._id : '';
    const edit = await request<ChatMessage>(tab2, 'message:edit', {
      messageId,
      body: 'from tab one (edited)',
    });
    expect(edit.message).toBe('ok');
    expect((await updated)[0]).toMatchObject({ _id: messageId, body: 'from tab one (edited)' });
  });

  it('shows typing to those who joined the conversation', async () => {
    const aliceSocket = await connect(alice);
    const bobSocket = await connect(bob);
    expect((await request(bobSocket, 'conversation:join', { conversationId })).message).toBe('ok');
    expect((await request(aliceSocket, 'conversation:join', { conversationId })).message).toBe('ok');
    const typing = collect<SocketTypingEvent>(bobSocket, 'typing', 1);
    await request(aliceSocket, 'typing', { conversationId, isTyping: true });
    expect((await typing)[0]).toEqual({
      conversationId,
      userId: alice.userId,
      fullname: 'Alice',
      isTyping: true,
    });
  });

  it('gives a non-participant nothing: no events, no join, no catch-up, no send', async () => {
    const outsider = await connect(stranger);
    const sender = await connect(alice);
    const seen: unknown[] = [];
    outsider.onAny((event: string, payload: unknown) => seen.push([event, payload]));
    const join = await request(outsider, 'conversation:join', { conversationId });
    expect(join).toMatchObject({ status: 404, message: 'NOT_FOUND' });
    const typing = await request(outsider, 'typing', { conversationId, isTyping: true });
    expect(typing).toMatchObject({ status: 404 });
    const send = await request(outsider, 'message:send', {
      conversationId,
      clientId: randomUUID(),
      body: 'hi',
    });
    expect(send).toMatchObject({ status: 404, message: 'NOT_FOUND' });
    const read = await request(outsider, 'conversation:read', { conversationId, seq: 1 });
    expect(read).toMatchObject({ status: 404 });
    const sync = await request<SocketSyncResult>(outsider, 'sync', {
      cursors: [{ conversationId, afterSeq: 0 }],
    });
    expect(sync).toEqual({ status: 200, message: 'ok', result: { items: [], truncated: [] } });
    await request(sender, 'message:send', { conversationId, clientId: randomUUID(), body: 'private' });
    await pause(300);
    expect(seen).toEqual([]);
  });

  it('answers bad payloads with an error envelope and keeps serving', async () => {
    const socket = await connect(alice);
    const cases: unknown[] = [
      'garbage',
      null,
      42,
      [],
      { conversationId: 'not-a-uuid', clientId: randomUUID(), body: 'x' },
      { conversationId, clientId: 'short', body: 'x' },
      { conversationId, clientId: randomUUID(), body: 'x'.repeat(5000) },
      { conversationId, clientId: randomUUID(), body: { toString: 'evil' } },
      { conversationId, clientId: randomUUID(), attachmentIds: ['../../etc/passwd'] },
      { conversationId, clientId: randomUUID(), body: '   ' },
    ];
    for (const payload of cases) {
      const answer = await request(socket, 'message:send', payload);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer).toMatchObject({ error: { en: expect.any(String) } });
    }
    // No acknowledgement callback, unknown events, odd arguments: ignored without a crash.
    socket.emit('message:send', { conversationId, clientId: randomUUID(), body: 'no ack' });
    socket.emit('no-such-event', 1, 2, 3);
    socket.emit('sync');
    expect(await request(socket, 'sync', { cursors: 'all' })).toMatchObject({ status: 400 });
    expect(await request(socket, 'message:edit', { messageId: randomUUID(), body: 'x' })).toMatchObject({
      status: 404,
    });
    const fine = await request(socket, 'message:send', {
      conversationId,
      clientId: randomUUID(),
      body: 'still here',
    });
    expect(fine.message).toBe('ok');
    expect(socket.connected).toBe(true);
  });
});

describe('ended sessions', () => {
  const disconnected = (socket: Socket) =>
    new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

  async function secondSession(user: ChatUser): Promise<string> {
    const res = await call(h.app, 'POST', '/api/v1/user/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    return res.body.result.token;
  }

  it('a password change closes the sockets of the other sessions, and logout closes its own', async () => {
    const carol = await buildChatUser(h.app, h.database.db, { fullname: 'Carol' });
    const here = await connect(carol);
    const elsewhereToken = await secondSession(carol);
    const elsewhere = await connectClient(url, { token: elsewhereToken });
    open.push(elsewhere);
    const elsewhereClosed = disconnected(elsewhere);

    const changed = await call(h.app, 'POST', '/api/v1/user/change-password', {
      token: carol.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await elsewhereClosed).toBe('io server disconnect');
    // The session that made the change keeps its socket.
    expect(here.connected).toBe(true);
    expect(await request(here, 'sync', { cursors: [] })).toMatchObject({ message: 'ok' });

    const hereClosed = disconnected(here);
    expect((await call(h.app, 'POST', '/api/v1/user/logout', { token: carol.token })).statusCode).toBe(200);
    expect(await hereClosed).toBe('io server disconnect');
    // And the ended sessions cannot come back.
    await expect(connectClient(url, { token: carol.token })).rejects.toMatchObject({
      message: 'UNAUTHORIZED',
    });
    await expect(connectClient(url, { token: elsewhereToken })).rejects.toMatchObject({
      message: 'UNAUTHORIZED',
    });
  });
});

describe('notifications', () => {
  it('pushes notification:created to every tab of the notified user, and only to them', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const freelancer = await buildVerifiedUser(h, 'freelancer');
    const bystander = await buildChatUser(h.app, h.database.db, { fullname: 'Bystander' });
    const job = await postOpportunity(h, employer.token);
    const employerTab = await connectClient(url, { token: employer.token });
    const candidateTabs = [
      await connectClient(url, { token: freelancer.token }),
      await connectClient(url, { token: freelancer.token }),
    ];
    const bystanderTab = await connect(bystander);
    open.push(employerTab, ...candidateTabs);
    let bystanderHeard = 0;
    bystanderTab.on('notification:created', () => bystanderHeard++);

    // Applying notifies the employer who posted.
    const employerHeard = new Promise((resolve) => employerTab.once('notification:created', resolve));
    const applied = await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/apply`, {
      token: freelancer.token,
      body: { coverLetter: 'I would like to help with this.', proposedRate: 40 },
    });
    expect(applied.statusCode).toBe(200);
    await employerHeard;

    // Shortlisting notifies the candidate, in both tabs.
    const candidateHeard = candidateTabs.map(
      (tab) => new Promise((resolve) => tab.once('notification:created', resolve)),
    );
    const moved = await call(h.app, 'POST', `/api/v1/applications/${applied.body.result._id}/status`, {
      token: employer.token,
      body: { status: 'shortlisted' },
    });
    expect(moved.statusCode).toBe(200);
    await Promise.all(candidateHeard);
    await pause(100);
    expect(bystanderHeard).toBe(0);
  });
});
