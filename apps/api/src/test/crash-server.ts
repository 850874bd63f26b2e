/**
 * An API process for the crash test: PostgreSQL from DATABASE_URL, or PGlite in PGLITE_DIR; no
 * rate limits in the way. Prints `READY <port>` once listening. Killed with SIGKILL by the test.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';

const unlimited = { limit: 1_000_000, windowMs: 60_000 };
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: process.env.PGLITE_DIR,
});
const app = await buildApp({
  db: database.db,
  rateLimitRules: { registerPerIp: unlimited, registerPerEmail: unlimited, loginFailuresPerIp: unlimited },
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
