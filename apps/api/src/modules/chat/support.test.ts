import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@talentport/contract';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema.js';
import { buildChatUser, type ChatUser, collect, connectClient, request } from '../../test/chat-builders.js';
import { call, listenLocally, startTestApp, type TestHarness } from '../../test/harness.js';
import { logInStaff } from '../../test/staff-login.js';
import { createStaffAccount } from '../staff/index.js';

let h: TestHarness;
let url: string;
let supportToken: string;
let talentManagerToken: string;
const sockets: Socket[] = [];
const STAFF_PASSWORD = 'staff passphrase for tests';

const api = (method: 'GET' | 'POST', path: string, token?: string, body?: unknown) =>
  call(h.app, method, `/api${path}`, {
    ...(token ? { token } : {}),
    ...(body !== undefined ? { body } : {}),
  });

async function staffLogin(email: string) {
  return logInStaff(h.app, email, STAFF_PASSWORD);
}

beforeAll(async () => {
  h = await startTestApp({ chatNotifyIntervalMs: 0 });
  url = await listenLocally(h.app);
  await createStaffAccount(
    h.database.db,
    { email: 'sue@staff.test', fullname: 'Sue Support', roles: ['support'] },
    STAFF_PASSWORD,
  );
  await createStaffAccount(
    h.database.db,
    { email: 'tim@staff.test', fullname: 'Tim Talent', roles: ['talent-manager'] },
    STAFF_PASSWORD,
  );
  supportToken = await staffLogin('sue@staff.test');
  talentManagerToken = await staffLogin('tim@staff.test');
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => h.close());

async function userWritesToSupport(user: ChatUser, body: string) {
  const conversation = (await api('POST', '/v1/chat/support', user.token)).body.result;
  const sent = await api('POST', `/v1/chat/conversations/${conversation._id}/messages`, user.token, {
    clientId: randomUUID(),
    body,
  });
  expect(sent.statusCode).toBe(200);
  return conversation._id as string;
}

describe('support inbox', () => {
  it('lists users’ support conversations for the support role only', async () => {
    const user = await buildChatUser(h.app, h.database.db, { fullname: 'Una Help' });
    const conversationId = await userWritesToSupport(user, 'My payment is stuck');
    const list = await api('GET', '/staff/v1/support/conversations?filter=unanswered', supportToken);
    expect(list.statusCode).toBe(200);
    expect(list.body.result.items).toContainEqual(
      expect.objectContaining({
        _id: conversationId,
        type: 'supportConv',
        unread: 1,
        user: expect.objectContaining({ fullname: 'Una Help', email: user.email }),
        lastMessage: expect.objectContaining({ body: 'My payment is stuck' }),
      }),
    );
    expect((await api('GET', '/staff/v1/support/conversations', user.token)).statusCode).toBe(401);
    expect((await api('GET', '/staff/v1/support/conversations', talentManagerToken)).statusCode).toBe(403);
    expect((await api('GET', '/v1/chat/conversations', supportToken)).statusCode).toBe(401);
  });

  it('replies as the support team, once per clientId, each reply in the audit log', async () => {
    const user = await buildChatUser(h.app, h.database.db, { fullname: 'Ned Needy' });
    const conversationId = await userWritesToSupport(user, 'How do I delete my account?');
    const clientId = randomUUID();
    const reply = { clientId, body: 'Hi Ned, go to Settings and choose Delete account.' };
    const first = await api(
      'POST',
      `/staff/v1/support/conversations/${conversationId}/messages`,
      supportToken,
      reply,
    );
    const again = await api(
      'POST',
      `/staff/v1/support/conversations/${conversationId}/messages`,
      supportToken,
      reply,
    );
    expect(first.body.result).toMatchObject({
      senderKind: 'staff',
      senderId: null,
      senderName: 'Talentport support',
    });
    expect(again.body.result._id).toBe(first.body.result._id);
    const audit = await h.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'support.reply'), eq(staffAuditLog.targetId, conversationId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ messageId: first.body.result._id });
    const history = await api('GET', `/v1/chat/conversations/${conversationId}/messages`, user.token);
    expect(history.body.result.items[0]).toMatchObject({ body: reply.body, senderKind: 'staff' });
    expect((await api('GET', '/v1/chat/unread', user.token)).body.result.total).toBe(1);
    const unanswered = await api('GET', '/staff/v1/support/conversations?filter=unanswered', supportToken);
    expect(unanswered.body.result.items.map((c: { _id: string }) => c._id)).not.toContain(conversationId);
  });

  it('does not let staff into other conversations', async () => {
    const a = await buildChatUser(h.app, h.database.db);
    const b = await buildChatUser(h.app, h.database.db);
    const direct = await api('POST', '/v1/chat/conversations/direct', a.token, { userCode: b.code });
    const id = direct.body.result._id;
    expect((await api('GET', `/staff/v1/support/conversations/${id}`, supportToken)).statusCode).toBe(404);
    expect(
      (await api('GET', `/staff/v1/support/conversations/${id}/messages`, supportToken)).statusCode,
    ).toBe(404);
    const reply = await api('POST', `/staff/v1/support/conversations/${id}/messages`, supportToken, {
      clientId: randomUUID(),
      body: 'hello',
    });
    expect(reply.statusCode).toBe(404);
  });

  it('works live over sockets: staff hear users, users hear staff, staff hear nothing else', async () => {
    const user = await buildChatUser(h.app, h.database.db, { fullname: 'Liv Live' });
    const other = await buildChatUser(h.app, h.database.db);
    const conversationId = (await api('POST', '/v1/chat/support', user.token)).body.result._id as string;
    const staffSocket = await connectClient(url, { staffToken: supportToken });
    const userSocket = await connectClient(url, { token: user.token });
    sockets.push(staffSocket, userSocket);
    await expect(connectClient(url, { staffToken: talentManagerToken })).rejects.toMatchObject({
      message: 'UNAUTHORIZED',
    });
    const heardByStaff = collect<ChatMessage>(staffSocket, 'message:created', 1);
    await request(userSocket, 'message:send', {
      conversationId,
      clientId: randomUUID(),
      body: 'Anyone there?',
    });
    expect((await heardByStaff)[0]).toMatchObject({ conversationId, body: 'Anyone there?' });

    const heardByUser = collect<ChatMessage>(userSocket, 'message:created', 1);
    const ack = await request<ChatMessage>(staffSocket, 'message:send', {
      conversationId,
      clientId: randomUUID(),
      body: 'Yes, how can we help?',
    });
    expect(ack.message).toBe('ok');
    expect((await heardByUser)[0]).toMatchObject({ senderKind: 'staff', body: 'Yes, how can we help?' });
    const audit = await h.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'support.reply'), eq(staffAuditLog.targetId, conversationId)));
    expect(audit).toHaveLength(1);

    const direct = (await api('POST', '/v1/chat/conversations/direct', user.token, { userCode: other.code }))
      .body.result._id;
    const staffSaw: unknown[] = [];
    staffSocket.on('message:created', (message: unknown) => staffSaw.push(message));
    expect(await request(staffSocket, 'conversation:join', { conversationId: direct })).toMatchObject({
      status: 404,
    });
    await request(userSocket, 'message:send', {
      conversationId: direct,
      clientId: randomUUID(),
      body: 'private',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(staffSaw).toEqual([]);
  });
});
