import type { ErrorCode } from '@talentport/contract';
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
  /** Writes that carry long text (opportunity edits, profile, notes, message edits, bookings) per account. */
  textWritesPerUser: RateLimitRule;
  /** Wrong second-factor codes per account (log-in second step, two-factor settings): stops code guessing. */
  twoFactorFailuresPerAccount: RateLimitRule;
  /** Guest job-alert sign-ups per address: each mails a confirmation link. */
  alertSignupsPerEmail: RateLimitRule;
  /** Data exports per account (decision 109): each one reads everything and writes a ZIP. */
  dataExportsPerUser: RateLimitRule;
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
  textWritesPerUser: { limit: 200, windowMs: 60 * MINUTE },
  twoFactorFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  alertSignupsPerEmail: { limit: 3, windowMs: 24 * 60 * MINUTE },
  dataExportsPerUser: { limit: 5, windowMs: 24 * 60 * MINUTE },
};

export function rateLimitedError(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${wait}.`, {
    'retry-after': String(seconds),
  });
}

/** Counts one event and throws RATE_LIMITED once the rule is exceeded (the event is reserved first). */
export async function enforceRateLimit(limiter: RateLimiter, key: string, rule: RateLimitRule) {
  await reserveRateLimit(limiter, [{ key, rule }]);
}

export type LimitedKey = { key: string; rule: RateLimitRule };

/**
 * Reserves one event under every key, before any work is done (one atomic increment each), so
 * parallel requests cannot all pass a check made before any of them is counted. When a rule is
 * used up, every reservation of this call is given back and RATE_LIMITED is thrown. Returns the
 * function that gives the reservations back (for rules that count failures only).
 */
export async function reserveRateLimit(
  limiter: RateLimiter,
  keys: readonly LimitedKey[],
): Promise<() => Promise<void>> {
  const results = await Promise.all(keys.map(({ key, rule }) => limiter.hit(key, rule)));
  const release = async () => {
    await Promise.all(keys.map(({ key }) => limiter.release(key)));
  };
  const refused = results.filter((result) => !result.isAllowed);
  if (refused.length > 0) {
    await release();
    throw rateLimitedError(Math.max(...refused.map((result) => result.retryAfterMs)));
  }
  return release;
}

/**
 * Runs `work` under rules that count failures only: the attempt is reserved before the work and
 * kept when the work fails with an error `isFailure` recognises; any other outcome gives it back.
 */
export async function limitFailures<T>(
  limiter: RateLimiter,
  keys: readonly LimitedKey[],
  isFailure: (error: unknown) => boolean,
  work: () => Promise<T>,
): Promise<T> {
  const release = await reserveRateLimit(limiter, keys);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    if (!isFailure(error)) await release();
    throw error;
  }
  await release();
  return result;
}

/** Recognises the AppError codes that count as a failed attempt. */
export const isAppErrorCode =
  (...codes: ErrorCode[]) =>
  (error: unknown): boolean =>
    error instanceof AppError && codes.includes(error.code);
