import type { Db } from './db/client.js';
import type { RateLimitRules } from './lib/rate-limit-rules.js';
import type { RateLimiter } from './lib/rate-limiter.js';

/** What route plugins are given: the database, shared limiters and settings. */
export type AppContext = {
  db: Db;
  rateLimiter: RateLimiter;
  rateLimitRules: RateLimitRules;
  sessionTtlMs: number;
  /** Where uploaded files are kept (DATA_DIR/uploads). */
  uploadsDir: string;
};
