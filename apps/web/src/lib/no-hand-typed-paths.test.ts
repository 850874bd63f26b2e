import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app speaks the contract (decision 117): every call is `call(apiRoutes.x.y, …)` (or
 * `staffCall`, `upload`, `download`), whose method and path come from the endpoint's definition. A
 * hand-typed API path (`'/v1/…'`, `'/staff/v1/…'`, `'/api/…'`) could drift from the API without a
 * compile error, so none may appear in the app's source, comments included (a path in a comment
 * goes stale the same way). Tests are left out: they assert what goes on the wire.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const HAND_TYPED = [/\/v1\//, /['"`]\/api\//];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function findHandTypedPaths(files: string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, index) => {
        if (HAND_TYPED.some((pattern) => pattern.test(line)))
          found.push(`${path.relative(src, file)}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

/**
 * `endpoints` as a value carries every zod schema of the API into the bundle (the app shell went
 * from 125 to 175 KB gzip): calls take `apiRoutes`, and `endpoints` may only be imported as a type.
 */
export function findEndpointValueImports(files: string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const match of read(file).matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@talentport\/contract'/g,
    )) {
      if (match[1]) continue;
      const names = (match[2] ?? '').split(',').map((name) => name.trim());
      if (names.includes('endpoints')) found.push(path.relative(src, file));
    }
  }
  return found;
}

describe('API paths in apps/web/src', () => {
  it('are never hand-typed: calls name an endpoint of the contract', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(100);
    expect(findHandTypedPaths(files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('are taken from apiRoutes: endpoints (with its schemas) is imported as a type only', () => {
    const files = sourceFiles(src);
    expect(findEndpointValueImports(files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
    const sources: Record<string, string> = {
      [path.join(src, 'a.ts')]: "import { apiRoutes, endpoints } from '@talentport/contract';",
      [path.join(src, 'b.ts')]: "import type { endpoints } from '@talentport/contract';",
      [path.join(src, 'c.ts')]: "import {\n  type endpoints,\n  isSuccess,\n} from '@talentport/contract';",
    };
    expect(findEndpointValueImports(Object.keys(sources), (file) => sources[file] ?? '')).toEqual(['a.ts']);
  });

  it('finds a path written as a string, a template or in a comment, with its place', () => {
    const sources: Record<string, string> = {
      [path.join(src, 'features/x/api/a.ts')]: "apiClient.get('/v1/user/me');",
      [path.join(src, 'features/x/api/b.ts')]: 'const ok = 1;\nfetch(`/staff/v1/users/` + id);',
      [path.join(src, 'features/x/api/c.ts')]: "/** `GET /v1/talent` */\nfetch('/api/health');",
      [path.join(src, 'features/x/api/d.ts')]:
        "call(apiRoutes.talent.searchTalent, { query });\nconst io = '/socket.io';",
    };
    expect(findHandTypedPaths(Object.keys(sources), (file) => sources[file] ?? '')).toEqual([
      "features/x/api/a.ts:1: apiClient.get('/v1/user/me');",
      'features/x/api/b.ts:2: fetch(`/staff/v1/users/` + id);',
      'features/x/api/c.ts:1: /** `GET /v1/talent` */',
      "features/x/api/c.ts:2: fetch('/api/health');",
    ]);
  });
});
