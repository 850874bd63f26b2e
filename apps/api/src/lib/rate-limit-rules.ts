import { AppError } from './app-error.js';
import type { RateLimiter, RateLimitRule } from './rate-limiter.js';

const MINUTE = 60_000;

/**
 * Limits per call. Per-account limits stop password guessing; per-IP limits are a coarse brake on
 * abuse, kept high because many people can share one address (offices, mobile carriers, a proxy).
 */
export type RateLimitRules = {
  loginFailuresPerIp: RateLimitRule;
  loginFailuresPerAccount: RateLimitRule;
  registerPerIp: RateLimitRule;
  registerPerEmail: RateLimitRule;
  checkExistedPerIp: RateLimitRule;
  verifyMailPerAccount: RateLimitRule;
  mailLinksPerIp: RateLimitRule;
  emailVerifyPerIp: RateLimitRule;
  passwordLinkPerEmail: RateLimitRule;
  passwordFailuresPerAccount: RateLimitRule;
  emailChangePerAccount: RateLimitRule;
  invitesPerAccount: RateLimitRule;
  linkLookupPerIp: RateLimitRule;
  oauthStartPerIp: RateLimitRule;
  /** Uploads cost disk and CPU (image re-encoding): a brake per account. */
  uploadsPerUser: RateLimitRule;
  /** Creating short links writes a row: a brake per IP. */
  shortLinksPerIp: RateLimitRule;
  /** Redeeming promo codes: stops guessing codes. */
  promoAttemptsPerUser: RateLimitRule;
  /** New direct conversations a user may start: first contact is where spam happens. */
  chatFirstContactsPerUser: RateLimitRule;
  /** Messages a user may send (REST and socket together): a brake on floods, far above typing speed. */
  chatMessagesPerUser: RateLimitRule;
  /** Posting (create and duplicate) per account: stops spam floods of listings. */
  opportunityPostsPerUser: RateLimitRule;
  /** Applications per account: stops blanket applying to everything. */
  applicationsPerUser: RateLimitRule;
  /** Reports and invitations per account. */
  reportsPerUser: RateLimitRule;
  invitationsPerUser: RateLimitRule;
};

export const DEFAULT_RATE_LIMIT_RULES: RateLimitRules = {
  loginFailuresPerIp: { limit: 500, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 1000, windowMs: 60 * MINUTE },
  registerPerEmail: { limit: 10, windowMs: 60 * MINUTE },
  checkExistedPerIp: { limit: 120, windowMs: MINUTE },
  verifyMailPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  mailLinksPerIp: { limit: 100, windowMs: 60 * MINUTE },
  emailVerifyPerIp: { limit: 60, windowMs: MINUTE },
  passwordLinkPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  passwordFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  emailChangePerAccount: { limit: 5, windowMs: 60 * MINUTE },
  invitesPerAccount: { limit: 50, windowMs: 24 * 60 * MINUTE },
  linkLookupPerIp: { limit: 120, windowMs: MINUTE },
  oauthStartPerIp: { limit: 300, windowMs: 15 * MINUTE },
  uploadsPerUser: { limit: 60, windowMs: 60 * MINUTE },
  shortLinksPerIp: { limit: 120, windowMs: 60 * MINUTE },
  promoAttemptsPerUser: { limit: 20, windowMs: 60 * MINUTE },
  chatFirstContactsPerUser: { limit: 20, windowMs: 24 * 60 * MINUTE },
  chatMessagesPerUser: { limit: 120, windowMs: MINUTE },
  opportunityPostsPerUser: { limit: 30, windowMs: 60 * MINUTE },
  applicationsPerUser: { limit: 60, windowMs: 60 * MINUTE },
  reportsPerUser: { limit: 20, windowMs: 60 * MINUTE },
  invitationsPerUser: { limit: 100, windowMs: 24 * 60 * MINUTE },
};

export function rateLimitedError(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${wait}.`, {
    'retry-after': String(seconds),
  });
}

/** Counts one event and throws RATE_LIMITED once the rule is exceeded. */
export async function enforceRateLimit(limiter: RateLimiter, key: string, rule: RateLimitRule) {
  const result = await limiter.hit(key, rule);
  if (!result.isAllowed) throw rateLimitedError(result.retryAfterMs);
}

/** Throws RATE_LIMITED when earlier events already used the rule up (the check itself is free). */
export async function ensureNotLimited(limiter: RateLimiter, key: string, rule: RateLimitRule) {
  const result = await limiter.peek(key, rule);
  if (result.count >= rule.limit) throw rateLimitedError(result.retryAfterMs);
}
