import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { sendError } from '../plugins/error-envelope.js';
import type { FileStorage } from '../storage/file-storage.js';
import { type DatabaseHealth, withTimeout } from './database-health.js';
import type { Lifecycle } from './lifecycle.js';

/** Readiness answers within this even when the database hangs (a load balancer gives up sooner). */
const READINESS_QUERY_TIMEOUT_MS = 2000;

const journalPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle/meta/_journal.json',
);

/** The `when` of the newest committed migration: the database is migrated once it has this one. */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

async function isDatabaseMigrated(db: Db, newest: number): Promise<boolean> {
  const result = (await db.execute(
    sql`select coalesce(max(created_at), 0)::text as latest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { latest: string }[] };
  return Number(result.rows[0]?.latest ?? 0) >= newest;
}

const NOT_READY: Record<string, string> = {
  starting: 'The server is starting and does not take traffic yet.',
  draining: 'The server is shutting down and takes no new traffic.',
};

export type HealthOptions = {
  db: Db;
  lifecycle: Lifecycle;
  databaseHealth: DatabaseHealth;
  storage?: FileStorage | undefined;
  /** With REDIS_URL: whether this process's Socket.IO connection to Redis is up. */
  isRedisUp?: (() => boolean) | undefined;
  /** Whether this instance's search indexes are built (decision 125): not ready until they are. */
  isSearchReady?: (() => boolean) | undefined;
};

/**
 * `GET /api/health/live`: the process answers. `GET /api/health/ready`: it is serving (not
 * starting, not draining), its database answers within 2 s and has every migration, and its disk
 * is not full (decision 113); 503 otherwise. Both are for load balancers and orchestrators, so
 * they are left out of the OpenAPI document.
 *
 * Readiness also reports the shared peers in `result.checks` (`storage`, and `redis` with
 * REDIS_URL) without failing on them (decision 115): every instance shares the same bucket and
 * Redis, so a 503 would take every instance out of the load balancer for a fault that only
 * uploads (or cross-instance chat pushes) suffer.
 */
export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions) {
  const newest = newestMigration();
  app.get('/api/health/live', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 200, message: 'ok', result: { status: 'live' } };
  });
  app.get('/api/health/ready', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const state = options.lifecycle.state();
    if (state !== 'ready') return sendError(reply, 503, 'NOT_READY', NOT_READY[state] ?? 'Not ready.');
    if (options.isSearchReady && !options.isSearchReady()) {
      return sendError(reply, 503, 'NOT_READY', 'The search index is still being built.');
    }
    try {
      const isMigrated = await withTimeout(
        isDatabaseMigrated(options.db, newest),
        READINESS_QUERY_TIMEOUT_MS,
        'the database',
      );
      if (!isMigrated) {
        return sendError(reply, 503, 'NOT_READY', 'The database is missing migrations.');
      }
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database did not answer');
      return sendError(reply, 503, 'NOT_READY', 'The database does not answer.');
    }
    if (
      await withTimeout(
        options.databaseHealth.isDiskFull(),
        READINESS_QUERY_TIMEOUT_MS,
        'the disk probe',
      ).catch(() => true)
    ) {
      return sendError(
        reply,
        503,
        'NOT_READY',
        'The database’s disk is full: writes fail until space is freed.',
      );
    }
    const checks: Record<string, string> = { database: 'ok' };
    if (options.storage) checks.storage = await options.storage.check();
    if (options.isRedisUp) checks.redis = options.isRedisUp() ? 'ok' : 'unavailable';
    return { status: 200, message: 'ok', result: { status: 'ready', checks } };
  });
}
