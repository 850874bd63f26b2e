import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import {
  findFreePort,
  hasRedisServer,
  killRedisServer,
  type RedisProcess,
  startRedisServer,
} from '../test/redis-process.js';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.js';

const rule = { limit: 2, windowMs: 1_000 };

function behavesLikeARateLimiter(name: string, make: () => RateLimiter) {
  describe(name, () => {
    it('allows up to the limit within a window, then refuses with a retry delay', async () => {
      const limiter = make();
      const key = `test:${randomUUID()}`;
      try {
        const results = [
          await limiter.hit(key, rule),
          await limiter.hit(key, rule),
          await limiter.hit(key, rule),
        ];
        expect(results.map((r) => r.isAllowed)).toEqual([true, true, false]);
        expect(results[2]?.retryAfterMs).toBeGreaterThan(0);
        expect(results[2]?.retryAfterMs).toBeLessThanOrEqual(1_000);
        expect((await limiter.peek(key, rule)).count).toBe(3);
      } finally {
        await limiter.close();
      }
    });

    it('starts a new window after the old one ends, and can be reset', async () => {
      const limiter = make();
      const key = `test:${randomUUID()}`;
      try {
        await limiter.hit(key, { limit: 1, windowMs: 50 });
        expect((await limiter.hit(key, { limit: 1, windowMs: 50 })).isAllowed).toBe(false);
        await new Promise((resolve) => setTimeout(resolve, 80));
        expect((await limiter.hit(key, { limit: 1, windowMs: 50 })).isAllowed).toBe(true);
        await limiter.reset(key);
        expect((await limiter.peek(key, rule)).count).toBe(0);
      } finally {
        await limiter.close();
      }
    });
  });
}

behavesLikeARateLimiter('memory rate limiter', () => createMemoryRateLimiter());

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('redis rate limiter', () => {
  behavesLikeARateLimiter('on a real Redis', () => createRedisRateLimiter(new Redis(redisUrl ?? '')));

  it('shares counts between two processes’ clients', async () => {
    const a = createRedisRateLimiter(new Redis(redisUrl ?? ''));
    const b = createRedisRateLimiter(new Redis(redisUrl ?? ''));
    const key = `test:${randomUUID()}`;
    try {
      await a.hit(key, rule);
      await b.hit(key, rule);
      expect((await a.hit(key, rule)).isAllowed).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('redis rate limiter while Redis is away', () => {
  // The options of the API's limiter connection (lib/redis.ts): no queue, a command timeout.
  const failFast = { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1_000 };

  it('counts in memory when Redis cannot be reached, and never throws', async () => {
    const redis = new Redis(await findFreePort(), '127.0.0.1', failFast);
    redis.on('error', () => {});
    const fallbacks: unknown[] = [];
    const limiter = createRedisRateLimiter(redis, { onFallback: (error) => fallbacks.push(error) });
    const key = `test:${randomUUID()}`;
    try {
      const results = [
        await limiter.hit(key, rule),
        await limiter.hit(key, rule),
        await limiter.hit(key, rule),
      ];
      expect(results.map((r) => r.isAllowed)).toEqual([true, true, false]);
      expect((await limiter.peek(key, rule)).count).toBe(3);
      await limiter.reset(key);
      expect((await limiter.peek(key, rule)).count).toBe(0);
      expect(fallbacks.length).toBeGreaterThan(0);
    } finally {
      await limiter.close();
    }
  });

  it.skipIf(!hasRedisServer())(
    'goes back to Redis when a restarted Redis answers again',
    async () => {
      const port = await findFreePort();
      let server: RedisProcess | undefined = await startRedisServer(port);
      const redis = new Redis(port, '127.0.0.1', failFast);
      redis.on('error', () => {});
      const limiter = createRedisRateLimiter(redis);
      const key = `test:${randomUUID()}`;
      const wide = { limit: 100, windowMs: 60_000 };
      try {
        expect((await limiter.hit(key, wide)).count).toBe(1);
        await killRedisServer(server);
        expect((await limiter.hit(key, wide)).isAllowed).toBe(true);
        server = await startRedisServer(port);
        const admin = new Redis(port, '127.0.0.1');
        try {
          // The restarted Redis is empty; once the limiter reconnects, hits land there again.
          for (let attempt = 0; attempt < 100 && (await admin.get(`rl:${key}`)) === null; attempt++) {
            await limiter.hit(key, wide);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          expect(Number(await admin.get(`rl:${key}`))).toBeGreaterThan(0);
        } finally {
          admin.disconnect();
        }
      } finally {
        await limiter.close();
        await killRedisServer(server);
      }
    },
    30_000,
  );
});
