/** Child processes of the benchmarks: the API, the floors' bare servers, the production build. */
import { type ChildProcess, fork, spawn } from 'node:child_process';

/**
 * Forks a TypeScript module (through tsx) that sends an IPC message once it listens. `nodeArgs`:
 * more Node options (e.g. `--cpu-prof`, which NODE_OPTIONS does not take).
 */
export async function forkReady(
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const child = fork(script, [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx', ...nodeArgs],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return child;
}

/** Spawns `node [args]` and resolves once its standard output matches `ready`. */
export function spawnUntil(
  args: string[],
  options: { cwd: string; env: Record<string, string>; ready: RegExp },
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = options.ready.exec(seen);
      if (match) {
        seen = '';
        resolve({ child, match });
      }
      if (seen.length > 100_000) seen = seen.slice(-10_000);
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

/** Ends a child with SIGTERM and waits for it (SIGKILL after 10 s). */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
