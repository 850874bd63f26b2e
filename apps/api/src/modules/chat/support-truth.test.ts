import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChatUser, type ChatUser } from '../../test/chat-builders.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { logInStaff } from '../../test/staff-login.js';
import { createStaffAccount } from '../staff/index.js';

let h: TestHarness;
const STAFF_PASSWORD = 'staff passphrase for tests';
const tokens: Record<string, string> = {};

const api = (method: 'GET' | 'POST', path: string, token?: string, body?: unknown) =>
  call(h.app, method, `/api${path}`, {
    ...(token ? { token } : {}),
    ...(body !== undefined ? { body } : {}),
  });

beforeAll(async () => {
  h = await startTestApp({ chatNotifyIntervalMs: 0 });
  for (const [key, fullname] of [
    ['sue', 'Sue Support'],
    ['sam', 'Sam Support'],
  ] as const) {
    await createStaffAccount(
      h.database.db,
      { email: `${key}@truth.staff.test`, fullname, roles: ['support'] },
      STAFF_PASSWORD,
    );
    tokens[key] = await logInStaff(h.app, `${key}@truth.staff.test`, STAFF_PASSWORD);
  }
});
afterAll(() => h.close());

async function write(user: ChatUser, conversationId: string, body: string) {
  const sent = await api('POST', `/v1/chat/conversations/${conversationId}/messages`, user.token, {
    clientId: randomUUID(),
    body,
  });
  expect(sent.statusCode).toBe(200);
  return sent.body.result.seq as number;
}

const userView = async (user: ChatUser) =>
  (await api('GET', '/v1/chat/conversations?type=supportConv', user.token)).body.result.items[0].support;
const waitingIds = async () =>
  (await api('GET', '/staff/v1/support/conversations?filter=unanswered', tokens.sue)).body.result.items.map(
    (c: { _id: string }) => c._id,
  );

describe('support that tells the truth', () => {
  it('"Seen" only after a staff member read the message; waiting until answered or closed; shows who handles it', async () => {
    const user = await buildChatUser(h.app, h.database.db, { fullname: 'Vera Waiting' });
    const conversationId = (await api('POST', '/v1/chat/support', user.token)).body.result._id as string;
    const first = await write(user, conversationId, 'My invoice shows the wrong company name.');
    expect(await userView(user)).toEqual({ readSeq: 0, isWaiting: true, handledBy: null });

    // Listing the inbox, opening the conversation and fetching its history is not reading it.
    expect(await waitingIds()).toContain(conversationId);
    await api('GET', `/staff/v1/support/conversations/${conversationId}`, tokens.sue);
    await api('GET', `/staff/v1/support/conversations/${conversationId}/messages`, tokens.sue);
    expect((await userView(user)).readSeq).toBe(0);

    // Reading it (the console reports the message was on screen) is "Seen", but not an answer.
    await api('POST', `/staff/v1/support/conversations/${conversationId}/read`, tokens.sue, { seq: first });
    expect(await userView(user)).toMatchObject({ readSeq: first, isWaiting: true, handledBy: null });
    expect(await waitingIds()).toContain(conversationId);

    // "Take it": Sam handles it; Sue's later reply answers it without taking it over.
    const taken = await api('POST', `/staff/v1/support/conversations/${conversationId}/assign`, tokens.sam);
    expect(taken.body.result.support).toMatchObject({ handledBy: { fullname: 'Sam Support' } });
    await api('POST', `/staff/v1/support/conversations/${conversationId}/messages`, tokens.sue, {
      clientId: randomUUID(),
      body: 'Thanks Vera, we are correcting it now.',
    });
    expect(await userView(user)).toMatchObject({ isWaiting: false, handledBy: { fullname: 'Sam Support' } });
    expect(await waitingIds()).not.toContain(conversationId);

    // The user writes again: waiting again, until a staff member closes it.
    await write(user, conversationId, 'Thank you!');
    expect(await waitingIds()).toContain(conversationId);
    const closed = await api('POST', `/staff/v1/support/conversations/${conversationId}/close`, tokens.sue);
    expect(closed.body.result.support.isWaiting).toBe(false);
    expect(await waitingIds()).not.toContain(conversationId);
    expect(
      (await api('POST', `/staff/v1/support/conversations/${randomUUID()}/close`, tokens.sue)).statusCode,
    ).toBe(404);
    expect(
      (await api('POST', `/staff/v1/support/conversations/${conversationId}/close`, user.token)).statusCode,
    ).toBe(401);
  });

  it('the first reply assigns the conversation to the staff member who wrote it', async () => {
    const user = await buildChatUser(h.app, h.database.db, { fullname: 'Walt Asking' });
    const conversationId = (await api('POST', '/v1/chat/support', user.token)).body.result._id as string;
    await write(user, conversationId, 'How do I add a colleague?');
    await api('POST', `/staff/v1/support/conversations/${conversationId}/messages`, tokens.sue, {
      clientId: randomUUID(),
      body: 'From Settings, under Team.',
    });
    expect(await userView(user)).toMatchObject({ isWaiting: false, handledBy: { fullname: 'Sue Support' } });
  });
});
