import { Redis } from 'ioredis';
import { type App, type BuildAppOptions, buildApp } from '../app.js';
import { type Database, openDatabase } from '../db/client.js';
import { type ServerProcess, startServerProcess } from './server-process.js';
import { createServerDatabase, templateDatabase } from './test-database.js';

/**
 * For the tests with several API processes (the PostgreSQL + Redis pass): a throw-away database on
 * the server named by `serverUrl`, migrated here so the processes do not race to do it, an
 * in-process app on it to arrange data with, and a Redis stream name for the processes to share.
 * `close()` closes the app and the pool, deletes the stream and drops the database.
 */
export async function openSharedDatabase(
  serverUrl: string,
  redisUrl: string,
  prefix: string,
  appOptions: Omit<BuildAppOptions, 'db'> = {},
) {
  const created = await createServerDatabase(serverUrl, prefix, templateDatabase());
  const stream = `talentport:test:${created.name}`;
  const database: Database = await openDatabase({ databaseUrl: created.url, poolSize: 3 });
  const builder: App = await buildApp({ db: database.db, chatNotifyIntervalMs: 0, ...appOptions });
  return {
    databaseUrl: created.url,
    stream,
    database,
    builder,
    async close() {
      await builder.close();
      await database.close();
      const redis = new Redis(redisUrl);
      await redis.del(stream);
      await redis.quit();
      await created.drop();
    },
  };
}

export type SharedDatabase = Awaited<ReturnType<typeof openSharedDatabase>>;

/** Two `instance-server.ts` processes on the shared database and stream. */
export function startInstancePair(
  shared: SharedDatabase,
  redisUrl: string,
  env: Record<string, string> = {},
): Promise<[ServerProcess, ServerProcess]> {
  const instanceEnv = {
    DATABASE_URL: shared.databaseUrl,
    REDIS_URL: redisUrl,
    STREAM: shared.stream,
    PORT: '0',
    POOL_SIZE: '5',
    ...env,
  };
  return Promise.all([
    startServerProcess('instance-server.ts', instanceEnv),
    startServerProcess('instance-server.ts', instanceEnv),
  ]);
}
