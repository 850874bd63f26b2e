import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { STAFF_BASENAME } from '@talentport/contract';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from './error-envelope.js';

const isStaffPath = (url: string) =>
  url === STAFF_BASENAME || url.startsWith(`${STAFF_BASENAME}/`) || url.startsWith(`${STAFF_BASENAME}?`);

/** A path of the API (its own 404s and refusals are envelopes), not of the web app. */
export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/** Files the web build also writes as `.br` and `.gz` (apps/web/vite.config.ts). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)(\.br|\.gz)?$/;

/**
 * Cache policy: Vite's `assets/` files have a content hash in their name, so they never change
 * (a year, immutable); the pages are revalidated on every visit, so a deploy is seen at once; the
 * other public files (favicon, robots.txt) for an hour.
 */
export function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (/\.html(\.br|\.gz)?$/.test(filePath)) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built SPA from `webDist`, brotli or gzip from the build's precompressed copies when
 * the browser accepts them. Unknown API paths get the JSON 404 envelope; `/staff/...` gets the
 * staff console's page (staff.html); any other GET gets index.html so that the client router can
 * take over.
 */
export async function registerStaticSpa(app: FastifyInstance, webDist: string | undefined) {
  const hasSpa = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // @fastify/static writes its own Cache-Control after setHeaders; off, so ours stands.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', cacheControlFor(filePath));
        if (COMPRESSIBLE.test(filePath)) res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url) && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = isStaffPath(request.url) ? 'staff.html' : 'index.html';
      return reply.sendFile(page);
    }
    return sendApiNotFound(reply);
  });
}
