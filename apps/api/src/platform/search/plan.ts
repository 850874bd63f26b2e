import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * A search with fewer matches than this reads its page from bitmaps of the filter indexes and sorts
 * the matches; with more, it walks the listing index in order and stops after the page (decision
 * 057). Either way the rows read are bounded: by this number, or by about
 * (offset + page size) × listed / matches ≤ (offset + page size) × listed / WALK_MIN_MATCHES.
 */
export const WALK_MIN_MATCHES = 2_000;

/** Counting past this many matches stops; the answer then says "1,000+" (decision 055). */
export const COUNT_CAP = 1_000;

/**
 * Runs `work` in a transaction whose planner reads the listings through bitmap index scans only.
 * The planner estimates filters and keywords as independent, so for a combination with few or no
 * matches it would walk an ordered index (or the table) hoping to stop early and read everything
 * instead; with bitmaps it reads only the index entries of the chosen values and at most the
 * matching rows (or, under a LIMIT, that many). Used when the count says the matches are few, and
 * for the capped counts (which stop after COUNT_CAP + 1 matching rows).
 */
export function withBitmapScans<T>(db: Db, work: (tx: Db) => PromiseLike<T>): Promise<T> {
  return withSettings(db, ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'], work);
}

/**
 * Runs `work` in a transaction whose planner walks an index (for a page: the listing index, in the
 * page's order) instead of collecting every match in a bitmap and sorting it. Used when the count
 * says the matches are many, so that the walk meets a page (or the ranked candidates) early.
 */
export function withOrderedWalk<T>(db: Db, work: (tx: Db) => PromiseLike<T>): Promise<T> {
  return withSettings(db, ['enable_seqscan', 'enable_bitmapscan'], work);
}

/** Enough memory that a bitmap of a common keyword stays exact (not lossy, which rechecks whole pages). */
const BITMAP_WORK_MEM = '32MB';

function withSettings<T>(db: Db, off: string[], work: (tx: Db) => PromiseLike<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const settings = [
      ...off.map((name) => sql`set_config(${name}, 'off', true)`),
      sql`set_config('work_mem', ${BITMAP_WORK_MEM}, true)`,
    ];
    await tx.execute(sql`select ${sql.join(settings, sql`, `)}`);
    return work(tx as unknown as Db);
  });
}
