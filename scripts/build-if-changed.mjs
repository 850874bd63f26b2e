#!/usr/bin/env node
// `npm start` builds only when the sources changed since the last build: a SHA-256 over every
// input file (sources, configs, the lockfile) is compared with the one written after the last
// successful build, and the build's outputs must still be there. `FORCE_BUILD=1` always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUT_FOLDERS = ['packages/contract', 'apps/api', 'apps/web'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const SKIPPED = new Set(['node_modules', 'dist', '.vite']);
const OUTPUTS = ['packages/contract/dist/index.js', 'apps/api/dist/server.js', 'apps/web/dist/index.html'];
const STAMP = path.join(root, 'apps/api/dist/.build-stamp');

function* walk(folder) {
  const entries = readdirSync(folder, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (SKIPPED.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

function sourceHash() {
  const hash = createHash('sha256');
  const files = [...INPUT_FOLDERS.flatMap((folder) => [...walk(path.join(root, folder))])];
  for (const file of INPUT_FILES) files.push(path.join(root, file));
  for (const file of files) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const started = Date.now();
const current = sourceHash();
const previous = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
const hasOutputs = OUTPUTS.every((file) => existsSync(path.join(root, file)));
if (process.env.FORCE_BUILD !== '1' && hasOutputs && previous === current) {
  console.log(`Build is up to date (sources unchanged, checked in ${Date.now() - started} ms).`);
  process.exit(0);
}
console.log(hasOutputs ? 'Sources changed since the last build: building.' : 'No build yet: building.');
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
writeFileSync(STAMP, `${current}\n`);
