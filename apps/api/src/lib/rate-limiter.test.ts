import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
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
