import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DatabaseDiskFullError } from './db/pglite-disk.js';
import { seedDemoPictures } from './demo/demo-pictures.js';
import { seedDemoActivity } from './demo/seed-activity.js';
import { DEMO_PASSWORD, seedDemoData } from './demo/seed-demo.js';
import { createMemoryRateLimiter } from './lib/rate-limiter.js';
import { openApiRedis } from './lib/redis.js';
import { drainAndClose } from './operations/graceful-shutdown.js';
import { setHeapGrowth } from './operations/heap-growth.js';
import { createLifecycle } from './operations/lifecycle.js';
import { LISTEN_BACKLOG } from './operations/load-shedding.js';
import { listenForMetrics } from './operations/metrics.js';
import { createSmtpTransport } from './platform/mail/transports.js';
import { loadTwoFactorKey } from './platform/secret-key.js';
import { createStorageFromConfig } from './storage/create-storage.js';

// Before the search indexes are built (decision 145).
setHeapGrowth();
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
  connectTimeoutMs: config.databaseConnectTimeoutMs,
}).catch((error: unknown) => {
  // A full disk under the embedded database: say so and how much is needed, not PGlite's riddle.
  if (error instanceof DatabaseDiskFullError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
// With REDIS_URL: shared rate limits (in memory while Redis is away) and Socket.IO fan-out.
const redis = config.redisUrl ? openApiRedis(config.redisUrl) : undefined;
const rateLimiter = redis?.rateLimiter ?? createMemoryRateLimiter();

// Two-factor secrets are encrypted at rest (decision 110): the configured key or the data directory's.
const twoFactorKey = await loadTwoFactorKey({
  configured: config.twoFactorEncryptionKey,
  dataDir: config.dataDir,
});

const lifecycle = createLifecycle();
const app = await buildApp({
  db: database.db,
  rateLimiter,
  sessionTtlMs: config.sessionTtlMs,
  oauth: config.oauth,
  webDist: config.webDist,
  storage: createStorageFromConfig(config),
  lifecycle,
  trustProxy: config.trustProxy,
  logger: { level: config.logLevel },
  publicUrl: config.publicUrl,
  devOutbox: config.isDevOutboxEnabled,
  alertIntervalMs: config.alertIntervalMs,
  platformCurrency: config.platformCurrency,
  dataExportIntervalMs: config.dataExportIntervalMs,
  twoFactorEncryptionKey: twoFactorKey.key,
  loadShedding: config.overload,
  ...(database.diskRoomProbe ? { diskRoomProbe: database.diskRoomProbe } : {}),
  ...(redis ? { redis: redis.socketRedis, socketStreamName: config.socketStream } : {}),
  ...(config.smtpUrl ? { mailTransport: createSmtpTransport(config.smtpUrl, config.mailFrom) } : {}),
});
redis?.setLog(app.log);
database.setLog(app.log);
if (twoFactorKey.source !== 'env') {
  app.log.warn(
    { file: twoFactorKey.file, isNew: twoFactorKey.source === 'generated' },
    'TWO_FACTOR_ENCRYPTION_KEY is not set: two-factor secrets are encrypted with the key kept in the data directory. Set TWO_FACTOR_ENCRYPTION_KEY in production (the same value on every instance) and keep it safe.',
  );
}

if (config.seedDemoData) {
  const accounts = await seedDemoData(database.db);
  if (accounts.length > 0) {
    const lines = accounts.map((account) => `  ${account.role.padEnd(12)} ${account.email}`);
    console.log(`\nDemo accounts (password "${DEMO_PASSWORD}"):\n${lines.join('\n')}\n`);
    // Applications, hires and conversations, through the API (decision 063); never blocks start.
    await seedDemoActivity(app, database.db, DEMO_PASSWORD).catch((error: unknown) =>
      app.log.warn({ err: error }, 'demo activity was not created'),
    );
    // Portraits and company marks, drawn locally and uploaded like anyone's photo.
    await seedDemoPictures(app, database.db, DEMO_PASSWORD).catch((error: unknown) =>
      app.log.warn({ err: error }, 'demo pictures were not created'),
    );
  }
}

async function listen() {
  const backlog = LISTEN_BACKLOG;
  if (config.host) return app.listen({ port: config.port, host: config.host, backlog });
  try {
    return await app.listen({ port: config.port, host: '::', backlog });
  } catch {
    return app.listen({ port: config.port, host: '0.0.0.0', backlog });
  }
}

await listen();
const metricsServer =
  config.metricsPort !== undefined
    ? await listenForMetrics(app.metrics.registry, config.metricsPort, config.host)
    : undefined;
lifecycle.markReady();
if (config.isDevOutboxEnabled) {
  console.log(`Mail is not sent (no SMTP_URL): read it at ${config.publicUrl}/api/dev/outbox`);
}
console.log(
  `Talentport is running on http://localhost:${config.port} (database: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
);

let isShuttingDown = false;
async function shutDown(signal: string) {
  if (isShuttingDown) return;
  isShuttingDown = true;
  app.log.info(`${signal} received, shutting down`);
  await drainAndClose({
    app,
    // Ctrl-C on a laptop stops at once; SIGTERM (a deploy, a load balancer's restart) drains.
    drainDelayMs: signal === 'SIGTERM' ? config.drainDelayMs : 0,
    timeoutMs: config.shutdownTimeoutMs,
    log: {
      info: (message) => app.log.info(message),
      error: (object, message) => app.log.error(object, message),
    },
    closeResources: async () => {
      await metricsServer?.close();
      await (redis ? redis.close() : rateLimiter.close());
      await database.close();
    },
  });
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));
