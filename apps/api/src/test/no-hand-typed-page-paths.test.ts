import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPagePathLiterals } from '@talentport/contract';
import { describe, expect, it } from 'vitest';

/**
 * The web app's page paths are spelled once, in the contract's `paths` (decision 118):
 * notifications, mails, the sitemap, public pages, robots.txt and short links build them with
 * `paths.x.getHref(…)`. This lists, as file:line, every page path typed by hand in the API's
 * source (tests and the test support in src/test, which call the API by its own paths, left
 * out); apps/web has the same guard.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return full === path.join(src, 'test') ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('page paths in apps/api/src', () => {
  it('come from the contract: none is typed by hand', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      findPagePathLiterals(readFileSync(file, 'utf8')).map(
        (hit) => `apps/api/src/${path.relative(src, file)}:${hit.line}: ${hit.text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
