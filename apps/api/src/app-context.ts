import type { Db } from './db/client.js';
import type { DomainEventBus } from './lib/domain-events.js';
import type { RateLimitRules } from './lib/rate-limit-rules.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import type { ChatEvents } from './platform/chat-events.js';
import type { LinkBuilder } from './platform/links.js';
import type { OAuthOptions } from './platform/oauth-settings.js';
import type { SearchIndexes } from './platform/search-index/index.js';
import type { FileStorage } from './storage/file-storage.js';

/** What route plugins are given: the database, shared limiters and settings. */
export type AppContext = {
  db: Db;
  rateLimiter: RateLimiter;
  rateLimitRules: RateLimitRules;
  sessionTtlMs: number;
  /** Builds the web app's URLs that mails link to. */
  links: LinkBuilder;
  /** Wakes the mail worker after a commit that queued mail. */
  nudgeMail: () => void;
  /** Social login settings; a provider without settings is off. */
  oauth: OAuthOptions | undefined;
  /** Wakes the data-export worker after a request is recorded (decision 109). */
  nudgeDataExports: () => void;
  /** Where uploaded bytes are kept: DATA_DIR/uploads or the S3 bucket. */
  storage: FileStorage;
  /** Chat services announce committed changes here; realtime/ forwards them to sockets. */
  chatEvents: ChatEvents;
  /** Domain events (hiring, invitations), emitted after commit; chat subscribes to them. */
  events: DomainEventBus;
  /** The ISO 4217 currency offers default to (PLATFORM_CURRENCY, default USD; decision 122). */
  platformCurrency: string;
  /** The instance's search indexes and their change feed (decision 125); readiness waits for them. */
  searchIndexes: SearchIndexes;
};
