#!/usr/bin/env node
// `npm run dev`: the development loop. Builds the contract once, then runs together, each
// restarting or reloading on a change of its sources:
//   - the contract's compiler in watch mode (packages/contract/dist, which the API imports),
//   - the API with `tsx watch` on API_PORT (default 3001), on the same embedded data as `npm start`
//     (DATA_DIR, default ./data) unless DATABASE_URL is set,
//   - Vite on WEB_PORT (default 5173) with hot reload, proxying /api and /socket.io to the API.
// Open http://localhost:5173. Ctrl-C stops all three.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.WEB_PORT ?? '5173';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

const built = spawnSync(process.execPath, [tsc, '-b', 'packages/contract'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const children = [];
function run(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} stopped (${signal ?? `exit ${code}`}); stopping the others.`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('contract', process.execPath, [tsc, '-b', 'packages/contract', '--watch', '--preserveWatchOutput']);
run('api', npm, ['run', 'dev', '-w', '@talentport/api'], {
  PORT: apiPort,
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
  // Links in mail (verification, invitations) open the Vite app, not the API's port.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
  // Restart quickly on a change instead of waiting out the production drain.
  DRAIN_DELAY_MS: process.env.DRAIN_DELAY_MS ?? '0',
});
run('web', npm, ['run', 'dev', '-w', '@talentport/web', '--', '--port', webPort, '--strictPort'], {
  TALENTPORT_API_URL: `http://localhost:${apiPort}`,
});
console.log(`[dev] web app: http://localhost:${webPort} (API on http://localhost:${apiPort})`);
