import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const created = await createServerDatabase(serverUrl, 'talentport_test');
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * An empty database on the PostgreSQL server named by `serverUrl` (not migrated: whoever opens it
 * first does that). `drop()` waits for the connections to it to go, then forces.
 */
export async function createServerDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await dropWhenClosed(cleanup, name);
      } finally {
        await cleanup.end();
      }
    },
  };
}

const OBJECT_IN_USE = '55006';

/**
 * Drops the database once the pool's connections have really gone. pg's `pool.end()` resolves
 * before each client has finished closing; forcing the drop then kills those clients, which report
 * the termination as an unhandled error. Force is the last resort after about 5 s.
 */
async function dropWhenClosed(admin: pg.Client, name: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
