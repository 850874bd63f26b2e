import { execFile } from 'node:child_process';
import { mkdtemp, rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A filesystem of a fixed small size for the disk-full test (decision 113): a tmpfs mounted on a
 * temporary directory (needs root, as on the CI machine). `fill()` takes every free byte with one
 * file, `free()` gives them back.
 */
export type SmallDisk = {
  dir: string;
  freeBytes: () => Promise<number>;
  /** Writes a filler file so that only `leaveBytes` stay free. */
  fill: (leaveBytes?: number) => Promise<void>;
  /** Removes the filler file. */
  release: () => Promise<void>;
  unmount: () => Promise<void>;
};

/**
 * Whether a tmpfs can be mounted here: undefined when it can (a 1 MB one was mounted and unmounted
 * at once), or why not. Nothing stays mounted, so listing the tests leaves nothing behind.
 */
export async function whyNoSmallDisk(): Promise<string | undefined> {
  const probe = await mountSmallDisk(1);
  if (typeof probe === 'string') return probe;
  await probe.unmount();
  return undefined;
}

/** Mounts a tmpfs of `megabytes`, or says why it cannot (the test is then skipped with that reason). */
export async function mountSmallDisk(megabytes: number): Promise<SmallDisk | string> {
  if (userInfo().uid !== 0) return 'mounting a size-limited tmpfs needs root';
  const dir = await mkdtemp(path.join(tmpdir(), 'talentport-small-disk-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    return `mount -t tmpfs failed: ${(error as Error).message}`;
  }
  const filler = path.join(dir, 'filler');
  const freeBytes = async () => {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  };
  return {
    dir,
    freeBytes,
    async fill(leaveBytes = 0) {
      await rm(filler, { force: true });
      const size = Math.max(0, (await freeBytes()) - leaveBytes);
      await writeFile(filler, Buffer.alloc(size));
    },
    release: () => rm(filler, { force: true }),
    async unmount() {
      await run('umount', ['-l', dir]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
