import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, logLines, stopAppProcess } from '../test/app-process.js';
import {
  type Answer,
  isAlive,
  readiness,
  removeFaultDataDirs,
  signUp,
  startFaultServer,
  startSignUpLoad,
  uniqueFaultEmail,
  waitFor,
} from './fault-helpers.js';
import { hasPostgresBinaries, type PostgresCluster, startPostgresCluster } from './postgres-cluster.js';

/**
 * PostgreSQL restarted under two real API processes (server.ts), one idle and one taking a steady
 * trickle of sign-ups (decision 113). Both must stay alive; while the database is down readiness
 * answers 503 quickly and requests get a 503 DATABASE_UNAVAILABLE envelope (never a reset); once it
 * is back both are ready again by themselves, and every sign-up that was acknowledged is stored.
 */
function expectUnavailableEnvelope(answer: Answer) {
  expect(answer.status).toBe(503);
  expect(answer.body.message).toBe('DATABASE_UNAVAILABLE');
  expect(answer.body.error?.en).toMatch(/database/i);
  expect(answer.headers.get('retry-after')).toBe('5');
  expect(answer.body.requestId).toBeTruthy();
  expect(answer.body.requestId).toBe(answer.headers.get('x-request-id'));
}

describe.skipIf(!hasPostgresBinaries())('a PostgreSQL restart under two API processes', () => {
  let cluster: PostgresCluster;
  let idle: AppProcess;
  let busy: AppProcess;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const env = { DATABASE_URL: cluster.url, DATABASE_CONNECT_TIMEOUT_MS: '2000' };
    idle = await startFaultServer(env);
    busy = await startFaultServer(env);
  });

  afterAll(async () => {
    await Promise.all([stopAppProcess(idle), stopAppProcess(busy)]);
    await cluster?.destroy();
    await removeFaultDataDirs();
  });

  function describeProcesses() {
    const tail = (app: AppProcess) => app.output.join('').slice(-3000);
    return `idle:\n${tail(idle)}\nbusy:\n${tail(busy)}`;
  }

  async function expectBothReady() {
    for (const app of [idle, busy]) {
      await waitFor(
        `${app.url} ready`,
        () => readiness(app.url),
        (answer) => answer.status === 200,
      );
    }
  }

  it.each(['fast', 'immediate'] as const)(
    'pg_ctl stop -m %s, then start: both stay alive, answer 503 while it is down, lose no acknowledged sign-up',
    async (mode) => {
      const load = startSignUpLoad(busy.url);
      await waitFor(
        'sign-ups before the stop',
        async () => load.acknowledged.length,
        (count) => count >= 3,
      );

      await cluster.stop(mode);
      const answersBeforeDown = load.answers.length;
      // Readiness says so at once, and does not hang on a database that is not there.
      for (const app of [idle, busy]) {
        const answer = await readiness(app.url);
        expect(answer.status, describeProcesses()).toBe(503);
        expect(answer.ms).toBeLessThan(5000);
      }
      // A request on the idle process: a 503 envelope with Retry-After and the request id.
      const refused = await signUp(idle.url, uniqueFaultEmail('down'));
      expectUnavailableEnvelope(refused);
      expect(refused.ms).toBeLessThan(5000);
      // The busy process's clients get the same envelope, not a reset.
      const downAnswer = await waitFor(
        'a 503 on the busy process',
        async () => load.answers.slice(answersBeforeDown).find((answer) => answer.status === 503),
        (answer) => answer !== undefined,
      );
      if (downAnswer) expectUnavailableEnvelope(downAnswer);
      expect(isAlive(idle) && isAlive(busy), describeProcesses()).toBe(true);

      await cluster.start();
      await expectBothReady();
      const acknowledgedAtStart = load.acknowledged.length;
      await waitFor(
        'sign-ups after the start',
        async () => load.acknowledged.length,
        (count) => count >= acknowledgedAtStart + 3,
      );
      await load.stop();

      expect(isAlive(idle) && isAlive(busy), describeProcesses()).toBe(true);
      expect(load.noAnswer, describeProcesses()).toEqual([]);
      const statuses = new Set(load.answers.map((answer) => answer.status));
      expect([...statuses].sort()).toEqual([200, 503]);
      const stored = await cluster.query<{ email: string }>('select email from users where email = any($1)', [
        load.acknowledged,
      ]);
      expect(stored.map((row) => row.email).sort()).toEqual([...load.acknowledged].sort());
    },
  );

  it.each(['fast', 'immediate'] as const)(
    'pg_ctl restart -m %s: both processes stay alive and become ready again by themselves',
    async (mode) => {
      await cluster.restart(mode);
      await expectBothReady();
      const after = await signUp(idle.url, uniqueFaultEmail('after'));
      expect(after.status, JSON.stringify(after.body)).toBe(200);
      expect(isAlive(idle) && isAlive(busy), describeProcesses()).toBe(true);
    },
  );

  it('logged each lost connection as a warning and crashed on none', () => {
    for (const app of [idle, busy]) {
      const output = app.output.join('');
      expect(output).not.toMatch(/Unhandled 'error' event|unhandledRejection|uncaughtException/);
      const messages = logLines(app).map((line) => String(line.msg ?? ''));
      expect(messages.some((message) => /database connection .*lost/.test(message))).toBe(true);
    }
  });
});
