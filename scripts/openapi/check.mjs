#!/usr/bin/env node
// `npm run openapi:check`: builds the API's OpenAPI document from the app (no port is opened),
// lints it with Spectral (`spectral:oas`) and Redocly (`recommended`), both of which must report
// nothing at all, then generates a typed client with openapi-typescript and compiles a small
// client against it with tsc. Any finding fails the check.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const work = mkdtempSync(path.join(tmpdir(), 'talentport-openapi-'));
const documentFile = path.join(work, 'openapi.json');

function run(label, command, args, { capture = false } = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    env: { ...process.env, NO_COLOR: '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.error) throw result.error;
  console.log(`openapi:check: ${label} (${seconds} s, exit ${result.status})`);
  return result;
}

let failed = false;
try {
  if (run('build the contract', bin('tsc'), ['-b', 'packages/contract']).status !== 0) {
    throw new Error('the contract does not build');
  }
  if (run('build the document', bin('tsx'), [path.join(here, 'document.ts'), documentFile]).status !== 0) {
    throw new Error('the document could not be built');
  }

  const spectral = run(
    'spectral lint',
    bin('spectral'),
    ['lint', documentFile, '--ruleset', path.join(here, 'spectral.yaml'), '--format', 'json', '--quiet'],
    { capture: true },
  );
  const spectralFindings = JSON.parse(spectral.stdout.trim() || '[]');
  if (spectralFindings.length > 0) {
    failed = true;
    for (const f of spectralFindings.slice(0, 50)) {
      console.error(`spectral ${f.code}: ${f.message} at ${f.path.join('.')}`);
    }
    console.error(`spectral: ${spectralFindings.length} finding(s)`);
  } else console.log('spectral: 0 errors, 0 warnings');

  const redocly = run(
    'redocly lint',
    bin('redocly'),
    ['lint', documentFile, '--config', path.join(here, 'redocly.yaml'), '--format', 'json'],
    { capture: true },
  );
  const report = JSON.parse(redocly.stdout.slice(redocly.stdout.indexOf('{')));
  const { errors, warnings } = report.totals;
  if (errors + warnings > 0 || redocly.status !== 0) {
    failed = true;
    for (const p of report.problems.slice(0, 50)) {
      console.error(`redocly ${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? ''}`);
    }
  }
  console.log(`redocly: ${errors} errors, ${warnings} warnings`);

  const generated = path.join(work, 'api.d.ts');
  if (
    run('openapi-typescript', bin('openapi-typescript'), [documentFile, '--output', generated]).status !== 0
  ) {
    throw new Error('openapi-typescript could not generate the client types');
  }
  copyFileSync(path.join(here, 'client-usage.ts'), path.join(work, 'client-usage.ts'));
  writeFileSync(
    path.join(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2022', 'DOM'],
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: ['client-usage.ts', 'api.d.ts'],
    }),
  );
  if (run('tsc on the generated client', bin('tsc'), ['-p', path.join(work, 'tsconfig.json')]).status !== 0) {
    failed = true;
    console.error('the client usage does not compile against the generated types');
  }
  const size = readFileSync(generated, 'utf8').split('\n').length;
  console.log(`openapi-typescript: ${size} lines of client types`);
} catch (error) {
  failed = true;
  console.error(`openapi:check: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failed) {
  console.error('openapi:check: FAILED');
  process.exit(1);
}
console.log('openapi:check: passed');
