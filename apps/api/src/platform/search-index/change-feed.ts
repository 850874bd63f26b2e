import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** How often every instance reads the feed (its bound on staleness is about this, decision 125). */
export const FEED_POLL_MS = 1_000;
/** A sequence number missing this long belongs to a transaction that rolled back: it is passed. */
const GAP_PATIENCE_MS = 10_000;
/** Rows older than this are deleted from `search_changes` (by whichever instance reads). */
const KEEP_CHANGES = '15 minutes';
const BATCH = 5_000;
const REPLAY = 1_000;

type Listener = (ids: string[]) => Promise<void>;

/**
 * The change feed of the search indexes (migration 0045, decision 125): triggers add a row to
 * `search_changes` (kind, row id) in the transaction of every change a search shows; each instance
 * reads the rows past the last sequence number it has handled, at most a second apart, and hands
 * the ids to the index of their kind. Sequence numbers are taken before commit, so one may appear
 * after a higher one: a missing number is waited for (up to 10 s) and the rows above it are read
 * again meanwhile (handling a row twice is harmless: the index re-reads the row).
 */
export class ChangeFeed {
  private watermark: number | null = null;
  private readonly handled = new Set<number>();
  private readonly missingSince = new Map<number, number>();
  private readonly listeners = new Map<string, Listener>();
  private running: Promise<void> | null = null;
  private lastRead = 0;
  private timer: NodeJS.Timeout | null = null;
  private reads = 0;

  constructor(private readonly db: Db) {}

  /** The highest sequence number now (read before a build: changes after it are replayed). */
  async position(): Promise<number> {
    const result = (await this.db.execute(
      sql`select coalesce(max(seq), 0)::bigint as seq from search_changes`,
    )) as unknown as { rows: { seq: string | number }[] };
    return Number(result.rows[0]?.seq ?? 0);
  }

  /**
   * Hands a kind's changes to `listener` from now on, and reads the feed from `position` (taken
   * after subscribing, before the index is built; the last REPLAY numbers before it are read again,
   * for transactions that took their number earlier and committed after the build's snapshot).
   */
  subscribe(kind: string, listener: Listener): void {
    this.listeners.set(kind, listener);
  }

  start(position: number): void {
    const from = Math.max(0, position - REPLAY);
    if (this.watermark === null || from < this.watermark) this.watermark = from;
    if (!this.timer) {
      this.timer = setInterval(() => {
        this.read().catch(() => undefined);
      }, FEED_POLL_MS);
      this.timer.unref();
    }
  }

  /** Reads the feed now unless it was read in the last `maxAgeMs` (a read under way is shared). */
  async catchUp(maxAgeMs = FEED_POLL_MS): Promise<void> {
    if (Date.now() - this.lastRead < maxAgeMs && !this.running) return;
    await this.read();
  }

  /** A read that starts after this call (e.g. after this instance's own write). */
  async readAfterNow(): Promise<void> {
    if (this.running) await this.running.catch(() => undefined);
    await this.read();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  private read(): Promise<void> {
    if (this.running) return this.running;
    const startedAt = Date.now();
    this.running = this.readOnce()
      .then(() => {
        this.lastRead = startedAt;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async readOnce(): Promise<void> {
    if (this.watermark === null) return;
    this.reads += 1;
    if (this.reads % 60 === 0) {
      await this.db.execute(
        sql`delete from search_changes where changed_at < now() - ${KEEP_CHANGES}::interval`,
      );
    }
    // A burst (a bulk update) is read in batches of BATCH until the feed is drained.
    // (Stops when the watermark does not move: the rows above a gap it waits for are read once.)
    for (let round = 0; round < 20; round += 1) {
      const before: number | null = this.watermark;
      if ((await this.readBatch()) < BATCH || this.watermark === before) return;
    }
  }

  /** Reads and hands over one batch past the watermark; returns how many rows it read. */
  private async readBatch(): Promise<number> {
    const result = (await this.db.execute(
      sql`select seq::bigint as seq, kind, row_id::text as id from search_changes
          where seq > ${this.watermark} order by seq limit ${BATCH}`,
    )) as unknown as { rows: { seq: string | number; kind: string; id: string }[] };
    const byKind = new Map<string, Set<string>>();
    for (const row of result.rows) {
      const seq = Number(row.seq);
      if (this.handled.has(seq)) continue;
      this.handled.add(seq);
      let ids = byKind.get(row.kind);
      if (!ids) {
        ids = new Set();
        byKind.set(row.kind, ids);
      }
      ids.add(row.id);
    }
    for (const [kind, ids] of byKind) await this.listeners.get(kind)?.([...ids]);
    this.advance();
    return result.rows.length;
  }

  /** Moves the watermark over handled numbers, and over gaps older than GAP_PATIENCE_MS. */
  private advance(): void {
    let watermark = this.watermark as number;
    const now = Date.now();
    let highest = watermark;
    for (const seq of this.handled) if (seq > highest) highest = seq;
    for (let seq = watermark + 1; seq < highest; seq += 1) {
      if (!this.handled.has(seq) && !this.missingSince.has(seq)) this.missingSince.set(seq, now);
    }
    while (this.handled.size > 0) {
      const next = watermark + 1;
      const since = this.missingSince.get(next);
      if (this.handled.delete(next) || (since !== undefined && now - since > GAP_PATIENCE_MS)) {
        this.missingSince.delete(next);
        watermark = next;
        continue;
      }
      break;
    }
    this.watermark = watermark;
  }
}
