import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPagePathLiterals } from '@talentport/contract';
import { describe, expect, it } from 'vitest';

/**
 * Page paths are spelled once, in the contract's `paths` (decision 118): the router takes
 * `paths.x.path`, links and redirects `paths.x.getHref(…)`. This lists, as file:line, every page
 * path typed by hand in the app's source (tests left out); apps/api has the same guard.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('page paths in apps/web/src', () => {
  it('come from the contract: none is typed by hand', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      findPagePathLiterals(readFileSync(file, 'utf8')).map(
        (hit) => `apps/web/src/${path.relative(src, file)}:${hit.line}: ${hit.text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
