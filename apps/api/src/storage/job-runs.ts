import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type JobRunRow, jobRuns } from '../db/schema.js';

/** How one run of a background job ended. */
export type JobOutcome = { ok: true; count: number } | { ok: false; error: unknown };

const ERROR_TEXT_MAX = 300;

/**
 * What is kept of a job's error: its kind, code and first line, never the parameters of a failed
 * query (Drizzle puts them after "params:"; they can hold addresses and other personal data).
 */
export function describeJobError(error: unknown): string {
  const chain: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const candidate = current as { name?: string; code?: unknown; message?: unknown; cause?: unknown };
    const firstLine = String(candidate.message ?? current)
      .split('\n')[0]
      ?.replace(/\s*params:.*$/i, '')
      .trim();
    const code = typeof candidate.code === 'string' ? ` (${candidate.code})` : '';
    chain.push(`${candidate.name ?? 'Error'}${code}: ${firstLine ?? ''}`);
    current = candidate.cause;
  }
  return chain.join(' ← ').slice(0, ERROR_TEXT_MAX);
}

/**
 * Records one run of the job `name` (decision 121) in one upsert, and answers how many runs in a
 * row have now failed (0 after a success): the runner's backoff reads it.
 */
export async function recordJobRun(
  db: Db,
  name: string,
  startedAt: Date,
  outcome: JobOutcome,
): Promise<number> {
  const values = outcome.ok
    ? { lastSuccessAt: sql`now()`, lastCount: outcome.count, consecutiveFailures: 0, failures: 0 }
    : {
        lastFailureAt: sql`now()`,
        lastError: describeJobError(outcome.error),
        consecutiveFailures: 1,
        failures: 1,
      };
  const [row] = await db
    .insert(jobRuns)
    .values({ name, lastStartedAt: startedAt, runs: 1, ...values })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: outcome.ok
        ? {
            lastStartedAt: startedAt,
            lastSuccessAt: sql`now()`,
            lastCount: outcome.count,
            consecutiveFailures: 0,
            runs: sql`${jobRuns.runs} + 1`,
          }
        : {
            lastStartedAt: startedAt,
            lastFailureAt: sql`now()`,
            lastError: describeJobError(outcome.error),
            consecutiveFailures: sql`${jobRuns.consecutiveFailures} + 1`,
            runs: sql`${jobRuns.runs} + 1`,
            failures: sql`${jobRuns.failures} + 1`,
          },
    })
    .returning({ consecutiveFailures: jobRuns.consecutiveFailures });
  return row?.consecutiveFailures ?? 0;
}

/** Lists a job before its first run, so the console shows every job ("Not run yet"). */
export async function registerJob(db: Db, name: string): Promise<void> {
  await db.insert(jobRuns).values({ name }).onConflictDoNothing();
}

/** Every job's record, most recently started first (the staff console, metrics). */
export function listJobRuns(db: Db): Promise<JobRunRow[]> {
  return db.select().from(jobRuns).orderBy(sql`${jobRuns.lastStartedAt} desc nulls last`, jobRuns.name);
}

/** The first retry waits this long; each failure in a row doubles it, up to the job's period. */
export const JOB_RETRY_BASE_MS = 5_000;

/** The wait before the next attempt after `failures` failures in a row (5 s, 10 s, 20 s … ≤ everyMs). */
export function retryDelayMs(failures: number, everyMs: number, baseMs = JOB_RETRY_BASE_MS): number {
  if (failures <= 0) return everyMs;
  return Math.min(everyMs, baseMs * 2 ** Math.min(failures - 1, 20));
}
