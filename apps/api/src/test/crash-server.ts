/**
 * An API process for the crash tests (started through server-process.ts): PostgreSQL from
 * DATABASE_URL, or PGlite in PGLITE_DIR; uploads in UPLOADS_DIR; no rate limit in the way of a
 * stream of writes. Prints `READY <port>` once listening. The tests kill it with SIGKILL and start it
 * again on the same data.
 */
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { DEFAULT_RATE_LIMIT_RULES, type RateLimitRules } from '../lib/rate-limit-rules.js';

const unlimited = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMIT_RULES).map((name) => [name, { limit: 1_000_000, windowMs: 60_000 }]),
) as RateLimitRules;
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: process.env.PGLITE_DIR,
});
const app = await buildApp({
  db: database.db,
  rateLimitRules: unlimited,
  uploadsDir: process.env.UPLOADS_DIR ?? path.join(tmpdir(), 'talentport-crash-uploads'),
  chatNotifyIntervalMs: 0,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
