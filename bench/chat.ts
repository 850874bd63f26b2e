/**
 * Chat delivery. On PostgreSQL: N socket clients spread over two API instances (child processes
 * sharing PostgreSQL and Redis), paired so that every message crosses from one instance to the
 * other. On PGlite (embedded: one process owns the database, so one instance and no Redis): the
 * same clients on that one instance. Messages are sent at a fixed rate; each is timed from send to
 * arrival at the partner. The floor is the same traffic through bare Socket.IO servers (on the same
 * Redis adapter for the two-instance case), no database.
 *
 *   npm run bench:chat                      (1000 clients, 100 msg/s, 20 s per phase, both databases)
 *   CLIENTS=200 RATE=50 SECONDS=10 BENCH_ONLY=postgres npm run bench:chat
 *
 * PostgreSQL at BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432; a throwaway
 * database is created and dropped), Redis at TEST_REDIS_URL (default redis://127.0.0.1:6379).
 * Writes bench/report-chat.md and bench/out/chat.json.
 */

import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../apps/api/src/db/client.js';
import { conversationMembers, conversations, sessions, users } from '../apps/api/src/db/schema.js';
import { generatePublicCode, generateToken, hashToken } from '../apps/api/src/lib/tokens.js';
import { formatLoad, log, machineInfo } from './lib/machine.js';
import { spawnUntil, stopChild } from './lib/processes.js';
import { type ChatPhase, type ChatSummary, writeSummary } from './lib/results.js';
import { isQuick, PORTS, POSTGRES_URL, REDIS_URL, setting } from './lib/settings.js';
import { ms, percentileOf } from './lib/stats.js';

const CLIENTS = setting('CLIENTS', 1000, 100);
const RATE = setting('RATE', 100, 20);
const SECONDS = setting('SECONDS', 20, 3);
const here = path.dirname(fileURLToPath(import.meta.url));

type Instance = { child: ChildProcess; url: string };

async function start(script: string, env: Record<string, string>): Promise<Instance> {
  const { child, match } = await spawnUntil(['--import', 'tsx', path.join(here, script)], {
    cwd: here,
    env,
    ready: /READY (\d+)/,
  });
  return { child, url: `http://127.0.0.1:${match[1]}` };
}

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

/**
 * Sends RATE messages a second for SECONDS from random clients of the first half to their partner
 * in the second half (and back), then waits for stragglers. `payloadFor` builds the event payload.
 */
async function runPhase(
  name: string,
  sockets: Socket[],
  partnerOf: (index: number) => number,
  payloadFor: (from: number, clientId: string, sentAt: number) => unknown,
): Promise<ChatPhase> {
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
    ackedPerSecond: acked / sendSeconds,
    deliveryP50: percentileOf(delivery, 50),
    deliveryP99: percentileOf(delivery, 99),
    ackP50: percentileOf(ack, 50),
    ackP99: percentileOf(ack, 99),
  };
}

type Driver = 'postgres' | 'pglite';

