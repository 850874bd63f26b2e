import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Real API processes for the crash, restart and multi-instance tests: started with tsx from
 * `apps/api` (the contract is read from source, so no build step is needed), ready once they print
 * `READY <port>`, stopped with SIGTERM or killed with SIGKILL.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsconfig = path.join(apiRoot, 'src/test/tsconfig.process.json');

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Everything the process printed, for failure messages. */
  output: string[];
};

/** The scripts under `src/test/` that run an API process. */
export type ServerScript = 'crash-server.ts' | 'instance-server.ts' | 's3-peer-server.ts' | 'fault-server.ts';

export function startServerProcess(
  script: ServerScript,
  env: Record<string, string | undefined>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/test/${script}`], {
    cwd: apiRoot,
    env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not start:\n${output.join('')}`));
    }, timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      const match = /READY (\d+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${match[1]}`, output });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code ?? signal}:\n${output.join('')}`));
    });
  });
}

export function isRunning(server: ServerProcess) {
  return server.child.exitCode === null && server.child.signalCode === null;
}

/**
 * Stops the process (SIGTERM: a clean shutdown; SIGKILL: kill -9) and waits until it has exited;
 * a clean shutdown that takes longer than `graceMs` ends with SIGKILL.
 */
export function stopServerProcess(
  server: ServerProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 15_000,
) {
  if (!server || !isRunning(server)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
    server.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.child.kill(signal);
  });
}

export type WriteOutcome = 'acknowledged' | 'refused';

export type StreamResult<T> = {
  /** Writes the server answered with success, in the order the answers came. */
  acknowledged: T[];
  /** Writes under way when the process died: sent, never answered. They may or may not be stored. */
  inFlight: T[];
  /** Writes refused with an answer (a 4xx the test expected, e.g. "already applied"). */
  refused: T[];
  /**
   * Failures before the kill: an unexpected answer (`write` threw) or a connection lost because the
   * process died by itself. A test expects none.
   */
  errors: unknown[];
  /** How long the stream ran before the kill. */
  elapsedMs: number;
};

/**
 * One writer per queue runs its jobs against the server in order, all writers in parallel, until
 * the server has acknowledged `killAfter` writes (or `maxMs` passed); then the process is killed
 * with SIGKILL while other writes are still under way. A write whose connection died after the
 * kill counts as in flight; an answer that arrives after the kill signal was sent still counts as
 * an answer. Waiting
 * for a number of acknowledgements rather than a fixed time keeps the test meaningful on a slow
 * machine.
 */
export async function writeUntilKilled<T>({
  server,
  queues,
  killAfter,
  maxMs = 30_000,
  write,
}: {
  server: ServerProcess;
  /** One list of jobs per writer. */
  queues: T[][];
  killAfter: number;
  maxMs?: number;
  /** Resolves with the server's answer; rejects when the connection is lost. */
  write: (job: T, writer: number) => Promise<WriteOutcome>;
}): Promise<StreamResult<T>> {
  const acknowledged: T[] = [];
  const refused: T[] = [];
  const inFlight: T[] = [];
  const errors: unknown[] = [];
  const started = Date.now();
  let isKilled = false;
  const exited = new Promise<void>((resolve) => {
    if (!isRunning(server)) resolve();
    else server.child.once('exit', () => resolve());
  });
  let elapsedMs = 0;
  const kill = () => {
    if (isKilled) return;
    isKilled = true;
    elapsedMs = Date.now() - started;
    server.child.kill('SIGKILL');
  };
  const deadline = setTimeout(kill, maxMs);
  await Promise.all(
    queues.map(async (queue, writer) => {
      for (const job of queue) {
        if (isKilled) return;
        let outcome: WriteOutcome;
        try {
          outcome = await write(job, writer);
        } catch (error) {
          if (isKilled)
            inFlight.push(job); // the process was killed under this write
          else errors.push(error);
          return;
        }
        (outcome === 'acknowledged' ? acknowledged : refused).push(job);
        if (acknowledged.length >= killAfter) kill();
      }
    }),
  );
  clearTimeout(deadline);
  kill();
  await exited;
  return { acknowledged, inFlight, refused, errors, elapsedMs };
}
