/**
 * Vitest global setup of the API projects (decision 120): migrates one database from scratch before
 * any test file runs, and gives every test file a copy of it instead of migrating again.
 *
 * - PGlite (the default): an in-memory PGlite migrated by `openDatabase({})`, its data directory
 *   dumped to a file in the temporary directory; `openTestDatabase()` starts each file's PGlite from
 *   that file (`loadDataDir`), about 0.6 s instead of 2-3 s for initdb and the migrations.
 * - PostgreSQL (TEST_DATABASE_URL): a template database migrated once; each file's database is
 *   `create database … template …`.
 *
 * Each copy is still brought up to date by `openDatabase`'s migrator, which finds nothing to do, so
 * the committed migrations are checked on every run: here from an empty database, and again by the
 * crash and server-process tests, which open their own databases from scratch.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { createServerDatabase } from './test-database.js';

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createServerDatabase(serverUrl, 'talentport_template');
    const database = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
    await database.close();
    project.provide('pgliteTemplateFile', undefined);
    project.provide('postgresTemplateDatabase', template.name);
    return () => template.drop();
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'talentport-pglite-template-'));
  const file = path.join(directory, 'data.tar');
  const database = await openDatabase({});
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplateDatabase', undefined);
  return () => rm(directory, { recursive: true, force: true });
}
