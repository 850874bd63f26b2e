import { randomBytes, randomUUID } from 'node:crypto';
import type { ChatMessage } from '@talentport/contract';
import { inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { messages } from '../db/schema.js';
import { buildChatUser, type ChatUser, connectClient, request, syncConversation } from './chat-builders.js';
import { callServer } from './crash-targets.js';
import { call } from './harness.js';
import {
  findFreePort,
  hasRedisServer,
  killRedisServer,
  type RedisProcess,
  startRedisServer,
} from './redis-process.js';
import { isRunning, type ServerProcess, startServerProcess, stopServerProcess } from './server-process.js';
import { createServerDatabase } from './test-database.js';

/**
 * Redis dies (SIGKILL, no persistence) and comes back on the same port while two API instances on
 * PostgreSQL exchange chat messages through it. Nothing acknowledged is lost: every message is in
 * the database and a client catching up by seq gets them all; delivery from one instance to the
 * other resumes once Redis is back; neither process crashes, no socket acknowledgement and no HTTP
 * call answers 5xx (the Redis rate limiter and the Socket.IO adapter ride the outage out).
 *
 * Uses a redis-server of its own (never the shared one); skipped without TEST_DATABASE_URL,
 * TEST_REDIS_URL (the PostgreSQL + Redis pass) or /usr/bin/redis-server.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const isEnabled = Boolean(serverUrl && process.env.TEST_REDIS_URL && hasRedisServer());
/**
 * Longer than ioredis waits for a queued command (20 reconnection attempts, about 10 s): some
 * broadcasts are dropped rather than delayed, so the other instance's clients must catch up by seq.
 * CRASH_REDIS_OUTAGE_MS=3000 shows the short case, where the queued broadcasts all arrive late.
 */
const OUTAGE_MS = Number(process.env.CRASH_REDIS_OUTAGE_MS ?? 12_000);
const BEFORE = 10;
const SEND_PAUSE_MS = 50;

type Lane = {
  name: string;
  sender: ChatUser;
  receiver: ChatUser;
  conversationId: string;
  senderSocket: Socket;
  receiverSocket: Socket;
  /** The sender's acknowledged messages, by client id. */
  acked: Map<string, ChatMessage>;
  /** What the receiver's socket was sent live in the conversation (both sides' messages), by client id. */
  live: Map<string, ChatMessage>;
  failures: unknown[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe.skipIf(!isEnabled)('Redis restart during chat, two API instances', () => {
  it('loses nothing acknowledged, resumes delivery across instances, never crashes or answers 5xx', async () => {
    const created = await createServerDatabase(serverUrl ?? '', 'talentport_redis');
    const stream = `talentport:crash:${randomBytes(5).toString('hex')}`;
    const port = await findFreePort();
    const sockets: Socket[] = [];
    let redis: RedisProcess | undefined;
    let a: ServerProcess | undefined;
    let b: ServerProcess | undefined;
    try {
      redis = await startRedisServer(port);
      // Migrate and build the people here, so that the instances do not race to migrate.
      const database = await openDatabase({ databaseUrl: created.url, poolSize: 3 });
      const builder = await buildApp({ db: database.db, chatNotifyIntervalMs: 0 });
      const people = [];
      for (const fullname of ['Alice', 'Bob', 'Carol', 'Dave']) {
        people.push(await buildChatUser(builder, database.db, { fullname }));
      }
      const [alice, bob, carol, dave] = people as [ChatUser, ChatUser, ChatUser, ChatUser];
      const open = async (from: ChatUser, to: ChatUser) => {
        const opened = await call(builder, 'POST', '/api/v1/chat/conversations/direct', {
          token: from.token,
          body: { userCode: to.code },
        });
        return opened.body.result._id as string;
      };
      const aliceBob = await open(alice, bob);
      const carolDave = await open(carol, dave);
      await builder.close();
      await database.close();

      // The offline-mail sweep runs often: it asks the other instance (through Redis) who is online.
      const env = {
        DATABASE_URL: created.url,
        REDIS_URL: redis.url,
        STREAM: stream,
        PORT: '0',
        POOL_SIZE: '5',
        CHAT_NOTIFY_INTERVAL_MS: '300',
        CHAT_NOTIFY_DELAY_MS: '0',
      };
      [a, b] = await Promise.all([
        startServerProcess('instance-server.ts', env),
        startServerProcess('instance-server.ts', env),
      ]);
      const connect = async (instance: ServerProcess, user: ChatUser) => {
        const socket = await connectClient(instance.url, { token: user.token });
        sockets.push(socket);
        return socket;
      };
      // Alice on A writes to Bob on B; Carol on B writes to Dave on A.
      const lanes: Lane[] = [
        {
          name: 'A->B',
          sender: alice,
          receiver: bob,
          conversationId: aliceBob,
          senderSocket: await connect(a, alice),
          receiverSocket: await connect(b, bob),
          acked: new Map(),
          live: new Map(),
          failures: [],
        },
        {
          name: 'B->A',
          sender: carol,
          receiver: dave,
          conversationId: carolDave,
          senderSocket: await connect(b, carol),
          receiverSocket: await connect(a, dave),
          acked: new Map(),
          live: new Map(),
          failures: [],
        },
      ];
      for (const lane of lanes) {
        lane.receiverSocket.on('message:created', (message: ChatMessage) => {
          if (message.conversationId === lane.conversationId) lane.live.set(message.clientId, message);
        });
      }
      const send = async (lane: Lane, body: string) => {
        const clientId = randomUUID();
        try {
          const ack = await request<ChatMessage>(
            lane.senderSocket,
            'message:send',
            { conversationId: lane.conversationId, clientId, body },
            30_000,
          );
          if (ack.message === 'ok' && 'result' in ack) lane.acked.set(clientId, ack.result);
          else lane.failures.push(ack);
        } catch (error) {
          lane.failures.push(String(error));
        }
        return clientId;
      };
      // The adapters start reading the stream asynchronously: wait until a message gets across each way.
      for (const lane of lanes) {
        let isLinked = false;
        for (let attempt = 0; attempt < 40 && !isLinked; attempt++) {
          const probe = await send(lane, 'probe');
          await sleep(250);
          isLinked = lane.live.has(probe);
        }
        expect(isLinked).toBe(true);
      }

      // Messages flow both ways, and HTTP calls too, through everything that follows.
      let isFlowing = true;
      let phase: 'before' | 'outage' | 'after' = 'before';
      const ackedIn = { before: 0, outage: 0, after: 0 };
      const flows = lanes.map(async (lane) => {
        for (let index = 0; isFlowing; index++) {
          const sentIn = phase;
          const clientId = await send(lane, `${lane.name} ${sentIn} ${index}`);
          if (lane.acked.has(clientId)) ackedIn[sentIn] += 1;
          // Paced well under the per-socket limit (300 events in 10 s), whatever the machine's speed.
          await sleep(SEND_PAUSE_MS);
        }
      });
      const httpStatuses: number[] = [];
      const polling = (async () => {
        for (let index = 0; isFlowing; index++) {
          const answers = await Promise.all(
            [
              callServer(a as ServerProcess, 'GET', '/api/v1/chat/unread', { token: dave.token }),
              callServer(b as ServerProcess, 'POST', `/api/v1/chat/conversations/${aliceBob}/messages`, {
                token: bob.token,
                body: { clientId: randomUUID(), body: `http ${index}` },
              }),
            ].map((answer) =>
              answer.then(
                (response) => response.status,
                () => 0,
              ),
            ),
          );
          httpStatuses.push(...answers);
          await sleep(100);
        }
      })();

      await waitFor(
        () => lanes.every((lane) => lane.acked.size >= BEFORE),
        30_000,
        'messages before the outage',
      );
      await killRedisServer(redis);
      phase = 'outage';
      const outageStarted = Date.now();
      await sleep(OUTAGE_MS);
      redis = await startRedisServer(port);
      phase = 'after';
      const outageMs = Date.now() - outageStarted;

      // Delivery across instances resumes: a message sent now reaches the other instance's client.
      const resumeStarted = Date.now();
      for (const lane of lanes) {
        const deadline = Date.now() + 45_000;
        let isDelivered = false;
        while (!isDelivered && Date.now() < deadline) {
          const marker = await send(lane, 'after the restart');
          isDelivered = await waitFor(() => lane.live.has(marker), 2_000, 'marker').then(
            () => true,
            () => false,
          );
        }
        if (!isDelivered)
          throw new Error(`${lane.name}: no delivery across instances after the Redis restart`);
      }
      const resumeMs = Date.now() - resumeStarted;
      isFlowing = false;
      await Promise.all([...flows, polling]);

      console.info(
        `[crash] Redis restart: outage ${outageMs} ms, messages sent and acknowledged before/during/after it ${ackedIn.before}/${ackedIn.outage}/${ackedIn.after}, ` +
          `${lanes.map((lane) => `${lane.name} ${[...lane.acked.keys()].filter((id) => lane.live.has(id)).length}/${lane.acked.size} delivered live`).join(', ')}, ` +
          `delivery resumed within ${resumeMs} ms, ${httpStatuses.length} HTTP calls`,
      );
      expect(a && isRunning(a)).toBe(true);
      expect(b && isRunning(b)).toBe(true);
      for (const lane of lanes) expect(lane.failures).toEqual([]);
      // 0: no answer at all (the connection failed).
      expect(httpStatuses.filter((status) => status >= 500 || status === 0)).toEqual([]);
      expect(ackedIn.outage).toBeGreaterThan(0);

      // Every acknowledged message is stored, once.
      const check = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
      try {
        for (const lane of lanes) {
          const stored = await check.db
            .select({ id: messages.id, clientId: messages.clientId })
            .from(messages)
            .where(inArray(messages.clientId, [...lane.acked.keys()]));
          expect(stored.length).toBe(lane.acked.size);
          for (const row of stored) expect(lane.acked.get(row.clientId)?._id).toBe(row.id);
        }
      } finally {
        await check.close();
      }

      // A receiver catching up by seq from the last message it holds without a gap gets the rest,
      // whichever instance it reconnects to.
      for (const [index, lane] of lanes.entries()) {
        const seen = new Set([...lane.live.values()].map((message) => message.seq));
        let contiguous = 0;
        while (seen.has(contiguous + 1)) contiguous += 1;
        const reconnected = await connect(index === 0 ? a : b, lane.receiver);
        const caughtUp = await syncConversation(reconnected, lane.conversationId, contiguous);
        const held = new Set([...lane.live.keys(), ...caughtUp.map((message) => message.clientId)]);
        expect([...lane.acked.keys()].filter((clientId) => !held.has(clientId))).toEqual([]);
        const all = await syncConversation(reconnected, lane.conversationId, 0);
        expect(all.map((message) => message.seq)).toEqual(all.map((_, position) => position + 1));
      }
    } catch (error) {
      const tail = (instance: ServerProcess | undefined) => instance?.output.join('').slice(-4_000) ?? '';
      throw new Error(`${String(error)}\n--- instance A:\n${tail(a)}\n--- instance B:\n${tail(b)}`, {
        cause: error,
      });
    } finally {
      for (const socket of sockets) socket.disconnect();
      await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
      await killRedisServer(redis);
      await created.drop();
    }
  }, 120_000);
});
