/**
 * Chat delivery: N socket clients spread over two API instances (child processes sharing
 * PostgreSQL and Redis), paired so that every message crosses from one instance to the other.
 * Messages are sent at a fixed rate; each is timed from send to arrival at the partner. The floor
 * is the same traffic through bare Socket.IO servers on the same Redis adapter, no database.
 *
 *   npm run bench:chat                      (1000 clients, 100 msg/s, 20 s per phase)
 *   CLIENTS=200 RATE=50 SECONDS=10 npm run bench:chat
 *
 * Needs PostgreSQL and Redis: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
 * and TEST_REDIS_URL (default redis://127.0.0.1:6379). Writes bench/report-chat.md.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../apps/api/src/db/client.js';
import { conversationMembers, conversations, sessions, users } from '../apps/api/src/db/schema.js';
import { generatePublicCode, generateToken, hashToken } from '../apps/api/src/lib/tokens.js';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const RATE = Number(process.env.RATE ?? 100);
const SECONDS = Number(process.env.SECONDS ?? 20);
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const here = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(here, '../apps/api');

type Instance = { child: ChildProcess; url: string };

function start(script: string, cwd: string, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /READY (\d+)/.exec(chunk.toString());
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

const stop = (instance: Instance) =>
  new Promise<void>((resolve) => {
    if (instance.child.exitCode !== null) return resolve();
    instance.child.once('exit', () => resolve());
    instance.child.kill('SIGTERM');
  });

function connect(url: string, auth: Record<string, string>): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    auth,
    forceNew: true,
    reconnection: false,
    timeout: 20_000,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function connectAll(urls: [string, string], auths: Record<string, string>[]) {
  const sockets: Socket[] = [];
  // In batches, so the handshakes (a session lookup each) do not all land at once.
  for (let index = 0; index < auths.length; index += 50) {
    const batch = auths.slice(index, index + 50).map((auth, offset) => {
      const position = index + offset;
      return connect(urls[position < auths.length / 2 ? 0 : 1], auth);
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

type PhaseResult = {
  name: string;
  sent: number;
  acked: number;
  delivered: number;
  lost: number;
  duplicated: number;
  seconds: number;
  delivery: number[];
  ack: number[];
};

/**
 * Sends RATE messages a second for SECONDS from random clients of the first half to their partner
 * in the second half (and back), then waits for stragglers. `payloadFor` builds the event payload.
 */
async function runPhase(
  name: string,
  sockets: Socket[],
  partnerOf: (index: number) => number,
  payloadFor: (from: number, clientId: string, sentAt: number) => unknown,
): Promise<PhaseResult> {
  const sentAt = new Map<string, number>();
  const deliveries = new Map<string, number>();
  const delivery: number[] = [];
  const ack: number[] = [];
  let acked = 0;
  sockets.forEach((socket, index) => {
    socket.on('message:created', (message: { clientId: string; senderIndex?: number; body?: string }) => {
      const clientId = message.clientId;
      const started = sentAt.get(clientId);
      if (started === undefined) return;
      // Only the partner's copy counts (the sender's own tabs get one too).
      const from = Number((message.body ?? '').split(' ')[0]);
      if (partnerOf(from) !== index) return;
      deliveries.set(clientId, (deliveries.get(clientId) ?? 0) + 1);
      if (deliveries.get(clientId) === 1) delivery.push(performance.now() - started);
    });
  });
  const total = RATE * SECONDS;
  const began = performance.now();
  const pendingAcks: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = began + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const from = Math.floor(Math.random() * sockets.length);
    const clientId = randomUUID();
    const started = performance.now();
    sentAt.set(clientId, started);
    const socket = sockets[from] as Socket;
    pendingAcks.push(
      socket
        .timeout(30_000)
        .emitWithAck('message:send', payloadFor(from, clientId, started))
        .then((answer: { message?: string }) => {
          if (answer?.message === 'ok') {
            acked += 1;
            ack.push(performance.now() - started);
          }
        })
        .catch(() => {}),
    );
  }
  const sendSeconds = (performance.now() - began) / 1000;
  await Promise.all(pendingAcks);
  const deadline = performance.now() + 10_000;
  while (deliveries.size < acked && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const socket of sockets) socket.off('message:created');
  const duplicated = [...deliveries.values()].filter((count) => count > 1).length;
  return {
    name,
    sent: total,
    acked,
    delivered: deliveries.size,
    lost: acked - deliveries.size,
    duplicated,
    seconds: sendSeconds,
    delivery,
    ack,
  };
}

