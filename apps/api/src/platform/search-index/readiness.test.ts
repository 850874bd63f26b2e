import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { type Database, openDatabase } from '../../db/client.js';
import { createServerDatabase, templateDatabase } from '../../test/test-database.js';

/**
 * Decision 125's start-up: an instance answers liveness while its search indexes are built, and
 * readiness only once they are. The build is held back by a lock on the change feed taken from
 * another connection (the build reads the feed's position first); skipped without TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('readiness waits for the search indexes', () => {
  let created: Awaited<ReturnType<typeof createServerDatabase>>;
  let database: Database;
  let locker: pg.Client;
  let app: App | undefined;

  beforeAll(async () => {
    created = await createServerDatabase(serverUrl ?? '', 'talentport_ready', templateDatabase());
    database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
    locker = new pg.Client({ connectionString: created.url });
    await locker.connect();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await locker?.end().catch(() => undefined);
    await database?.close();
    await created?.drop();
  }, 60_000);

  it('is live but not ready while the index builds, and ready once built', async () => {
    await locker.query('begin');
    await locker.query('lock table search_changes in access exclusive mode');
    app = await buildApp({ db: database.db, chatNotifyIntervalMs: 0 });
    await app.ready();
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    const building = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(building.statusCode).toBe(503);
    expect(building.json().error.en).toBe('The search index is still being built.');
    await locker.query('commit');
    const started = Date.now();
    let ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    while (ready.statusCode !== 200 && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    }
    expect(ready.statusCode, ready.body).toBe(200);
  }, 60_000);
});
