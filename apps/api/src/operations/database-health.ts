import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { DatabaseFault } from '../db/database-faults.js';

/**
 * What readiness knows about the database beyond "does it answer" (decision 113): whether the last
 * write failed because its disk is full. A full disk does not stop reads, so the readiness query
 * alone would stay 200 while every write fails; instead the flag set by a 507 keeps readiness at
 * 503 until a probe finds room again (checked on each readiness call, so a load balancer's polling
 * is what brings the instance back).
 */
export type DatabaseHealth = {
  /** A request failed with this fault (the error envelope calls it). */
  noteFault: (fault: DatabaseFault) => void;
  /** True while the disk is full: the flag is set and a fresh probe still finds no room. */
  isDiskFull: () => Promise<boolean>;
};

/** Answers whether the database's disk has room for writes again. */
export type DiskRoomProbe = () => Promise<boolean>;

export function createDatabaseHealth(probe: DiskRoomProbe): DatabaseHealth {
  let isFlagged = false;
  let probing: Promise<boolean> | undefined;
  return {
    noteFault(fault) {
      if (fault === 'disk-full') isFlagged = true;
    },
    async isDiskFull() {
      if (!isFlagged) return false;
      probing ??= probe()
        .catch(() => false)
        .finally(() => {
          probing = undefined;
        });
      if (await probing) isFlagged = false;
      return isFlagged;
    },
  };
}

/**
 * The default probe: a one-row write of its own (`job_leases` row `disk-probe`, which no job uses).
 * The server passes a better one for PGlite: the free space of the data directory's filesystem.
 */
export function probeWithWrite(db: Db): DiskRoomProbe {
  return async () => {
    await db.execute(sql`
      insert into job_leases (name, holder, leased_until) values ('disk-probe', 'readiness', now())
      on conflict (name) do update set leased_until = excluded.leased_until`);
    return true;
  };
}

/** Rejects with a timeout error when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