// --- Setup: a throwaway database with CLIENTS users, their sessions and CLIENTS/2 conversations.
const dbName = `talentport_bench_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
await admin.end();
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const database = await openDatabase({ databaseUrl: dbUrl.toString(), poolSize: 4 });
const db = database.db;

const half = CLIENTS / 2;
const partnerOf = (index: number) => (index < half ? index + half : index - half);
const people = Array.from({ length: CLIENTS }, (_, index) => ({
  code: generatePublicCode(),
  fullname: `Bench ${index}`,
  email: `bench.${index}.${dbName}@bench.test`,
  token: generateToken(),
}));
const userIds: string[] = [];
for (let index = 0; index < CLIENTS; index += 250) {
  const rows = await db
    .insert(users)
    .values(
      people.slice(index, index + 250).map((person) => ({
        code: person.code,
        fullname: person.fullname,
        email: person.email,
        userRole: 'freelancer' as const,
        isOnboard: true,
        emailVerify: true,
      })),
    )
    .returning({ id: users.id });
  userIds.push(...rows.map((row) => row.id));
}
await db.insert(sessions).values(
  people.map((person, index) => ({
    userId: userIds[index] as string,
    tokenHash: hashToken(person.token),
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  })),
);
const conversationOf = new Map<number, string>();
for (let index = 0; index < half; index++) {
  const a = userIds[index] as string;
  const b = userIds[index + half] as string;
  const [low, high] = [a, b].sort();
  const [row] = await db
    .insert(conversations)
    .values({ type: 'directConv', key: `direct:${low}:${high}` })
    .returning({ id: conversations.id });
  if (!row) throw new Error('no conversation');
  await db.insert(conversationMembers).values([
    { conversationId: row.id, userId: a },
    { conversationId: row.id, userId: b },
  ]);
  conversationOf.set(index, row.id);
  conversationOf.set(index + half, row.id);
}

const stream = `talentport:bench:${dbName}`;
const floorStream = `${stream}:floor`;

// --- Phase 1: the floor (bare Socket.IO + Redis adapter, no persistence).
const floors = await Promise.all([
  start(path.join(here, 'chat-floor-server.ts'), here, { REDIS_URL: redisUrl, STREAM: floorStream }),
  start(path.join(here, 'chat-floor-server.ts'), here, { REDIS_URL: redisUrl, STREAM: floorStream }),
]);
const floorSockets = await connectAll(
  [floors[0].url, floors[1].url],
  people.map((_, index) => ({ userId: String(index) })),
);
await new Promise((resolve) => setTimeout(resolve, 1000));
const floor = await runPhase(
  'floor: Socket.IO + Redis Streams adapter, no database',
  floorSockets,
  partnerOf,
  (from, clientId) => ({
    to: String(partnerOf(from)),
    clientId,
    body: `${from} floor`,
  }),
);
for (const socket of floorSockets) socket.disconnect();
await Promise.all(floors.map(stop));

// --- Phase 2: Talentport (auth, persistence, ack after commit, fan-out to rooms).
const instances = await Promise.all([
  start('src/test/instance-server.ts', apiRoot, {
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redisUrl,
    STREAM: stream,
  }),
  start('src/test/instance-server.ts', apiRoot, {
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redisUrl,
    STREAM: stream,
  }),
]);
const connectStarted = performance.now();
const appSockets = await connectAll(
  [instances[0].url, instances[1].url],
  people.map((person) => ({ token: person.token })),
);
const connectSeconds = (performance.now() - connectStarted) / 1000;
await new Promise((resolve) => setTimeout(resolve, 1000));
const product = await runPhase(
  'Talentport: persisted, acknowledged after commit, fanned out',
  appSockets,
  partnerOf,
  (from, clientId) => ({ conversationId: conversationOf.get(from), clientId, body: `${from} hello` }),
);
const connected = appSockets.filter((socket) => socket.connected).length;
for (const socket of appSockets) socket.disconnect();
await Promise.all(instances.map(stop));

// --- Clean up.
await database.close();
const cleanup = new pg.Client({ connectionString: serverUrl });
await cleanup.connect();
await cleanup.query(`drop database if exists ${dbName} with (force)`);
await cleanup.end();
const redis = new Redis(redisUrl);
await redis.del(stream, floorStream);
await redis.quit();

const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (result: PhaseResult) =>
  `| ${result.name} | ${ms(percentile(result.delivery, 50))} | ${ms(percentile(result.delivery, 99))} | ${ms(percentile(result.ack, 50))} | ${ms(percentile(result.ack, 99))} | ${(result.acked / result.seconds).toFixed(1)} | ${result.acked}/${result.sent} | ${result.lost} | ${result.duplicated} |`;
const isMet =
  connected >= CLIENTS &&
  product.acked / product.seconds >= RATE * 0.95 &&
  percentile(product.delivery, 99) < 100 &&
  product.lost === 0 &&
  product.duplicated === 0;
const report = `# Chat delivery benchmark

${new Date().toISOString()} · Node ${process.version} · PostgreSQL + Redis · two API instances (child processes) ·
${CLIENTS} socket clients (${connected} connected, handshakes took ${connectSeconds.toFixed(1)} s) · ${RATE} messages/s
for ${SECONDS} s · every message crosses instances (sender on one, partner on the other) ·
${os.cpus().length} cores, load average at the end ${os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(' / ')} (a loaded machine stretches the tail; compare with the floor of the same run).

| path | delivery p50 | delivery p99 | ack p50 | ack p99 | acked msg/s | acked/sent | lost | duplicated |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${row(floor)}
${row(product)}

Delivery is send → arrival at the partner's socket on the other instance. "Lost" counts messages the
server acknowledged that the partner never received within 10 s; "duplicated" counts messages the
partner received more than once. Target: ${CLIENTS} clients, ${RATE} msg/s, p99 < 100 ms, zero lost,
zero duplicated — **${isMet ? 'met' : 'not met in this run'}**.

The difference to the floor is the work a chat message needs: the session lookup at handshake,
a transaction per message (lock the conversation row, de-duplicate by clientId, number it, insert,
move the sender's read marker), the acknowledgement after COMMIT, then the fan-out through Redis.
`;
writeFileSync(path.join(here, 'report-chat.md'), report);
console.log(report);
process.exit(0);
