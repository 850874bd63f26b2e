import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { explainPgliteFailure, freeBytes, pgliteDiskRoomProbe } from './pglite-disk.js';
import { createPostgresPool, type DatabaseLog, migrateWithLock, stderrLog } from './postgres-pool.js';
import * as schema from './schema.js';

export type { DatabaseLog } from './postgres-pool.js';

/**
 * How close a keyword must be to a word of an opportunity's title or skills to count as a typo of it
 * (pg_trgm's default 0.6 misses one-letter slips such as "devloper"). Set per connection.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

type Schema = typeof schema;
/** The database or a transaction: services take either, so callers choose the unit of work. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Where lost connections are logged: the app's logger once it exists (stderr until then). */
  setLog: (log: DatabaseLog) => void;
  /** PGlite on disk: whether its disk has room again after a write failed for disk full. */
  diskRoomProbe?: () => Promise<boolean>;
};

export type DatabaseOptions = {
  /** PostgreSQL connection string; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; absent means in memory (tests). */
  pgliteDir?: string | undefined;
  poolSize?: number;
  /** How long a query waits for a PostgreSQL connection before failing (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
};

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let log: DatabaseLog = stderrLog;
  const getLog = () => log;
  const setLog = (next: DatabaseLog) => {
    log = next;
  };
  if (options.databaseUrl) {
    const connectTimeoutMs = options.connectTimeoutMs ?? 5000;
    await migrateWithLock({
      connectionString: options.databaseUrl,
      connectTimeoutMs,
      migrationsFolder,
      getLog,
    });
    const pool = createPostgresPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectTimeoutMs,
      sessionOptions: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
      getLog,
    });
    const db = drizzleNodePg(pool, { schema });
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end(), setLog };
  }
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const freeAtStart = options.pgliteDir
    ? await freeBytes(options.pgliteDir).catch(() => undefined)
    : undefined;
  const extensions = { pg_trgm };
  const client = options.pgliteDir
    ? new PGlite(options.pgliteDir, { extensions })
    : new PGlite({ extensions });
  const db = drizzlePglite(client, { schema });
  try {
    await client.waitReady;
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    throw options.pgliteDir ? await explainPgliteFailure(options.pgliteDir, error, freeAtStart) : error;
  }
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    close: () => client.close(),
    setLog,
    ...(options.pgliteDir ? { diskRoomProbe: pgliteDiskRoomProbe(options.pgliteDir) } : {}),
  };
}
