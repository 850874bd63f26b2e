import { Redis, type RedisOptions } from 'ioredis';
import { createRedisRateLimiter, type RateLimiter } from './rate-limiter.js';

type Log = {
  warn: (object: object, message: string) => void;
  info: (object: object, message: string) => void;
};

/**
 * The rate limiter's connection fails fast: no queue while disconnected and a command timeout, so
 * that a Redis outage sends the limiter to its in-memory fallback at once instead of holding
 * requests until ioredis gives up on them.
 */
const RATE_LIMIT_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 1_000,
};

const consoleLog: Log = {
  warn: (object, message) => console.warn(message, object),
  info: (object, message) => console.info(message, object),
};

export type ApiRedis = {
  rateLimiter: RateLimiter;
  /** For Socket.IO's Redis Streams adapter (which duplicates it for its blocking reads). */
  socketRedis: Redis;
  /** Where connection losses are reported (the console until the app's logger exists). */
  setLog: (log: Log) => void;
  close: () => Promise<void>;
};

/**
 * The API's Redis connections (REDIS_URL): one for the rate limits, one for the Socket.IO adapter.
 * Both reconnect for as long as it takes. A lost connection is logged once, and its return once,
 * instead of ioredis printing "Unhandled error event" on every reconnection attempt.
 */
export function openApiRedis(url: string): ApiRedis {
  let log = consoleLog;
  let lastFallbackReport = 0;
  const watch = (redis: Redis, name: string) => {
    let isDown = false;
    redis.on('error', (error: unknown) => {
      if (isDown) return;
      isDown = true;
      log.warn({ err: error, redis: name }, 'Redis is unavailable; reconnecting');
    });
    redis.on('ready', () => {
      if (!isDown) return;
      isDown = false;
      log.info({ redis: name }, 'Redis is back');
    });
    return redis;
  };
  const limiterRedis = watch(new Redis(url, RATE_LIMIT_OPTIONS), 'rate-limit');
  const socketRedis = watch(new Redis(url), 'socket.io');
  const rateLimiter = createRedisRateLimiter(limiterRedis, {
    onFallback(error) {
      // At most one line a minute while the limiter counts in memory.
      if (Date.now() - lastFallbackReport < 60_000) return;
      lastFallbackReport = Date.now();
      log.warn({ err: error }, 'Rate limits are counted in memory until Redis answers again');
    },
  });
  return {
    rateLimiter,
    socketRedis,
    setLog(next) {
      log = next;
    },
    async close() {
      await rateLimiter.close();
      socketRedis.disconnect();
    },
  };
}
