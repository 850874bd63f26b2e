import { statfs } from 'node:fs/promises';

/**
 * Free space PGlite needs on its data directory's filesystem to start: after a stop with the disk
 * full, usually under 1 MB, but when the write-ahead log had reached the end of a segment the start
 * writes a new 16 MB one (measured 2026-11-28 on a tmpfs: 16.0 MB free failed, 18.0 MB started;
 * decision 113). Readiness also waits for this much before it reports the disk usable after a 507.
 */
export const PGLITE_NEEDS_FREE_BYTES = 20 * 1024 * 1024;

/** Bytes an unprivileged process may still write on the filesystem holding `dir`. */
export async function freeBytes(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Thrown at start when the embedded database cannot open because its disk is (nearly) full. */
export class DatabaseDiskFullError extends Error {
  constructor(dir: string, freeAtStart: number, cause: unknown) {
    super(
      `The embedded database in ${dir} cannot start: No space left on device. Its disk had ${formatMegabytes(freeAtStart)} free; PGlite needs up to about ${formatMegabytes(PGLITE_NEEDS_FREE_BYTES)} free to start (to recover and to write a new 16 MB write-ahead-log segment). Free space on that disk, or move DATA_DIR to a larger one, then start again.`,
      { cause },
    );
    this.name = 'DatabaseDiskFullError';
  }
}

/**
 * When PGlite failed to open: a DatabaseDiskFullError if its disk was or now is nearly full (the
 * real reason behind PGlite's "failed to initialize properly"), otherwise the original error.
 * `freeAtStart` is measured before opening: a failed start uses up what little there was.
 */
export async function explainPgliteFailure(dir: string, error: unknown, freeAtStart: number | undefined) {
  const freeNow = await freeBytes(dir).catch(() => undefined);
  const least = Math.min(freeAtStart ?? Number.POSITIVE_INFINITY, freeNow ?? Number.POSITIVE_INFINITY);
  if (least >= PGLITE_NEEDS_FREE_BYTES) return error;
  return new DatabaseDiskFullError(dir, freeAtStart ?? least, error);
}

/** The readiness probe after a 507 on PGlite: room again once the data directory's disk has enough free. */
export function pgliteDiskRoomProbe(dir: string) {
  return async () => (await freeBytes(dir)) >= PGLITE_NEEDS_FREE_BYTES;
}
