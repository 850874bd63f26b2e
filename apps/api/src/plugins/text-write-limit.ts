import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { enforceRateLimit } from '../lib/rate-limit-rules.js';
import { requireActor } from './auth.js';

/**
 * onRequest hook (after `authenticate`) for writes that carry long text (descriptions, notes,
 * profile texts, message edits): one brake per account shared by all of them, so nobody can make
 * the server store and index megabytes of text in a loop.
 */
export function createTextWriteLimit(ctx: Pick<AppContext, 'rateLimiter' | 'rateLimitRules'>) {
  return async function limitTextWrites(request: FastifyRequest) {
    const { userId } = requireActor(request);
    await enforceRateLimit(
      ctx.rateLimiter,
      `text-writes:user:${userId}`,
      ctx.rateLimitRules.textWritesPerUser,
    );
  };
}
