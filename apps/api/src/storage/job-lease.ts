import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

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

/**
 * Every `checkMs` each process asks for the lease; the one that gets it runs the job, and nobody
 * runs it again until `everyMs` has passed. `checkMs` 0 turns the schedule off.
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
    try {
      if (!(await takeJobLease(options.db, options.name, options.everyMs))) return;
      const count = await options.run();
      options.log.info({ job: options.name, count }, 'scheduled job ran');
    } catch (error) {
      options.log.error({ err: error, job: options.name }, 'scheduled job failed');
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
  schedule();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
