/**
 * An API process for the fault suites (src/faults/): configured like the production server from
 * the environment (loadConfig: DATA_DIR, DATABASE_URL, S3_*, OVERLOAD_*...), without demo data,
 * rate limits out of a load test's way. Prints `READY <port>` once listening.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DEFAULT_RATE_LIMIT_RULES, type RateLimitRules } from '../lib/rate-limit-rules.js';
import { LISTEN_BACKLOG } from '../operations/load-shedding.js';
import { createStorageFromConfig } from '../storage/create-storage.js';

const config = loadConfig();
const unlimited = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMIT_RULES).map((name) => [name, { limit: 1_000_000, windowMs: 60_000 }]),
) as RateLimitRules;
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
const app = await buildApp({
  db: database.db,
  rateLimitRules: unlimited,
  storage: createStorageFromConfig(config),
  loadShedding: config.overload,
  chatNotifyIntervalMs: 0,
  logger: { level: config.logLevel },
});
await app.listen({ port: config.port, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
console.log(`READY ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
