import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers (decision 090): a feature imports no other feature and neither the app
 * shell nor the staff console; components/ and lib/ import none of them. Biome's
 * noRestrictedImports refuses such imports by their text; this walks the resolved paths, so an
 * import that reaches another feature by an unusual route is caught too.
 */
const src = path.dirname(fileURLToPath(import.meta.url));

/** Imports allowed for now, each with its reason; the test fails when one is no longer there. */
const KNOWN: Record<string, string> = {};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The top folder of a path under src: `features/<name>`, `app`, `staff`, `components`, `lib`. */
function areaOf(relative: string): string {
  const [first, second] = relative.split('/');
  return first === 'features' ? `features/${second}` : (first ?? '');
}

function crossings(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(src)) {
    const from = path.relative(src, file).split(path.sep).join('/');
    const area = areaOf(from);
    const isFeature = area.startsWith('features/');
    const isShared = area === 'components' || area === 'lib';
    if (!isFeature && !isShared) continue;
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = path
        .relative(src, path.resolve(path.dirname(file), match[1] ?? ''))
        .split(path.sep)
        .join('/');
      const targetArea = areaOf(target);
      const isAllowed =
        targetArea === area || targetArea === 'components' || targetArea === 'lib' || target.startsWith('..');
      const isRefused = isShared ? targetArea !== 'components' && targetArea !== 'lib' : !isAllowed;
      if (isRefused && !target.startsWith('..')) found.push(`${from} -> ${target}`);
    }
  }
  return found;
}

describe('web app layers', () => {
  const found = crossings();

  it('no feature imports another feature, the app shell or the staff console; shared code imports none', () => {
    expect(found.filter((crossing) => !(crossing in KNOWN))).toEqual([]);
  });

  it('every known exception still exists (remove it from the list once fixed)', () => {
    for (const known of Object.keys(KNOWN)) expect(found).toContain(known);
  });
});
