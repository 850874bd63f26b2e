import { statfs } from 'node:fs/promises';

/**
 * Free space PGlite needs on its data directory's filesystem to start and to write: after a stop
 * on a full disk, recovery writes a new 16 MB write-ahead-log segment and its checkpoint (the start
 * failed until about 20 MB were free, measured 2026-11-27; decision 113). Readiness also waits for
 * this much before it reports the disk usable again after a 507.
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
  constructor(dir: string, free: number, cause: unknown) {
    super(
      `The embedded database in ${dir} cannot start: No space left on device. Its disk has ${formatMegabytes(free)} free and PGlite needs about ${formatMegabytes(PGLITE_NEEDS_FREE_BYTES)} free to start (to recover and write its 16 MB write-ahead log). Free space on that disk, or move DATA_DIR to a larger one, then start again.`,
      { cause },
    );
    this.name = 'DatabaseDiskFullError';
  }
}

/**
 * When PGlite failed to open: a DatabaseDiskFullError if its disk is nearly full (the real reason
 * behind PGlite's "failed to initialize properly"), otherwise the original error.
 */
export async function explainPgliteFailure(dir: string, error: unknown): Promise<unknown> {
  const free = await freeBytes(dir).catch(() => undefined);
  if (free === undefined || free >= PGLITE_NEEDS_FREE_BYTES) return error;
  return new DatabaseDiskFullError(dir, free, error);
}

/** The readiness probe after a 507 on PGlite: room again once the data directory's disk has enough free. */
export function pgliteDiskRoomProbe(dir: string) {
  return async () => (await freeBytes(dir)) >= PGLITE_NEEDS_FREE_BYTES;
}
