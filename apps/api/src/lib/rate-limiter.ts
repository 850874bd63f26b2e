import type { Redis } from 'ioredis';

export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitResult = { isAllowed: boolean; count: number; retryAfterMs: number };

/**
 * Fixed-window counters. In memory for one process; in Redis when several API processes share
 * the limits.
 */
export interface RateLimiter {
  /** Counts one event under `key` and tells whether it is still within the rule. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Reads the count without adding to it. */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /**
   * Gives back one event counted by `hit` (a reservation that turned out not to count, e.g. a
   * successful log-in under a rule that counts failures only). Never goes below zero and never
   * starts a window.
   */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

type Window = { count: number; resetAt: number };

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  const current = (key: string): Window | undefined => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  const result = (window: Window | undefined, rule: RateLimitRule): RateLimitResult => ({
    isAllowed: (window?.count ?? 0) <= rule.limit,
    count: window?.count ?? 0,
    retryAfterMs: window ? Math.max(0, window.resetAt - now()) : 0,
  });
  const sweep = setInterval(() => {
    for (const [key, window] of windows) if (window.resetAt <= now()) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, rule) {
      const window = current(key) ?? { count: 0, resetAt: now() + rule.windowMs };
      window.count += 1;
      windows.set(key, window);
      return result(window, rule);
    },
    async peek(key, rule) {
      return result(current(key), rule);
    },
    async release(key) {
      const window = current(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count
`;

export type RedisRateLimiterOptions = {
  prefix?: string;
  /** Counts while Redis cannot answer; by default in this process's memory. */
  fallback?: RateLimiter;
  /** Told each time a Redis command failed and the fallback answered instead. */
  onFallback?: (error: unknown) => void;
};

/**
 * Counters shared by every API process through Redis. A rate limit is a brake, not a reason to
 * fail: while Redis cannot answer (down, restarting, too slow) the limiter counts in memory, so the
 * limits hold per process until Redis is back, and no request fails because of Redis. For that to
 * be quick, give it a connection that fails fast (no offline queue, a command timeout): see
 * `lib/redis.ts`.
 */
export function createRedisRateLimiter(redis: Redis, options: RedisRateLimiterOptions = {}): RateLimiter {
  const prefix = options.prefix ?? 'rl:';
  const fallback = options.fallback ?? createMemoryRateLimiter();
  async function orFallback<T>(run: () => Promise<T>, instead: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      options.onFallback?.(error);
      return instead();
    }
  }
  const toResult = (count: number, ttl: number, rule: RateLimitRule): RateLimitResult => ({
    isAllowed: count <= rule.limit,
    count,
    retryAfterMs: Math.max(0, ttl),
  });
  return {
    hit: (key, rule) =>
      orFallback(
        async () => {
          const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(rule.windowMs))) as [
            number,
            number,
          ];
          return toResult(count, ttl, rule);
        },
        () => fallback.hit(key, rule),
      ),
    peek: (key, rule) =>
      orFallback(
        async () => {
          const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
          return toResult(Number(count ?? 0), ttl, rule);
        },
        () => fallback.peek(key, rule),
      ),
    release: (key) =>
      orFallback(
        async () => {
          await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
        },
        () => fallback.release(key),
      ),
    async reset(key) {
      await fallback.reset(key);
      await orFallback(
        async () => {
          await redis.del(prefix + key);
        },
        async () => {},
      );
    },
    async close() {
      await fallback.close();
      // QUIT needs a connection; without one there is nothing to close politely.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
