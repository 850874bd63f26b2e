import { POSTGRES_URL } from '../lib/settings.js';

/**
 * The search benchmark's database: DATABASE_URL (PostgreSQL, created when missing), or
 * BENCH_PGLITE_DIR for embedded PGlite. Default: a PostgreSQL database of its own on BENCH_POSTGRES_URL.
 */
export function searchDatabase(): { databaseUrl?: string; pgliteDir?: string } {
  if (process.env.BENCH_PGLITE_DIR) return { pgliteDir: process.env.BENCH_PGLITE_DIR };
  return { databaseUrl: process.env.DATABASE_URL || `${POSTGRES_URL}/talentport_bench_search` };
}
