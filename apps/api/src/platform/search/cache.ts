import { eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { searchVersions } from '../../db/schema.js';

/** How long an instance trusts the version it last read: the bound on staleness (decision 055). */
export const VERSION_TTL_MS = 1_000;
/** Even with no listing change, an answer is recomputed this often (a passing deadline, a company rename). */
const ANSWER_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

type Entry = { version: number; day: string; expires: number; value: Promise<unknown> };

/**
 * A per-instance cache of search answers keyed by the request and by the listing version that the
 * database's trigger bumps in the same transaction as every listing change (the sum of 16 rows, so
 * that concurrent listing writes do not queue on one row; decision 057). Every instance reads
 * that version (one primary-key row) at most once a second, so a change reaches every instance's
 * answers within about a second with no message bus; concurrent identical requests share one
 * computation.
 */
export class SearchCache {
  private readonly entries = new Map<string, Entry>();
  private versionRead: { at: number; value: Promise<number> } | null = null;

  /** `index`: the search_versions rows to sum are `index` and `index/N` (its shards). */
  constructor(
    private readonly db: Db,
    private readonly index = 'opportunities',
  ) {}

  /** Forget the version this instance read (a write on this instance is then seen at once). */
  touch(): void {
    this.versionRead = null;
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.version();
    const day = new Date().toISOString().slice(0, 10);
    const now = Date.now();
    const found = this.entries.get(key);
    if (found && found.version === version && found.day === day && found.expires > now) {
      return found.value as Promise<T>;
    }
    const value = compute();
    this.remember(key, { version, day, expires: now + ANSWER_TTL_MS, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  private remember(key: string, entry: Entry): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  /** The catalogue's search version as this instance last read it (at most a second old). */
  currentVersion(): Promise<number> {
    return this.version();
  }

  private version(): Promise<number> {
    const now = Date.now();
    if (this.versionRead && now - this.versionRead.at < VERSION_TTL_MS) return this.versionRead.value;
    const value = this.db
      .select({ version: sql<string>`coalesce(sum(${searchVersions.version}), 0)` })
      .from(searchVersions)
      // e.g. 'opportunities' (rebuilds) and its 16 shards 'opportunities/N' (listing writes, decision 057).
      .where(or(eq(searchVersions.name, this.index), like(searchVersions.name, `${this.index}/%`)))
      .then((rows) => Number(rows[0]?.version ?? 0));
    value.catch(() => {
      this.versionRead = null;
    });
    this.versionRead = { at: now, value };
    return value;
  }
}
