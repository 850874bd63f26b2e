import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The production entry point (`src/server.ts`, through tsx) as a child process, configured only by
 * environment variables, as an operator runs it. Ready once `/api/health/ready` answers 200.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsconfig = path.join(apiRoot, 'src/test/tsconfig.process.json');

export type AppProcess = {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the process printed (pino's JSON lines included). */
  output: string[];
  exited: Promise<number | null>;
};

/** Two of the load shedder's sampling windows (operations/load-shedding.ts). */
const SHEDDER_WINDOWS_MS = 1_100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitUntilReady(url: string, timeoutMs = 60_000, describe = () => '') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health/ready`)).status === 200) {
        // The load shedder's event-loop sample (every 500 ms, decision 115) may still hold the
        // start's pauses (module loading, migrations, the index build) on a busy machine: the
        // first requests would be refused 503. Two windows later it holds only what follows.
        await sleep(SHEDDER_WINDOWS_MS);
        return;
      }
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} never became ready:\n${describe()}`);
}

export async function startAppProcess(env: Record<string, string>, port: number): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitUntilReady(url, 180_000, () => output.join('')),
    exited.then((code) => {
      throw new Error(`server.ts exited with ${code}:\n${output.join('')}`);
    }),
  ]);
  return { child, url, port, output, exited };
}

/** SIGTERM (the graceful drain) and wait for the exit; SIGKILL after `graceMs`. */
export async function stopAppProcess(app: AppProcess | undefined, graceMs = 30_000) {
  if (!app || app.child.exitCode !== null || app.child.signalCode !== null) return;
  const timer = setTimeout(() => app.child.kill('SIGKILL'), graceMs);
  app.child.kill('SIGTERM');
  await app.exited;
  clearTimeout(timer);
}

/** pino's JSON lines from the output. */
export function logLines(app: AppProcess): Record<string, unknown>[] {
  return app.output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return {};
      }
    });
}