/** Both phases (floor, then the product) on one database; returns the run's figures. */
async function benchChat(driver: Driver) {
  const isShared = driver === 'postgres';
  const tag = randomBytes(5).toString('hex');
  const dbName = `talentport_bench_chat_${tag}`;
  const dbUrl = `${POSTGRES_URL}/${dbName}`;
  const pgliteDir = isShared ? '' : await mkdtemp(path.join(os.tmpdir(), 'talentport-bench-chat-pglite-'));
  if (isShared) await adminQuery(`create database ${dbName}`);
  log(`${driver}: ${CLIENTS} users, sessions and ${CLIENTS / 2} conversations`);
  // --- Setup: CLIENTS users, their sessions and CLIENTS/2 conversations.
  const database = await openDatabase(isShared ? { databaseUrl: dbUrl, poolSize: 4 } : { pgliteDir });
  const db = database.db;
  const half = CLIENTS / 2;
  const partnerOf = (index: number) => (index < half ? index + half : index - half);
  const people = Array.from({ length: CLIENTS }, (_, index) => ({
    code: generatePublicCode(),
    fullname: `Bench ${index}`,
    email: `bench.${index}.${tag}@bench.test`,
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
  // PGlite: the API instance opens the files itself, so this process lets go of them first.
  await database.close();

  const stream = `talentport:bench:${dbName}`;
  const floorStream = `${stream}:floor`;
  const both = (urls: string[]): [string, string] => [urls[0] ?? '', urls[1] ?? urls[0] ?? ''];

  // --- Phase 1: the floor (bare Socket.IO, on the Redis adapter when two instances; no persistence).
  log(`${driver}: floor`);
  const floorPorts = isShared ? [PORTS.chatFloorA, PORTS.chatFloorB] : [PORTS.chatFloorA];
  const floors = await Promise.all(
    floorPorts.map((port) =>
      start('chat-floor-server.ts', {
        PORT: String(port),
        REDIS_URL: isShared ? REDIS_URL : '',
        STREAM: floorStream,
      }),
    ),
  );
  const floorSockets = await connectAll(
    both(floors.map((floor) => floor.url)),
    people.map((_, index) => ({ userId: String(index) })),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const floor = await runPhase(
    `floor: Socket.IO${isShared ? ' + Redis Streams adapter' : ''}, no database`,
    floorSockets,
    partnerOf,
    (from, clientId) => ({
      to: String(partnerOf(from)),
      clientId,
      body: `${from} floor`,
    }),
  );
  for (const socket of floorSockets) socket.disconnect();
  await Promise.all(floors.map((instance) => stopChild(instance.child)));

  // --- Phase 2: Talentport (auth, persistence, ack after commit, fan-out to rooms).
  log(`${driver}: Talentport`);
  const apiPorts = isShared ? [PORTS.chatApiA, PORTS.chatApiB] : [PORTS.chatApiA];
  const instances = await Promise.all(
    apiPorts.map((port) =>
      start('chat-server.ts', {
        PORT: String(port),
        DATABASE_URL: isShared ? dbUrl : '',
        PGLITE_DIR: pgliteDir,
        REDIS_URL: isShared ? REDIS_URL : '',
        STREAM: stream,
      }),
    ),
  );
  const connectStarted = performance.now();
  const appSockets = await connectAll(
    both(instances.map((instance) => instance.url)),
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
  await Promise.all(instances.map((instance) => stopChild(instance.child)));

  // --- Clean up.
  if (isShared) {
    await adminQuery(`drop database if exists ${dbName} with (force)`);
    const redis = new Redis(REDIS_URL);
    await redis.del(stream, floorStream);
    await redis.quit();
  } else {
    await rm(pgliteDir, { recursive: true, force: true });
  }
  const isMet =
    connected >= CLIENTS &&
    product.ackedPerSecond >= RATE * 0.95 &&
    product.deliveryP99 < 100 &&
    product.lost === 0 &&
    product.duplicated === 0;
  return {
    driver,
    instances: instances.length,
    clients: CLIENTS,
    connected,
    connectSeconds,
    rate: RATE,
    seconds: SECONDS,
    floor,
    product,
    isMet,
  };
}

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
  await admin.connect();
  await admin.query(text);
  await admin.end();
}

const loadBefore = os.loadavg();
const only = process.env.BENCH_ONLY;
const runs = [];
if (!only || only === 'postgres') runs.push(await benchChat('postgres'));
if (!only || only === 'pglite') runs.push(await benchChat('pglite'));
const machine = machineInfo();

const row = (result: ChatPhase) =>
  `| ${result.name} | ${ms(result.deliveryP50)} | ${ms(result.deliveryP99)} | ${ms(result.ackP50)} | ${ms(result.ackP99)} | ${result.ackedPerSecond.toFixed(1)} | ${result.acked}/${result.sent} | ${result.lost} | ${result.duplicated} |`;
const sections = runs.map(
  (
    run,
  ) => `## ${run.driver === 'postgres' ? 'PostgreSQL + Redis, two API instances' : 'PGlite, one API instance (no Redis)'}

${run.clients} socket clients (${run.connected} connected, handshakes took ${run.connectSeconds.toFixed(1)} s) · ${run.rate} messages/s for ${run.seconds} s ·
${run.instances === 2 ? 'every message crosses instances (sender on one, partner on the other)' : 'sender and partner on the same instance: PGlite is embedded in one process, so the app cannot run several instances on it'}.

| path | delivery p50 | delivery p99 | ack p50 | ack p99 | acked msg/s | acked/sent | lost | duplicated |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${row(run.floor)}
${row(run.product)}

Target: ${run.clients} clients, ${run.rate} msg/s, p99 < 100 ms, zero lost, zero duplicated — **${run.isMet ? 'met' : 'not met in this run'}**.
`,
);
const report = `# Chat delivery benchmark

${new Date().toISOString()}${isQuick ? ' · **quick mode (BENCH_QUICK=1): a smoke test, not a measurement**' : ''} · Node ${machine.node} · ${machine.cores} cores · load average before ${formatLoad(loadBefore)}, at the end ${formatLoad(machine.loadAverage)}
(a loaded machine stretches the tail; compare with the floor of the same run).

${sections.join('\n')}
Delivery is send → arrival at the partner's socket. "Lost" counts messages the server acknowledged
that the partner never received within 10 s; "duplicated" counts messages the partner received more
than once. The target (1000 clients, 100 msg/s, p99 < 100 ms) is for the full run.

The difference to the floor is the work a chat message needs: the session lookup at handshake,
a transaction per message (lock the conversation row, de-duplicate by clientId, number it, insert,
move the sender's read marker), the acknowledgement after COMMIT, then the fan-out (through Redis
when there are two instances).
`;
writeFileSync(path.join(here, 'report-chat.md'), report);
const summary: ChatSummary = {
  quick: isQuick,
  machine,
  runs: runs.map(({ connectSeconds: _, ...run }) => run),
};
writeSummary('chat', summary);
console.log(report);
process.exit(0);
