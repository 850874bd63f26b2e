import { constants } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.js';

/** Files under one directory (DATA_DIR/uploads): written as `.partial`, then renamed into place. */
export function createDiskStorage(directory: string): FileStorage {
  const pathOf = (name: string) => path.join(directory, path.basename(name));
  return {
    kind: 'disk',
    async put(name, bytes) {
      await mkdir(directory, { recursive: true });
      const finalPath = pathOf(name);
      await writeFile(`${finalPath}.partial`, bytes, { flag: 'wx' });
      await rename(`${finalPath}.partial`, finalPath);
    },
    async open(name) {
      try {
        const handle = await open(pathOf(name), 'r');
        return handle.createReadStream();
      } catch {
        return null;
      }
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
    async *list() {
      let names: string[];
      try {
        names = await readdir(directory);
      } catch {
        return;
      }
      for (const name of names) if (!name.endsWith('.partial')) yield name;
    },
    async check() {
      try {
        await mkdir(directory, { recursive: true });
        await access(directory, constants.W_OK);
        return 'ok';
      } catch {
        return 'unavailable';
      }
    },
  };
}
