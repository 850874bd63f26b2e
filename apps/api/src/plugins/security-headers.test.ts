import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders, SECURITY_HEADER_OPTIONS } from './security-headers.js';

/** Headers every HTTP answer has whatever the security headers (left out of the comparison). */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type']);

function securityHeaders(headers: Headers): Record<string, string> {
  const kept: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!TRANSPORT.has(name)) kept.push([name, value]);
  });
  return Object.fromEntries(kept.sort());
}

let app: FastifyInstance;
let reference: Server;
let appUrl: string;
let referenceUrl: string;

beforeAll(async () => {
  app = Fastify();
  registerSecurityHeaders(app);
  app.get('/json', async () => ({ ok: true }));
  app.get('/download', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'; sandbox").send('file'),
  );
  appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  // Helmet itself, run for each request as its middleware is meant to be run.
  const middleware = helmet(SECURITY_HEADER_OPTIONS);
  reference = createServer((request, response) =>
    middleware(request, response, () => response.end('{"ok":true}')),
  );
  await new Promise<void>((resolve) => reference.listen(0, '127.0.0.1', resolve));
  referenceUrl = `http://127.0.0.1:${(reference.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => reference.close(resolve));
});

describe('security headers (decision 143)', () => {
  it('are the headers helmet sets per request with the same options', async () => {
    const [ours, helmets] = await Promise.all([fetch(`${appUrl}/json`), fetch(`${referenceUrl}/json`)]);
    const expected = securityHeaders(helmets.headers);
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    expect(securityHeaders(ours.headers)).toEqual(expected);
  });

  it('keep the strict same-origin policy on answers and on errors', async () => {
    for (const url of [`${appUrl}/json`, `${appUrl}/no-such-page`]) {
      const answer = await fetch(url);
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("img-src 'self' data: blob:");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cross-origin-embedder-policy')).toBeNull();
    }
  });

  it("let a route's own header replace the shared one", async () => {
    const answer = await fetch(`${appUrl}/download`);
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
