import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { enforceRateLimit, type RateLimitRules, reserveRateLimit } from '../lib/rate-limit-rules.js';

/** How a request is counted under a rule: its key, or `null` when this request is not counted. */
export type KeyOf = (request: FastifyRequest) => string | null | Promise<string | null>;
/** One limit declared on a route: the rule (by name, see `lib/rate-limit-rules.ts`) and the key. */
export type RateLimitDeclaration = { rule: keyof RateLimitRules; key: KeyOf };

/** Reads the validated body in a key function (the hooks run after validation). */
export function bodyOf<T>(request: FastifyRequest): T {
  return request.body as T;
}

type Limits = Pick<AppContext, 'rateLimiter' | 'rateLimitRules'>;

/**
 * Rate limits declared in a route's options rather than called in its handler (decision 050:
 * every event is reserved before any work is done).
 *
 * - `limit(...)` is a preHandler hook (after authentication and validation, right before the
 *   handler): one event is reserved under each key in turn, and RATE_LIMITED is thrown at the
 *   first rule used up (its own reservation is given back).
 * - `limitFailures(...)` is for rules that count failures only (wrong passwords): the attempt is
 *   reserved before the handler runs and kept only when the handler fails with an error
 *   `isFailure` recognises; any other outcome gives it back, and a success may reset a key.
 */
export function createRateLimits(ctx: Limits) {
  function limit(...declarations: RateLimitDeclaration[]) {
    return async function rateLimited(request: FastifyRequest) {
      for (const { rule, key } of declarations) {
        const resolved = await key(request);
        if (resolved !== null) await enforceRateLimit(ctx.rateLimiter, resolved, ctx.rateLimitRules[rule]);
      }
    };
  }

  function limitFailures(options: {
    limits: RateLimitDeclaration[];
    isFailure: (error: unknown) => boolean;
    /** After a success, these keys start again from zero (e.g. the account's failed log-ins). */
    resetOnSuccess?: KeyOf | KeyOf[];
  }) {
    const releases = new WeakMap<FastifyRequest, () => Promise<void>>();
    const failures = new WeakSet<FastifyRequest>();
    const errors = new WeakSet<FastifyRequest>();
    return {
      /**
       * Counts this request as a failure although it answers 200: a log-in that asks for a second
       * factor (right or wrong password, decision 104) counts until the second step succeeds.
       */
      markFailure: (request: FastifyRequest) => {
        failures.add(request);
      },
      preHandler: async function reserveAttempt(request: FastifyRequest) {
        const keys = [];
        for (const { rule, key } of options.limits) {
          const resolved = await key(request);
          if (resolved !== null) keys.push({ key: resolved, rule: ctx.rateLimitRules[rule] });
        }
        releases.set(request, await reserveRateLimit(ctx.rateLimiter, keys));
      },
      onError: async function noteFailure(request: FastifyRequest, _reply: FastifyReply, error: Error) {
        errors.add(request);
        if (options.isFailure(error)) failures.add(request);
      },
      onSend: async function settleAttempt(request: FastifyRequest) {
        const release = releases.get(request);
        if (!release) return;
        releases.delete(request);
        if (failures.has(request)) return;
        await release();
        if (!errors.has(request) && options.resetOnSuccess) {
          for (const keyOf of [options.resetOnSuccess].flat()) {
            const key = await keyOf(request);
            if (key !== null) await ctx.rateLimiter.reset(key);
          }
        }
      },
    };
  }

  return { limit, limitFailures };
}
