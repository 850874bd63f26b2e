/**
 * One API instance for the chat benchmark, as production builds it: PostgreSQL (DATABASE_URL) or
 * PGlite (PGLITE_DIR), with REDIS_URL the Socket.IO Redis Streams adapter so that several
 * instances share the fan-out. Chat rate limits are raised so only speed is measured.
 * Listens on PORT and prints `READY <port>`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from '../apps/api/src/app.js';
import { openDatabase } from '../apps/api/src/db/client.js';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDir: process.env.PGLITE_DIR || undefined,
  poolSize: 10,
});
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
const unlimited = { limit: 1_000_000_000, windowMs: 60_000 };
const uploadsDir = await mkdtemp(path.join(tmpdir(), 'talentport-bench-chat-'));
const app = await buildApp({
  db: database.db,
  ...(redis ? { redis, socketStreamName: process.env.STREAM ?? 'talentport:bench' } : {}),
  uploadsDir,
  rateLimitRules: { chatMessagesPerUser: unlimited, chatFirstContactsPerUser: unlimited },
  chatNotifyIntervalMs: 0,
  logger: { level: 'warn' },
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`READY ${(app.server.address() as AddressInfo).port}`);

process.on('SIGTERM', () => {
  void app.close().then(async () => {
    redis?.disconnect();
    await database.close();
    await rm(uploadsDir, { recursive: true, force: true });
    process.exit(0);
  });
});
