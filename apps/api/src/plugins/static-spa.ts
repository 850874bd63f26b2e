import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from './error-envelope.js';

const isStaffPath = (url: string) =>
  url === '/staff' || url.startsWith('/staff/') || url.startsWith('/staff?');

/**
 * Serves the built SPA from `webDist`. Unknown API paths get the JSON 404 envelope; `/staff/...`
 * gets the staff console's page (staff.html); any other GET gets index.html so that the client
 * router can take over.
 */
export async function registerStaticSpa(app: FastifyInstance, webDist: string | undefined) {
  const hasSpa = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = isStaffPath(request.url) ? 'staff.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return sendApiNotFound(reply);
  });
}
