import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, logLines, stopAppProcess } from '../test/app-process.js';
import {
  readiness,
  removeFaultDataDirs,
  signUp,
  startFaultServer,
  uniqueFaultEmail,
} from './fault-helpers.js';
import { hasPostgresBinaries, type PostgresCluster, startPostgresCluster } from './postgres-cluster.js';

/**
 * Two API processes started at the same moment on an empty PostgreSQL database (a deploy of two
 * replicas, decision 113): the migrations run under an advisory lock, so one creates the schema,
 * the other waits and then finds nothing to do. Without the lock one of them dies in CREATE TABLE
 * (`duplicate key value violates unique constraint "pg_type_typname_nsp_index"`).
 */
describe.skipIf(!hasPostgresBinaries())('two API processes starting together on an empty database', () => {
  let cluster: PostgresCluster;
  const started: AppProcess[] = [];

  beforeAll(async () => {
    cluster = await startPostgresCluster();
  });

  afterAll(async () => {
    await Promise.all(started.map((app) => stopAppProcess(app)));
    await cluster?.destroy();
    await removeFaultDataDirs();
  });

  it('both become ready, the schema is migrated once, and both serve', async () => {
    const env = { DATABASE_URL: cluster.url };
    const outcomes = await Promise.allSettled([startFaultServer(env), startFaultServer(env)]);
    for (const outcome of outcomes) if (outcome.status === 'fulfilled') started.push(outcome.value);
    const failures = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [String(outcome.reason).slice(0, 2000)] : [],
    );
    expect(failures).toEqual([]);
    expect(started).toHaveLength(2);

    for (const app of started) expect((await readiness(app.url)).status).toBe(200);
    const migrations = await cluster.query<{ count: string }>(
      'select count(*)::text as count from drizzle.__drizzle_migrations',
    );
    const journalled = await cluster.query<{ count: string }>(
      'select count(distinct hash)::text as count from drizzle.__drizzle_migrations',
    );
    expect(migrations[0]?.count).toBe(journalled[0]?.count);
    for (const app of started) {
      const answer = await signUp(app.url, uniqueFaultEmail('race'));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    // Whether the two met at the lock depends on timing; print it so a run shows what it tested.
    const waited = started.filter((app) =>
      logLines(app).some((line) => /another process is migrating/.test(String(line.msg ?? ''))),
    );
    console.log(`racing start: ${waited.length} of 2 processes waited for the other's migrations`);
  });
});
