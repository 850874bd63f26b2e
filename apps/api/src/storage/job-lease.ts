import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type JobOutcome, recordJobRun, registerJob, retryDelayMs } from './job-runs.js';

/** This process's name in `job_leases.holder`. */
export const PROCESS_HOLDER = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Takes the lease on `name` for `forMs` when nobody holds it (or the last lease has run out):
 * true for exactly one of several processes asking at once. The lease is not given back after the
 * run: it is what keeps the job to once per period across processes.
 */
export async function takeJobLease(db: Db, name: string, forMs: number, holder = PROCESS_HOLDER) {
  const result = (await db.execute(sql`
    insert into job_leases (name, holder, leased_until)
    values (${name}, ${holder}, now() + ${forMs} * interval '1 millisecond')
    on conflict (name) do update set holder = excluded.holder, leased_until = excluded.leased_until
      where job_leases.leased_until <= now()
    returning name`)) as unknown as { rows: { name: string }[] };
  return result.rows.length === 1;
}

type Log = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type ScheduledJob = { stop: () => Promise<void> };

/** Ends this process's lease on `name` after `afterMs`, so that a failed run is tried again sooner. */
async function shortenJobLease(db: Db, name: string, afterMs: number, holder = PROCESS_HOLDER) {
  await db.execute(sql`
    update job_leases set leased_until = now() + ${afterMs} * interval '1 millisecond'
    where name = ${name} and holder = ${holder}`);
}

/**
 * The one runner of background jobs (decision 121). Every `checkMs` each process asks for the
 * lease; the one that gets it runs the job, and nobody runs it again until `everyMs` has passed.
 * Each run is recorded in `job_runs` (last start, success, failure and error, failures in a row,
 * totals: the staff console's "Background jobs" and /metrics). A run that fails is tried again
 * after an exponential backoff (5 s, 10 s, 20 s … never later than `everyMs`), by whichever process
 * asks first. `checkMs` 0 turns the schedule off.
 */
export function scheduleLeasedJob(options: {
  db: Db;
  name: string;
  everyMs: number;
  checkMs: number;
  run: () => Promise<number>;
  log: Log;
}): ScheduledJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;
  async function tick() {
    const { db, name, log } = options;
    try {
      if (!(await takeJobLease(db, name, options.everyMs))) return;
    } catch (error) {
      log.error({ err: error, job: name }, 'scheduled job could not take its lease');
      return;
    }
    const startedAt = new Date();
    let outcome: JobOutcome;
    try {
      outcome = { ok: true, count: await options.run() };
    } catch (error) {
      outcome = { ok: false, error };
    }
    try {
      // The record and the shorter lease land together: nobody sees a failure still leased for
      // the whole period, and a crash between the two cannot leave it so.
      const { failures, retryInMs } = await db.transaction(async (tx) => {
        const failures = await recordJobRun(tx, name, startedAt, outcome);
        if (outcome.ok) return { failures, retryInMs: 0 };
        const retryInMs = retryDelayMs(failures, options.everyMs);
        await shortenJobLease(tx, name, retryInMs);
        return { failures, retryInMs };
      });
      if (outcome.ok) {
        log.info({ job: name, count: outcome.count }, 'scheduled job ran');
      } else {
        log.error(
          { err: outcome.error, job: name, failures, retryInMs },
          'scheduled job failed; retrying later',
        );
      }
    } catch (error) {
      log.error(
        { err: error, job: name, ...(outcome.ok ? {} : { runError: outcome.error }) },
        'scheduled job could not be recorded',
      );
    }
  }
  function schedule() {
    if (isStopped || options.checkMs <= 0) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        schedule();
      });
    }, options.checkMs);
    timer.unref();
  }
  if (options.checkMs > 0) {
    registerJob(options.db, options.name).catch((error: unknown) => {
      options.log.error({ err: error, job: options.name }, 'scheduled job could not be listed');
    });
  }
  schedule();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
