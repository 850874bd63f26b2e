import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { chatChannel, createDomainEventBus } from '../lib/domain-events.js';
import { DEFAULT_RATE_LIMIT_RULES } from '../lib/rate-limit-rules.js';
import { createMemoryRateLimiter } from '../lib/rate-limiter.js';
import { createDiskStorage } from '../storage/disk-storage.js';
import {
  findFreePort,
  hasRedisServer,
  killRedisServer,
  type RedisProcess,
  startRedisServer,
} from '../test/redis-process.js';
import { openTestDatabase } from '../test/test-database.js';
import { attachRealtime, type Realtime } from './socket-server.js';

/**
 * Socket.IO over a Redis that goes away mid-request, on a redis-server of the test's own. Skipped
 * when /usr/bin/redis-server is missing.
 */
describe.skipIf(!hasRedisServer())('realtime when Redis goes away', () => {
  let redis: RedisProcess | undefined;
  let database: Database;
  let uploadsDir: string;
  const clients: Redis[] = [];
  const instances: Realtime[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    redis = await startRedisServer(await findFreePort());
    database = await openTestDatabase();
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'talentport-outage-'));
    const streamName = `talentport:outage:${randomBytes(4).toString('hex')}`;
    for (let index = 0; index < 2; index++) {
      // One retry: ioredis gives up on queued commands within a second instead of ten.
      const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
      client.on('error', () => {});
      clients.push(client);
      instances.push(
        attachRealtime({
          httpServer: createServer(),
          db: database.db,
          events: chatChannel(createDomainEventBus(() => {})),
          rateLimiter: createMemoryRateLimiter(),
          rateLimitRules: DEFAULT_RATE_LIMIT_RULES,
          storage: createDiskStorage(uploadsDir),
          log: { error: () => {}, warn: () => {} },
          redis: client,
          streamName,
        }),
      );
    }
    process.on('unhandledRejection', onUnhandled);
  });

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    for (const instance of instances) await instance.close();
    for (const client of clients) client.disconnect();
    await killRedisServer(redis);
    await database?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('asks whether a user is online while Redis dies, without an unhandled rejection', async () => {
    const [a] = instances as [Realtime, Realtime];
    // Both adapters have subscribed: A expects an answer from B.
    const admin = new Redis(redis?.url ?? '');
    try {
      for (let attempt = 0; attempt < 100; attempt++) {
        const [, subscribers] = (await admin.pubsub('NUMSUB', 'socket.io#/#')) as [string, number];
        if (subscribers >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Writes (PUBLISH among them) wait while reads go through: the question is sent, never answered...
      await admin.client('PAUSE', 30_000, 'WRITE');
    } finally {
      admin.disconnect();
    }
    const asking = a.isUserOnline('someone');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // ...and Redis dies under it.
    await killRedisServer(redis);
    expect(await asking).toBe(false);
    // By now ioredis has given up on the queued PUBLISH (after one reconnection attempt) and rejected it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(unhandled).toEqual([]);
  }, 30_000);
});
