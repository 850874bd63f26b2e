import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * A digest of every row of every table in the public schema, per table, to prove that a request
 * changed nothing. The mail outbox is hashed without the columns its background worker updates
 * (status, attempts, lock, send time), so a mail being delivered is not mistaken for a change; the
 * job runner's tables are left out for the same reason.
 */
export type Fingerprint = Map<string, string>;

const WORKER_COLUMNS: Record<string, string[]> = {
  mail_outbox: [
    'status',
    'attempts',
    'next_attempt_at',
    'locked_until',
    'last_error',
    'transport',
    'sent_at',
  ],
};

/** The background runner's own bookkeeping (decision 121): written by jobs, never by a request. */
const BACKGROUND_TABLES = new Set(['job_runs', 'job_leases']);

export async function fingerprintQuery(db: Db): Promise<SQL> {
  const tables = (
    await rowsOf<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).filter(({ table_name: table }) => !BACKGROUND_TABLES.has(table));
  const parts = tables.map(({ table_name: table }) => {
    const ignored = WORKER_COLUMNS[table];
    const row = ignored
      ? `(to_jsonb(x) - array[${ignored.map((name) => `'${name}'`).join(',')}])::text`
      : 'x::text';
    return `select '${table}' as t, count(*)::text || ':' || coalesce(md5(string_agg(md5(${row}), '' order by md5(${row}))), '') as h from "${table}" x`;
  });
  return sql.raw(parts.join(' union all '));
}

export async function takeFingerprint(db: Db, query: SQL): Promise<Fingerprint> {
  const rows = await rowsOf<{ t: string; h: string }>(db, query);
  return new Map(rows.map((row) => [row.t, row.h]));
}

/**
 * The write-ahead log position: if it has not moved, nothing was written. On PostgreSQL it is
 * shared by every database of the server, so it only says when a full fingerprint is worth taking.
 */
export async function walPosition(db: Db): Promise<string> {
  const [row] = await rowsOf<{ lsn: string }>(db, sql`select pg_current_wal_lsn()::text as lsn`);
  return row?.lsn ?? '';
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}

/** Both drivers (pg and PGlite) answer raw SQL with `rows`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The fingerprint once after-commit work (domain-event listeners, the mail worker) has settled:
 * `idle` (the app's event bus) has nothing running, and two readings a few milliseconds apart agree.
 */
export async function settledFingerprint(
  db: Db,
  query: SQL,
  idle?: () => Promise<void>,
): Promise<Fingerprint> {
  await idle?.();
  let previous = await takeFingerprint(db, query);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    await idle?.();
    const next = await takeFingerprint(db, query);
    if (changedTables(previous, next).length === 0) return next;
    previous = next;
  }
}
