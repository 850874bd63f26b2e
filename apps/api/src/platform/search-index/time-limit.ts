import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** How long a keyword's first read may take before its cheaper form is read instead (decision 125). */
export const KEYWORD_READ_LIMIT_MS = 1_000;

/**
 * Runs `work` in a transaction whose statements stop after `ms` (transaction-local
 * `statement_timeout`, the same on PostgreSQL and PGlite); rejects when one is stopped.
 */
export function withinTime<T>(db: Db, ms: number, work: (tx: Db) => PromiseLike<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', ${String(ms)}, true)`);
    return work(tx as unknown as Db);
  });
}
