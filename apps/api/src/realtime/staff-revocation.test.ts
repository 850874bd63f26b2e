import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import type { Database } from '../db/client.js';
import { staffAccounts } from '../db/schema.js';
import { createStaffAccount, disableStaffAccount } from '../modules/staff/index.js';
import {
  buildChatUser,
  connectClient,
  request,
  waitUntilInstancesLinked,
  whenClosed,
} from '../test/chat-builders.js';
import { call, listenLocally, startTestApp, type TestHarness } from '../test/harness.js';
import { type ServerProcess, stopServerProcess } from '../test/server-process.js';
import { openSharedDatabase, type SharedDatabase, startInstancePair } from '../test/shared-database.js';
import { logInStaff } from '../test/staff-login.js';

/**
 * Issue 16, item 2: the end of a staff session closes its sockets, on every instance, and a socket
 * whose session ended does nothing more (no support messages, no replies).
 */
const PASSWORD = 'support passphrase 2026';

async function staffLogin(app: App | string, email: string): Promise<string> {
  return logInStaff(app, email, PASSWORD);
}

describe('staff sockets on one instance', () => {
  let h: TestHarness;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    h = await startTestApp({ chatNotifyIntervalMs: 0 });
    url = await listenLocally(h.app);
    for (const email of ['out@staff.test', 'gone@staff.test', 'demoted@staff.test']) {
      await createStaffAccount(h.database.db, { email, fullname: 'Sue Port', roles: ['support'] }, PASSWORD);
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await h.close();
  });

  it('staff logout closes the socket that session opened', async () => {
    const token = await staffLogin(h.app, 'out@staff.test');
    const socket = await connectClient(url, { staffToken: token });
    sockets.push(socket);
    const isClosed = whenClosed(socket);
    expect((await call(h.app, 'POST', '/api/staff/v1/logout', { token })).statusCode).toBe(200);
    await isClosed;
    await expect(connectClient(url, { staffToken: token })).rejects.toMatchObject({
      message: 'UNAUTHORIZED',
    });
  });

  it('disabling a staff account closes its sockets', async () => {
    const token = await staffLogin(h.app, 'gone@staff.test');
    const socket = await connectClient(url, { staffToken: token });
    sockets.push(socket);
    const isClosed = whenClosed(socket);
    const [row] = await h.database.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, 'gone@staff.test'));
    await disableStaffAccount(h.database.db, h.app.events, row?.id ?? '');
    await isClosed;
  });

  it('a support role taken away in the database: the next event is refused and the socket closes', async () => {
    const user = await buildChatUser(h.app, h.database.db);
    const conversationId = (await call(h.app, 'POST', '/api/v1/chat/support', { token: user.token })).body
      .result._id as string;
    const token = await staffLogin(h.app, 'demoted@staff.test');
    const socket = await connectClient(url, { staffToken: token });
    sockets.push(socket);
    await h.database.db
      .update(staffAccounts)
      .set({ roles: ['talent-manager'] })
      .where(eq(staffAccounts.email, 'demoted@staff.test'));
    const isClosed = whenClosed(socket);
    const ack = await request(socket, 'message:send', {
      conversationId,
      clientId: randomUUID(),
      body: 'still here?',
    });
    expect(ack).toMatchObject({ status: 401, message: 'UNAUTHORIZED' });
    await isClosed;
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!serverUrl || !redisUrl)('staff logout across two API instances (PostgreSQL + Redis)', () => {
  let shared: SharedDatabase;
  let database: Database;
  let builder: App;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    shared = await openSharedDatabase(serverUrl ?? '', redisUrl ?? '', 'talentport_revoke');
    ({ database, builder } = shared);
    await createStaffAccount(
      database.db,
      { email: 'two@staff.test', fullname: 'Two Sites', roles: ['support'] },
      PASSWORD,
    );
    [a, b] = await startInstancePair(shared, redisUrl ?? '');
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await shared?.close();
  }, 60_000);

  it('staff logs out on A: the socket on B closes, hears no more support messages and cannot reply', async () => {
    if (!a || !b) throw new Error('instances not started');
    const user = await buildChatUser(builder, database.db, { fullname: 'Asking User' });
    const conversationId = (await call(builder, 'POST', '/api/v1/chat/support', { token: user.token })).body
      .result._id as string;
    const token = await staffLogin(a.url, 'two@staff.test');
    const staffOnB = await connectClient(b.url, { staffToken: token });
    const userOnA = await connectClient(a.url, { token: user.token });
    sockets.push(staffOnB, userOnA);
    // The adapters read the stream asynchronously: wait until a message gets across.
    expect(await waitUntilInstancesLinked(userOnA, staffOnB, conversationId)).toBe(true);
    const heardAfterLogout: unknown[] = [];
    const isClosed = whenClosed(staffOnB);
    const loggedOut = await fetch(`${a.url}/api/staff/v1/logout`, { method: 'POST', headers: { token } });
    expect(loggedOut.status).toBe(200);
    await isClosed;
    staffOnB.on('message:created', (message: unknown) => heardAfterLogout.push(message));
    await request(userOnA, 'message:send', { conversationId, clientId: randomUUID(), body: 'after logout' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heardAfterLogout).toEqual([]);
    // The old token opens nothing on either instance: no socket, no reply.
    for (const instance of [a, b]) {
      await expect(connectClient(instance.url, { staffToken: token })).rejects.toMatchObject({
        message: 'UNAUTHORIZED',
      });
      const reply = await fetch(
        `${instance.url}/api/staff/v1/support/conversations/${conversationId}/messages`,
        {
          method: 'POST',
          headers: { token, 'content-type': 'application/json' },
          body: JSON.stringify({ clientId: randomUUID(), body: 'reply as support' }),
        },
      );
      expect(reply.status).toBe(401);
    }
  }, 60_000);

  it('a user logs out on A: their socket on B closes; a password change on A closes the others', async () => {
    if (!a || !b) throw new Error('instances not started');
    const user = await buildChatUser(builder, database.db, { fullname: 'Two Tabs' });
    const onB = await connectClient(b.url, { token: user.token });
    sockets.push(onB);
    const isClosed = whenClosed(onB);
    expect(
      (await fetch(`${a.url}/api/v1/user/logout`, { method: 'POST', headers: { token: user.token } })).status,
    ).toBe(200);
    await isClosed;

    const second = await buildChatUser(builder, database.db, { fullname: 'Changes Password' });
    const other = await call(builder, 'POST', '/api/v1/user/login', {
      body: { email: second.email, password: 'correct horse battery' },
    });
    const otherOnB = await connectClient(b.url, { token: other.body.result.token });
    sockets.push(otherOnB);
    const isOtherClosed = whenClosed(otherOnB);
    const changed = await fetch(`${a.url}/api/v1/user/change-password`, {
      method: 'POST',
      headers: { token: second.token, 'content-type': 'application/json' },
      body: JSON.stringify({
        currentPassword: 'correct horse battery',
        newPassword: 'a brand new passphrase',
      }),
    });
    expect(changed.status).toBe(200);
    await isOtherClosed;
  }, 60_000);
});
