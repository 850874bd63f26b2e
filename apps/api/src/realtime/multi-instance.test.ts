import { randomUUID } from 'node:crypto';
import type { ChatMessage, SocketSyncResult } from '@talentport/contract';
import { inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import type { Database } from '../db/client.js';
import { messages } from '../db/schema.js';
import {
  buildChatUser,
  type ChatUser,
  connectClient,
  request,
  waitUntilInstancesLinked,
} from '../test/chat-builders.js';
import { call } from '../test/harness.js';
import { type ServerProcess, stopServerProcess } from '../test/server-process.js';
import { openSharedDatabase, type SharedDatabase, startInstancePair } from '../test/shared-database.js';

/**
 * Two API processes (real child processes) on different ports, sharing one PostgreSQL database and
 * Redis. Runs in CI's PostgreSQL pass; skipped when TEST_DATABASE_URL or TEST_REDIS_URL is unset.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!serverUrl || !redisUrl)('two API instances sharing PostgreSQL and Redis', () => {
  let shared: SharedDatabase;
  let database: Database;
  let builder: App;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  const sockets: Socket[] = [];
  let alice: ChatUser;
  let bob: ChatUser;
  let conversationId: string;

  beforeAll(async () => {
    if (!serverUrl || !redisUrl) return;
    shared = await openSharedDatabase(serverUrl, redisUrl, 'talentport_multi');
    ({ database, builder } = shared);
    alice = await buildChatUser(builder, database.db, { fullname: 'Alice' });
    bob = await buildChatUser(builder, database.db, { fullname: 'Bob' });
    const opened = await call(builder, 'POST', '/api/v1/chat/conversations/direct', {
      token: alice.token,
      body: { userCode: bob.code },
    });
    conversationId = opened.body.result._id;
    [a, b] = await startInstancePair(shared, redisUrl);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await shared?.close();
  }, 60_000);

  async function connect(instance: ServerProcess | undefined, user: ChatUser) {
    if (!instance) throw new Error('instance not started');
    const socket = await connectClient(instance.url, { token: user.token });
    sockets.push(socket);
    return socket;
  }

  it('delivers a message sent through one instance to a client of the other, in order', async () => {
    const aliceOnA = await connect(a, alice);
    const bobOnB = await connect(b, bob);
    // The adapters start reading the stream asynchronously: wait until one message gets across.
    expect(await waitUntilInstancesLinked(aliceOnA, bobOnB, conversationId)).toBe(true);
    const hops: ChatMessage[] = [];
    bobOnB.on('message:created', (message: ChatMessage) => {
      if (message.body.startsWith('hop ')) hops.push(message);
    });
    for (let index = 0; index < 20; index++) {
      const ack = await request(aliceOnA, 'message:send', {
        conversationId,
        clientId: randomUUID(),
        body: `hop ${index}`,
      });
      expect(ack.message).toBe('ok');
    }
    const deadline = Date.now() + 10_000;
    while (hops.length < 20 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hops.map((message) => message.body)).toEqual(
      Array.from({ length: 20 }, (_, index) => `hop ${index}`),
    );
    // And back: Bob answers through B, Alice hears it on A.
    const answer = new Promise<ChatMessage>((resolve) => {
      aliceOnA.on('message:created', (message: ChatMessage) => {
        if (message.body === 'loud and clear') resolve(message);
      });
    });
    await request(bobOnB, 'message:send', { conversationId, clientId: randomUUID(), body: 'loud and clear' });
    expect((await answer).senderId).toBe(bob.userId);
  });

  it('loses nothing acknowledged when an instance is killed mid-conversation; retries do not duplicate', async () => {
    const aliceOnB = await connect(b, alice);
    const clientIds = Array.from({ length: 60 }, () => randomUUID());
    const acked = new Map<string, string>();
    let index = 0;
    const sending = (async () => {
      for (; index < clientIds.length; index++) {
        const clientId = clientIds[index] as string;
        try {
          const ack = await request<ChatMessage>(
            aliceOnB,
            'message:send',
            { conversationId, clientId, body: `crash ${index}` },
            2000,
          );
          if (ack.message === 'ok' && 'result' in ack) acked.set(clientId, ack.result._id);
        } catch {
          return; // the instance is gone: no acknowledgement
        }
      }
    })();
    const deadline = Date.now() + 15_000;
    while (acked.size < 15 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    await stopServerProcess(b, 'SIGKILL');
    await sending;
    expect(acked.size).toBeGreaterThanOrEqual(15);
    expect(acked.size).toBeLessThan(clientIds.length);

    // Every acknowledged message is stored...
    const stored = await database.db
      .select({ id: messages.id, clientId: messages.clientId })
      .from(messages)
      .where(inArray(messages.clientId, clientIds));
    const storedIds = new Map(stored.map((row) => [row.clientId, row.id]));
    for (const [clientId, id] of acked) expect(storedIds.get(clientId)).toBe(id);

    // ...and a client of the surviving instance catches up on all of them.
    const bobOnA = await connect(a, bob);
    const sync = await request<SocketSyncResult>(bobOnA, 'sync', {
      cursors: [{ conversationId, afterSeq: 0 }],
    });
    if (sync.message !== 'ok' || !('result' in sync)) throw new Error('sync failed');
    const caughtUp = new Set(sync.result.items.map((message) => message._id));
    for (const id of acked.values()) expect(caughtUp.has(id)).toBe(true);

    // Alice reconnects to A and re-sends everything not acknowledged, with the same client ids.
    const aliceOnA = await connect(a, alice);
    for (const [position, clientId] of clientIds.entries()) {
      if (acked.has(clientId)) continue;
      const ack = await request<ChatMessage>(aliceOnA, 'message:send', {
        conversationId,
        clientId,
        body: `crash ${position}`,
      });
      expect(ack.message).toBe('ok');
    }
    const final = await database.db
      .select({ clientId: messages.clientId, seq: messages.seq })
      .from(messages)
      .where(inArray(messages.clientId, clientIds));
    expect(final).toHaveLength(clientIds.length);
    expect(new Set(final.map((row) => row.clientId)).size).toBe(clientIds.length);
  });
});
