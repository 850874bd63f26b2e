/**
 * One API instance for the multi-instance test and the chat benchmark: PostgreSQL and Redis from
 * the environment, a port of its own, no static files. Prints `READY <port>` once listening.
 *
 *   DATABASE_URL=postgres://... REDIS_URL=redis://... PORT=0 STREAM=talentport:test node --import tsx src/test/instance-server.ts
 *
 * The offline-mail sweep is off unless CHAT_NOTIFY_INTERVAL_MS is set (CHAT_NOTIFY_DELAY_MS: how
 * long a message waits unread first).
 */
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { openApiRedis } from '../lib/redis.js';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl || !redisUrl) throw new Error('DATABASE_URL and REDIS_URL are required');

const database = await openDatabase({ databaseUrl, poolSize: Number(process.env.POOL_SIZE ?? 10) });
// The same Redis connections as the production server (src/server.ts).
const redis = openApiRedis(redisUrl);
const app = await buildApp({
  db: database.db,
  rateLimiter: redis.rateLimiter,
  redis: redis.socketRedis,
  socketStreamName: process.env.STREAM ?? 'talentport:socket.io',
  uploadsDir: await mkdtemp(path.join(tmpdir(), 'talentport-instance-')),
  rateLimitRules: {
    chatMessagesPerUser: { limit: 1_000_000, windowMs: 60_000 },
    chatFirstContactsPerUser: { limit: 1_000_000, windowMs: 60_000 },
  },
  chatNotifyIntervalMs: Number(process.env.CHAT_NOTIFY_INTERVAL_MS ?? 0),
  chatNotifyDelayMs: Number(process.env.CHAT_NOTIFY_DELAY_MS ?? 30_000),
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});
redis.setLog(app.log);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`READY ${(app.server.address() as AddressInfo).port}`);

async function shutDown() {
  await app.close();
  await redis.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown());
process.on('SIGINT', () => void shutDown());
