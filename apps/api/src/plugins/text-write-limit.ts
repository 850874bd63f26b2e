import type { AppContext } from '../app-context.js';
import { requireActor } from './auth.js';
import { createRateLimits } from './rate-limit.js';

/**
 * onRequest hook (after `authenticate`) for writes that carry long text (descriptions, notes,
 * profile texts, message edits): one brake per account shared by all of them, so nobody can make
 * the server store and index megabytes of text in a loop.
 */
export function createTextWriteLimit(ctx: Pick<AppContext, 'rateLimiter' | 'rateLimitRules'>) {
  return createRateLimits(ctx).limit({
    rule: 'textWritesPerUser',
    key: (request) => `text-writes:user:${requireActor(request).userId}`,
  });
}
