import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { databaseErrorCode } from './database-faults.js';

/** Where connection trouble is told (the app's logger once it exists; stderr before). */
export type DatabaseLog = {
  warn: (object: object, message: string) => void;
  info: (object: object, message: string) => void;
};

export const stderrLog: DatabaseLog = {
  warn: (object, message) => console.error(JSON.stringify({ level: 'warn', msg: message, ...object })),
  info: (object, message) => console.error(JSON.stringify({ level: 'info', msg: message, ...object })),
};

function describe(error: unknown) {
  return {
    code: databaseErrorCode(error),
    error: error instanceof Error ? error.message : String(error),
  };
}

/**
 * The pool of connections to PostgreSQL (decision 113). A connection the server ends (a restart,
 * `pg_terminate_backend`, a network cut) emits 'error' on its client and on the pool; without a
 * listener Node makes that an uncaught exception and the process dies, idle or not. Here each is
 * logged and the pool drops the broken client and opens a new one on the next query; a query that
 * was under way fails and its request is answered 503. `connectTimeoutMs` bounds how long a query
 * waits for a connection while the server is away, so requests fail fast instead of hanging.
 */
export function createPostgresPool(options: {
  connectionString: string;
  max: number;
  connectTimeoutMs: number;
  sessionOptions: string;
  getLog: () => DatabaseLog;
}) {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    connectionTimeoutMillis: options.connectTimeoutMs,
    keepAlive: true,
    options: options.sessionOptions,
  });
  pool.on('error', (error) =>
    options.getLog().warn(describe(error), 'an idle database connection was lost; the pool opens a new one'),
  );
  // pg-pool listens on idle clients only: a client in use (a transaction) needs its own listener.
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      options.getLog().warn(describe(error), 'a database connection in use was lost; its query fails'),
    );
  });
  return pool;
}

/** Key of the session-level advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK = "hashtext('talentport:migrations')";

/**
 * Runs the committed migrations while holding a PostgreSQL advisory lock on a connection of its own
 * (decision 113): processes started together on an empty database take turns, the first creates
 * the schema, the others wait, then find nothing to do. The lock goes with the session, so a
 * process that dies mid-migration frees it.
 */
export async function migrateWithLock(options: {
  connectionString: string;
  connectTimeoutMs: number;
  migrationsFolder: string;
  getLog: () => DatabaseLog;
}) {
  const client = new pg.Client({
    connectionString: options.connectionString,
    connectionTimeoutMillis: options.connectTimeoutMs,
  });
  client.on('error', (error) => options.getLog().warn(describe(error), 'the migration connection was lost'));
  await client.connect();
  try {
    const taken = await client.query(`select pg_try_advisory_lock(${MIGRATION_LOCK}) as taken`);
    if (!(taken.rows[0] as { taken: boolean }).taken) {
      options.getLog().info({}, 'another process is migrating the database: waiting for it');
      await client.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    }
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: options.migrationsFolder });
    await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
