import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@talentport/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildChatUser,
  connectClient,
  request,
  syncConversation,
  waitUntilInstancesLinked,
} from '../test/chat-builders.js';
import { call } from '../test/harness.js';
import {
  findFreePort,
  hasRedisServer,
  killRedisServer,
  type RedisProcess,
  startRedisServer,
} from '../test/redis-process.js';
import { type ServerProcess, stopServerProcess } from '../test/server-process.js';
import { openSharedDatabase, type SharedDatabase, startInstancePair } from '../test/shared-database.js';

/**
 * Issue 31, Redis: a redis-server of the test's own goes away for 30 s while Alice (on instance A)
 * keeps writing to Bob (on instance B). Bob's client behaves like the web app's: it catches up by
 * seq on every (re)connection and nothing else. Every message Alice got an acknowledgement for must
 * reach Bob. Needs PostgreSQL (TEST_DATABASE_URL) for two processes sharing one database.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const OUTAGE_MS = 30_000;

/** apps/web's `catchUpSeq`: the last seq of the unbroken run from the oldest one held. */
function catchUpSeq(seqs: Iterable<number>): number {
  const sorted = [...new Set(seqs)].sort((x, y) => x - y);
  let cursor = sorted[0] ?? 0;
  for (const seq of sorted.slice(1)) {
    if (seq !== cursor + 1) break;
    cursor = seq;
  }
  return cursor;
}

/**
 * A client like apps/web's use-realtime-sync: reconnects by itself and, after each connection,
 * catches up from `catchUpSeq` of what it holds.
 */
function connectLikeTheWebApp(url: string, token: string, conversationId: string) {
  const received = new Map<string, ChatMessage>();
  let connects = 0;
  const take = (message: ChatMessage) => {
    received.set(message._id, message);
  };
  const socket: Socket = io(url, {
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
  });
  socket.on('message:created', take);
  socket.on('connect', () => {
    connects++;
    if (connects === 1) return;
    const cursor = catchUpSeq([...received.values()].map((message) => message.seq));
    void syncConversation(socket, conversationId, cursor).then((items) => items.forEach(take));
  });
  return { socket, received, reconnects: () => Math.max(0, connects - 1) };
}

async function readiness(instance: ServerProcess) {
  const res = await fetch(`${instance.url}/api/health/ready`);
  return { status: res.status, body: (await res.json()) as { result?: { checks?: { redis?: string } } } };
}

describe.skipIf(!serverUrl || !hasRedisServer())('a Redis outage under chat load, two instances', () => {
  let redis: RedisProcess | undefined;
  let shared: SharedDatabase;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    redis = await startRedisServer(await findFreePort());
    shared = await openSharedDatabase(serverUrl as string, redis.url, 'talentport_faults_redis');
    [a, b] = await startInstancePair(shared, redis.url);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await shared?.close();
    await killRedisServer(redis);
  });

  it('delivers every acknowledged message to the connected recipient, and readiness reports Redis', async () => {
    if (!a || !b || !redis) throw new Error('not started');
    const { builder, database } = shared;
    const alice = await buildChatUser(builder, database.db, { fullname: 'Alice' });
    const bob = await buildChatUser(builder, database.db, { fullname: 'Bob' });
    const opened = await call(builder, 'POST', '/api/v1/chat/conversations/direct', {
      token: alice.token,
      body: { userCode: bob.code },
    });
    const conversationId: string = opened.body.result._id;

    const aliceOnA = io(a.url, { transports: ['websocket'], auth: { token: alice.token }, forceNew: true });
    sockets.push(aliceOnA);
    const bobOnB = connectLikeTheWebApp(b.url, bob.token, conversationId);
    sockets.push(bobOnB.socket);
    const probe = await connectClient(b.url, { token: bob.token });
    sockets.push(probe);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await waitUntilInstancesLinked(aliceOnA, probe, conversationId)).toBe(true);
    probe.disconnect();
    expect((await readiness(b)).body.result?.checks?.redis).toBe('ok');

    // Alice writes about 15 messages a second for the whole run, through A.
    const acknowledged = new Set<string>();
    let isSending = true;
    const sending = (async () => {
      for (let index = 0; isSending; index++) {
        if (aliceOnA.connected) {
          const ack = await request<ChatMessage>(
            aliceOnA,
            'message:send',
            { conversationId, clientId: randomUUID(), body: `during ${index}` },
            3_000,
          ).catch(() => null);
          if (ack?.message === 'ok' && 'result' in ack) acknowledged.add(ack.result._id);
        }
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    })();

    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const port = redis.port;
    await killRedisServer(redis);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const during = await Promise.all([readiness(a), readiness(b)]);
    expect(during.map((answer) => answer.status)).toEqual([200, 200]);
    expect(during.map((answer) => answer.body.result?.checks?.redis)).toEqual(['unavailable', 'unavailable']);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - 3_000));
    redis = await startRedisServer(port);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    isSending = false;
    await sending;

    // Bob's client was never told to go away by anything but the instance's resync.
    const deadline = Date.now() + 20_000;
    const missing = () => [...acknowledged].filter((id) => !bobOnB.received.has(id));
    while (missing().length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    console.info(
      `redis outage: ${acknowledged.size} acknowledged, ${acknowledged.size - missing().length} reached Bob, ` +
        `${bobOnB.reconnects()} reconnection(s) of Bob's client`,
    );
    expect(acknowledged.size).toBeGreaterThan(100);
    expect(missing()).toEqual([]);
    const after = await Promise.all([readiness(a), readiness(b)]);
    expect(after.map((answer) => answer.body.result?.checks?.redis)).toEqual(['ok', 'ok']);
  });
});
