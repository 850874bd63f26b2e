import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** A strict same-origin CSP (the SPA loads nothing from other hosts) and helmet's other defaults. */
export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      connectSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      styleSrc: ["'self'"],
      scriptSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets with these options, worked out once: with no per-request part (no
 * nonces), they are the same for every answer.
 */
export function securityHeadersOf(options: HelmetOptions): [string, string][] {
  // By lower-case name (as Node's own headers), each with its name as helmet spells it.
  const headers = new Map<string, [string, string]>();
  const response = {
    setHeader: (name: string, value: string | number) =>
      headers.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers.values()];
}

/**
 * Security headers on every answer (decision 143): helmet's, computed at start and set in one hook.
 * `@fastify/helmet` rebuilt helmet's middleware (CSP parsing included) for every request, about
 * 3 % of a search view's time. Set on the raw response as helmet does, so a route's own header
 * (e.g. the sandbox CSP of downloads) still replaces it.
 */
export function registerSecurityHeaders(app: FastifyInstance, options = SECURITY_HEADER_OPTIONS): void {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
