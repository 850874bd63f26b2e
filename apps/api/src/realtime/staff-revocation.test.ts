import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ChatMessage } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { type Database, openDatabase } from '../db/client.js';
import { staffAccounts } from '../db/schema.js';
import { createStaffAccount, disableStaffAccount } from '../modules/staff/index.js';
import { buildChatUser, collect, connectClient, request } from '../test/chat-builders.js';
import { call, startTestApp, type TestHarness } from '../test/harness.js';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../test/server-process.js';
import { logInStaff } from '../test/staff-login.js';

/**
 * Issue 16, item 2: the end of a staff session closes its sockets, on every instance, and a socket
 * whose session ended does nothing more (no support messages, no replies).
 */
const PASSWORD = 'support passphrase 2026';

async function staffLogin(app: App | string, email: string): Promise<string> {
  return logInStaff(app, email, PASSWORD);
}

const closed = (socket: Socket, timeoutMs = 10_000) =>
  new Promise<string>((resolve, reject) => {
    if (socket.disconnected) return resolve('already');
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

describe('staff sockets on one instance', () => {
  let h: TestHarness;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    h = await startTestApp({ chatNotifyIntervalMs: 0 });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
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
    const isClosed = closed(socket);
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
    const isClosed = closed(socket);
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
    const isClosed = closed(socket);
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
  const name = `talentport_revoke_${randomBytes(5).toString('hex')}`;
  const stream = `talentport:test:${name}`;
  let database: Database;
  let builder: App;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 3 });
    builder = await buildApp({ db: database.db, chatNotifyIntervalMs: 0 });
    await createStaffAccount(
      database.db,
      { email: 'two@staff.test', fullname: 'Two Sites', roles: ['support'] },
      PASSWORD,
    );
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      STREAM: stream,
      PORT: '0',
      POOL_SIZE: '5',
    };
    [a, b] = await Promise.all([
      startServerProcess('instance-server.ts', env),
      startServerProcess('instance-server.ts', env),
    ]);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await builder?.close();
    await database?.close();
    const redis = new Redis(redisUrl ?? '');
    await redis.del(stream);
    await redis.quit();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
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
    let isLinked = false;
    for (let attempt = 0; attempt < 40 && !isLinked; attempt++) {
      const probe = collect<ChatMessage>(staffOnB, 'message:created', 1, 500);
      await request(userOnA, 'message:send', { conversationId, clientId: randomUUID(), body: 'probe' });
      isLinked = await probe.then(
        () => true,
        () => false,
      );
    }
    expect(isLinked).toBe(true);
    const heardAfterLogout: unknown[] = [];
    const isClosed = closed(staffOnB);
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
    const isClosed = closed(onB);
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
    const isOtherClosed = closed(otherOnB);
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
