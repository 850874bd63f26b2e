import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type AppProcess, logLines, startAppProcess } from '../test/app-process.js';
import { HAPROXY_CONFIG } from '../test/haproxy-process.js';
import { uniqueEmail } from '../test/harness.js';
import { findFreePort } from '../test/redis-process.js';
import { openTestDatabase } from '../test/test-database.js';
import { createLifecycle } from './lifecycle.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('readiness follows the lifecycle', () => {
  it('answers 503 while starting and while draining, 200 in between; live answers throughout', async () => {
    const database = await openTestDatabase();
    const lifecycle = createLifecycle();
    const app = await buildApp({ db: database.db, lifecycle, uploadCleanupCheckMs: 0 });
    const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });
    const starting = await ready();
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toMatchObject({
      status: 503,
      message: 'NOT_READY',
      error: { en: expect.stringMatching(/starting/) },
    });
    lifecycle.markReady();
    // Ready also waits for the search indexes' first build (decision 125): longer on a database
    // that other suites have filled.
    await expect.poll(async () => (await ready()).statusCode, { timeout: 60_000, interval: 100 }).toBe(200);
    expect((await ready()).json()).toEqual({
      status: 200,
      message: 'ok',
      result: { status: 'ready', checks: { database: 'ok', storage: 'ok' } },
    });
    lifecycle.markDraining();
    expect((await ready()).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await app.close();
    await database.close();
  }, 120_000);
});

/** The real server (src/server.ts) on embedded PGlite, with METRICS_PORT set. */
describe('a running server: request ids, metrics, graceful SIGTERM', () => {
  let dataDir: string;
  let server: AppProcess;
  let metricsPort: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'talentport-ops-'));
    metricsPort = await findFreePort();
    server = await startAppProcess(
      {
        DATA_DIR: dataDir,
        DEMO_DATA: 'off',
        METRICS_PORT: String(metricsPort),
        DRAIN_DELAY_MS: '1500',
        LOG_LEVEL: 'info',
        WEB_DIST: path.join(dataDir, 'no-web-build'),
      },
      await findFreePort(),
    );
  }, 240_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('returns the caller’s X-Request-Id, makes one when absent or unusable, and puts it in error envelopes and logs', async () => {
    const given = await fetch(`${server.url}/api/health/live`, { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const made = await fetch(`${server.url}/api/health/live`);
    expect(made.headers.get('x-request-id')).toMatch(UUID);
    const refused = await fetch(`${server.url}/api/health/live`, {
      headers: { 'x-request-id': 'no spaces <b>' },
    });
    expect(refused.headers.get('x-request-id')).toMatch(UUID);

    const failed = await fetch(`${server.url}/api/v1/file/not-a-uuid`, {
      headers: { 'x-request-id': 'trace-404' },
    });
    expect(failed.status).toBe(400);
    expect(await failed.json()).toMatchObject({ message: 'VALIDATION_ERROR', requestId: 'trace-404' });
    expect(failed.headers.get('x-request-id')).toBe('trace-404');
    // The completion line may be written just after the answer.
    let lines = logLines(server).filter((line) => line.reqId === 'trace-404');
    for (let attempt = 0; attempt < 50 && lines.length < 2; attempt++) {
      await sleep(50);
      lines = logLines(server).filter((line) => line.reqId === 'trace-404');
    }
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });

  it('carries the request id of a sign-up into the log line of its verification mail', async () => {
    const answer = await fetch(`${server.url}/api/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'signup-trace-1' },
      body: JSON.stringify({
        fullname: 'Trace Me',
        email: uniqueEmail('trace'),
        password: 'correct horse battery',
      }),
    });
    expect(answer.status).toBe(200);
    const deadline = Date.now() + 10_000;
    let mailLine: Record<string, unknown> | undefined;
    while (!mailLine && Date.now() < deadline) {
      mailLine = logLines(server).find(
        (line) => line.msg === 'mail sent' && line.requestId === 'signup-trace-1',
      );
      if (!mailLine) await sleep(100);
    }
    expect(mailLine).toMatchObject({ requestId: 'signup-trace-1', template: expect.any(String) });
  });

  it('serves Prometheus text on METRICS_PORT only: HTTP histogram by route pattern, process and product metrics', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await fetch(`${server.url}/api/v1/file/${id}`)).status).toBe(404);
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const text = await metrics.text();
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/v1/file/:fileId",status_code="404"} 1',
    );
    expect(text).not.toContain(id);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^talentport_socket_connections 0$/m);
    expect(text).toMatch(/^talentport_peer_up\{peer="storage"\} 1$/m);
    expect(text).toMatch(/^talentport_mail_outbox\{status="pending"\} \d+$/m);
    expect(text).toMatch(/^talentport_mail_outbox\{status="failed"\} 0$/m);
    expect(text).toContain('# TYPE talentport_search_duration_seconds histogram');
    const publicAnswer = await fetch(`${server.url}/metrics`);
    expect(await publicAnswer.text()).not.toContain('http_request_duration_seconds');
  });

  it('on SIGTERM turns not-ready, keeps serving, tells sockets to reconnect, then exits 0', async () => {
    const registered = await fetch(`${server.url}/api/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullname: 'Sock Et',
        email: uniqueEmail('sock'),
        password: 'correct horse battery',
      }),
    });
    const { token } = ((await registered.json()) as { result: { token: string } }).result;
    const socket = io(server.url, { transports: ['websocket'], auth: { token }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) =>
      socket.once('disconnect', (reason) => resolve(reason)),
    );
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await sleep(300);
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(503);
    const stillServing = await fetch(`${server.url}/api/v1/user/me`, { method: 'POST', headers: { token } });
    expect(stillServing.status).toBe(200);
    expect(socket.connected).toBe(true);
    // "transport close": the client's own reconnection logic takes over (not "io server disconnect").
    expect(await disconnected).toBe('transport close');
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1400);
    expect(await server.exited).toBe(0);
    expect(logLines(server).map((line) => line.msg)).toContain('drained; exiting');
  }, 40_000);
});

describe('docs/operations.md', () => {
  it('shows the HAProxy configuration the load-balancer test runs, word for word', async () => {
    const guide = await readFile(path.join(path.dirname(HAPROXY_CONFIG), '../operations.md'), 'utf8');
    const shown = /```haproxy\n([\s\S]*?)```/.exec(guide)?.[1];
    const used = (await readFile(HAPROXY_CONFIG, 'utf8')).replace(/^(#.*\n)+/, '');
    expect(shown).toBe(used);
  });
});
