/**
 * Writes `packages/contract/src/endpoints/api-routes.ts`: the id, method and path of every endpoint of
 * `endpoints`, in the same shape, for the web client's run time (decision 117). Run it after adding
 * or renaming an endpoint: `npm run contract:routes`. `api-routes.test.ts` fails while it is stale,
 * and the compiler fails when a route's method or path is not its endpoint's.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpoints } from '../packages/contract/src/endpoints/index.js';

const target = fileURLToPath(new URL('../packages/contract/src/endpoints/api-routes.ts', import.meta.url));

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
const index = (name: string) => `['${name}']`;

function isEndpoint(value: object): value is { id: string; method: string; path: string } {
  return 'id' in value && 'method' in value && 'path' in value;
}

function render(group: object, typePath: string, depth: number): string {
  const pad = '  '.repeat(depth);
  const lines = Object.entries(group).map(([name, value]: [string, object]) => {
    const at = `${typePath}${index(name)}`;
    if (isEndpoint(value))
      return `${pad}${key(name)}: route<E${at}>('${value.id}', '${value.method}', '${value.path}'),`;
    return `${pad}${key(name)}: {\n${render(value, at, depth + 1)}\n${pad}},`;
  });
  return lines.join('\n');
}

const source = `// Generated from \`endpoints\` by \`npm run contract:routes\` (scripts/generate-api-routes.ts): do not edit.
import type { endpoints } from './index.js';
import { endpointRoute as route } from './define.js';

type E = typeof endpoints;

/**
 * Every endpoint of \`endpoints\` as a route (id, method, path; the type carries the schemas): what the
 * web client calls with \`call(apiRoutes.feature.name, { params, query, body })\` (decision 117).
 */
export const apiRoutes = {
${render(endpoints, '', 1)}
} as const;
`;

writeFileSync(target, source);
execFileSync('npx', ['biome', 'check', '--write', target], { stdio: 'inherit' });
console.log(`wrote ${target}`);
