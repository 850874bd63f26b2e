/** Even with no change in the index, an answer is computed again this often (a company renamed). */
const ANSWER_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

type Entry = { version: number; day: string; expires: number; value: Promise<unknown> };

/**
 * Answers computed from a search index, per instance, keyed by the request and valid while the
 * index's version (bumped by every change it applies) and the day stay the same; concurrent
 * identical requests share one computation (decision 125).
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();

  get<T>(key: string, version: number, compute: () => Promise<T>): Promise<T> {
    const day = new Date().toISOString().slice(0, 10);
    const now = Date.now();
    const found = this.entries.get(key);
    if (found && found.version === version && found.day === day && found.expires > now) {
      return found.value as Promise<T>;
    }
    const value = compute();
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, { version, day, expires: now + ANSWER_TTL_MS, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
