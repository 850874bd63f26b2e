import type { Db } from '../../db/client.js';
import type { LinkBuilder } from '../../platform/links.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { scheduleLeasedJob } from '../../storage/job-lease.js';
import { expireDataExports, prepareDueExports } from './prepare.js';

type Log = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type DataExportWorker = {
  /** Prepares pending requests now (after a request is recorded), without waiting for the period. */
  nudge: () => void;
  /** One pass: expire old exports, prepare pending ones. Answers how many were handled. */
  runOnce: () => Promise<number>;
  stop: () => Promise<void>;
};

/**
 * Data exports in the background (decision 109): every `intervalMs` one process takes the lease
 * and runs a pass; a new request nudges a pass at once. Requests are claimed row by row (skip
 * locked), so a nudged pass and another process's pass never prepare the same one. 0 = off.
 */
export function startDataExportWorker(options: {
  db: Db;
  storage: FileStorage;
  links: LinkBuilder;
  nudgeMail: () => void;
  log: Log;
  intervalMs: number;
}): DataExportWorker {
  const { intervalMs, log } = options;
  async function runOnce() {
    const deps = { db: options.db, storage: options.storage, links: options.links, log };
    const expired = await expireDataExports(deps);
    const handled = await prepareDueExports(deps);
    if (handled > 0) options.nudgeMail();
    return expired + handled;
  }
  const job = scheduleLeasedJob({
    db: options.db,
    name: 'prepare-data-exports',
    everyMs: intervalMs,
    checkMs: intervalMs > 0 ? Math.max(100, Math.floor(intervalMs / 2)) : 0,
    run: runOnce,
    log,
  });
  let running: Promise<void> | undefined;
  let isAgain = false;
  let isStopped = false;
  function nudge() {
    if (intervalMs <= 0 || isStopped) return;
    if (running) {
      isAgain = true;
      return;
    }
    running = (async () => {
      do {
        isAgain = false;
        await runOnce();
      } while (isAgain && !isStopped);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'data export pass failed'))
      .finally(() => {
        running = undefined;
      });
  }
  return {
    nudge,
    runOnce,
    async stop() {
      isStopped = true;
      await job.stop();
      await running;
    },
  };
}
