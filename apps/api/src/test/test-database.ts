import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, WORD_SIMILARITY_THRESHOLD } from '../db/client.js';
import * as schema from '../db/schema.js';

// What the run's global setup (database-template.ts) provides to every test file; declared here,
// beside `inject`, so that every program that compiles this file (e2e, bench) knows the keys.
declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: a file holding the migrated data directory (`dumpDataDir('none')`). */
    pgliteTemplateFile: string | undefined;
    /** PostgreSQL mode: the migrated template database on TEST_DATABASE_URL's server. */
    postgresTemplateDatabase: string | undefined;
  }
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Both are
 * copies of the template that `database-template.ts` migrated once for the run (decision 120);
 * without one (a project with no such global setup) the database is migrated here.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templateFile = inject('pgliteTemplateFile');
    return templateFile ? openPgliteCopy(templateFile) : openDatabase({});
  }
  const created = await createServerDatabase(serverUrl, 'talentport_test', templateDatabase());
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** PostgreSQL mode: the run's migrated template database, when the global setup made one. */
export function templateDatabase(): string | undefined {
  return inject('postgresTemplateDatabase');
}

/**
 * An in-memory PGlite started from the template's data directory, set up as `openDatabase({})`
 * sets up its own; the migrator runs too and finds every migration applied.
 */
async function openPgliteCopy(templateFile: string): Promise<Database> {
  const client = new PGlite({
    extensions: { pg_trgm },
    loadDataDir: new Blob([await readFile(templateFile)]),
  });
  const db = drizzle(client, { schema });
  await client.waitReady;
  await migrate(db, { migrationsFolder });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  return {
    db: db as unknown as Database['db'],
    driver: 'pglite',
    close: () => client.close(),
    setLog: () => {},
  };
}

/**
 * A database on the PostgreSQL server named by `serverUrl`: empty (not migrated: whoever opens it
 * first does that), or a copy of `template`. `drop()` waits for the connections to it to go, then
 * forces.
 */
export async function createServerDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (template) await createFromTemplate(admin, name, template);
    else await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
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
 * `create database … template …` fails while anyone is connected to the template: right after the
 * global setup closed its pool, its connections may still be going. Retried for about 5 s.
 */
async function createFromTemplate(admin: pg.Client, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

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
