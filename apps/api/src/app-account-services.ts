import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import type { Db } from './db/client.js';
import { eraseDueAccounts } from './modules/account-deletion/index.js';
import { type DataExportWorker, startDataExportWorker } from './modules/data-export/index.js';
import { configureTwoFactorSecrets, sealStoredTotpSecrets } from './modules/two-factor/index.js';
import { scheduleLeasedJob } from './storage/job-lease.js';

/** The key of two-factor secrets when the caller gives none: tests and test servers only. */
const TEST_TWO_FACTOR_KEY = createHash('sha256').update('talentport test two-factor key').digest();

/**
 * Two-factor secrets at rest (decision 110): sealed with the given key (the server always passes
 * one); at start, secrets stored in clear are sealed and a key that cannot open them is logged.
 */
export function setUpTwoFactorSecrets(app: FastifyInstance, db: Db, key: Buffer | undefined) {
  configureTwoFactorSecrets({ key: key ?? TEST_TWO_FACTOR_KEY, log: app.log });
  app.addHook('onReady', async () => {
    const { sealed } = await sealStoredTotpSecrets(db);
    if (sealed > 0) app.log.info({ sealed }, 'encrypted two-factor secrets stored in clear');
  });
}

/** Data exports (decision 109): prepared in the background, nudged right after each request. */
export function startDataExports(
  app: FastifyInstance,
  db: Db,
  context: Pick<AppContext, 'storage' | 'links' | 'nudgeMail'>,
  intervalMs: number | undefined,
): DataExportWorker {
  const worker = startDataExportWorker({
    db,
    storage: context.storage,
    links: context.links,
    nudgeMail: context.nudgeMail,
    log: app.log,
    intervalMs: intervalMs ?? 0,
  });
  app.decorate('dataExportWorker', worker);
  app.addHook('onClose', () => worker.stop());
  return worker;
}

/** Accounts whose 14 days of cooling-off are over are erased, step by step, by one process at a time (decision 111). */
export function startAccountErasure(
  app: FastifyInstance,
  db: Db,
  context: Pick<AppContext, 'storage' | 'events'>,
  intervalMs = 10 * 60 * 1000,
) {
  const job = scheduleLeasedJob({
    db,
    name: 'erase-deleted-accounts',
    everyMs: intervalMs,
    checkMs: intervalMs > 0 ? Math.max(100, Math.floor(intervalMs / 2)) : 0,
    run: () => eraseDueAccounts({ db, storage: context.storage, events: context.events }),
    log: app.log,
  });
  app.addHook('onClose', () => job.stop());
}
