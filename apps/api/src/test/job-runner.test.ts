import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLeases, jobRuns } from '../db/schema.js';
import { createStaffAccount } from '../modules/staff/index.js';
import { scheduleLeasedJob } from '../storage/job-lease.js';
import { describeJobError, retryDelayMs } from '../storage/job-runs.js';
import { call, startTestApp, type TestHarness } from './harness.js';
import { logInStaff } from './staff-login.js';

let h: TestHarness;
const quiet = { info: () => {}, error: () => {} };
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

const until = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
const recordOf = async (name: string) =>
  (await h.database.db.select().from(jobRuns).where(eq(jobRuns.name, name)))[0];

describe('the background job runner (decision 121)', () => {
  it('records each run, and retries a failed run after a backoff instead of a whole period', async () => {
    let attempts = 0;
    const job = scheduleLeasedJob({
      db: h.database.db,
      name: 'test-flaky-job',
      everyMs: 60 * 60_000,
      checkMs: 20,
      run: async () => {
        attempts += 1;
        if (attempts === 1)
          throw new Error('the peer refused\n    at stack line\nparams: secret@example.test');
        return 7;
      },
      log: quiet,
    });
    try {
      await until(async () => (await recordOf('test-flaky-job'))?.lastFailureAt != null);
      const failed = await recordOf('test-flaky-job');
      expect(failed).toMatchObject({ consecutiveFailures: 1, failures: 1, runs: 1 });
      expect(failed?.lastError).toBe('Error: the peer refused');
      // The lease now ends after the first backoff (5 s), not after the job's hour.
      const [lease] = await h.database.db
        .select()
        .from(jobLeases)
        .where(eq(jobLeases.name, 'test-flaky-job'));
      expect((lease?.leasedUntil.getTime() ?? 0) - Date.now()).toBeLessThan(6_000);
      await h.database.db
        .update(jobLeases)
        .set({ leasedUntil: new Date(Date.now() - 1000) })
        .where(eq(jobLeases.name, 'test-flaky-job'));
      await until(async () => (await recordOf('test-flaky-job'))?.lastSuccessAt != null);
      expect(await recordOf('test-flaky-job')).toMatchObject({
        consecutiveFailures: 0,
        failures: 1,
        runs: 2,
        lastCount: 7,
      });
      expect(attempts).toBe(2);
    } finally {
      await job.stop();
    }
  });

  it('doubles the wait with every failure in a row, never beyond the job’s period', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures, 60_000))).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ]);
    expect(retryDelayMs(10, 60_000)).toBe(60_000);
    expect(retryDelayMs(0, 60_000)).toBe(60_000);
  });

  it('keeps no query parameters of a failed query', () => {
    const error = Object.assign(
      new Error('Failed query: insert into "users" values ($1) params: ada@example.test'),
      {
        cause: Object.assign(new Error('duplicate key'), { code: '23505' }),
      },
    );
    const text = describeJobError(error);
    expect(text).not.toContain('ada@example.test');
    expect(text).toContain('(23505)');
  });

  it('shows every job to staff admins on the console’s API, and in /metrics', async () => {
    await createStaffAccount(
      h.database.db,
      { email: 'jobs-admin@staff.test', fullname: 'Jobs Admin', roles: ['admin'] },
      'jobs admin passphrase',
    );
    await createStaffAccount(
      h.database.db,
      { email: 'jobs-support@staff.test', fullname: 'Jobs Support', roles: ['support'] },
      'jobs support passphrase',
    );
    const admin = await logInStaff(h.app, 'jobs-admin@staff.test', 'jobs admin passphrase');
    const support = await logInStaff(h.app, 'jobs-support@staff.test', 'jobs support passphrase');
    const listed = await call(h.app, 'GET', '/api/staff/v1/jobs', { token: admin });
    expect(listed.statusCode).toBe(200);
    const names = listed.body.result.items.map((item: { name: string }) => item.name);
    expect(names).toContain('test-flaky-job');
    // The mail worker records its passes under one name too.
    expect(names).toContain('send-mail-outbox');
    expect((await call(h.app, 'GET', '/api/staff/v1/jobs', { token: support })).statusCode).toBe(403);
    const metrics = await h.app.metrics.registry.metrics();
    expect(metrics).toMatch(/talentport_job_last_success_timestamp_seconds\{job="test-flaky-job"\} \d+/);
    expect(metrics).toContain('talentport_job_failures{job="test-flaky-job"} 1');
  });
});
