import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppProcess, startAppProcess } from '../test/app-process.js';
import { findFreePort } from '../test/redis-process.js';

export const PASSWORD = 'fault suite passphrase';
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Answer = {
  status: number;
  body: { status?: number; message?: string; error?: { en?: string }; requestId?: string };
  headers: Headers;
  ms: number;
};

/** One HTTP call; rejects only when no answer came (a reset, a refused connection, a timeout). */
export async function call(url: string, method: string, route: string, body?: unknown): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${url}${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let parsed: Answer['body'] = {};
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = { message: text.slice(0, 200) };
  }
  return { status: response.status, body: parsed, headers: response.headers, ms: Date.now() - started };
}

export const uniqueFaultEmail = (label: string) =>
  `fault.${label}.${Date.now().toString(36)}.${randomBytes(3).toString('hex')}@example.test`;

export function signUp(url: string, email: string) {
  return call(url, 'POST', '/api/v1/user/register', { fullname: 'Fault Test', email, password: PASSWORD });
}

export const readiness = (url: string) => call(url, 'GET', '/api/health/ready');

/** Polls until `check` holds (or fails with what it saw last). */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T>,
  check: (value: T) => boolean,
  ms = 30_000,
) {
  const deadline = Date.now() + ms;
  let last: T | undefined;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      last = await probe();
      if (check(last)) return last;
    } catch (error) {
      lastError = error;
    }
    await sleep(100);
  }
  throw new Error(
    `${what}: not reached in ${ms} ms; last ${JSON.stringify(last)} ${String(lastError ?? '')}`,
  );
}

/**
 * A steady trickle of sign-ups against one server: one at a time, with a short pause, until
 * stopped. Every answer and every call that got no answer is recorded.
 */
export function startSignUpLoad(url: string, pauseMs = 50) {
  const acknowledged: string[] = [];
  const answers: Answer[] = [];
  const noAnswer: { email: string; error: string }[] = [];
  let isStopped = false;
  const done = (async () => {
    while (!isStopped) {
      const email = uniqueFaultEmail('load');
      try {
        const answer = await signUp(url, email);
        answers.push(answer);
        if (answer.status === 200) acknowledged.push(email);
      } catch (error) {
        noAnswer.push({ email, error: String((error as Error).cause ?? error) });
      }
      await sleep(pauseMs);
    }
  })();
  return {
    acknowledged,
    answers,
    noAnswer,
    async stop() {
      isStopped = true;
      await done;
    },
  };
}

const madeDataDirs: string[] = [];

/** Removes the data directories startFaultServer made (call after the processes stopped). */
export async function removeFaultDataDirs() {
  await Promise.all(madeDataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** server.ts as an operator runs it, on its own data directory and port, no demo data, no SPA build. */
export async function startFaultServer(env: Record<string, string>): Promise<AppProcess> {
  let dataDir = env.DATA_DIR;
  if (!dataDir) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'talentport-faults-'));
    madeDataDirs.push(dataDir);
  }
  return startAppProcess(
    {
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'info',
      DRAIN_DELAY_MS: '0',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      ...env,
    },
    await findFreePort(),
  );
}

export const isAlive = (app: AppProcess) => app.child.exitCode === null && app.child.signalCode === null;
