import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, startAppProcess, stopAppProcess, waitUntilReady } from '../test/app-process.js';
import { buildChatUser, type ChatUser } from '../test/chat-builders.js';
import { makeImage, multipartBody } from '../test/files-fixtures.js';
import { type HaproxyProcess, hasHaproxy, startHaproxy, stopHaproxy } from '../test/haproxy-process.js';
import { TEST_PASSWORD } from '../test/harness.js';
import { findFreePort } from '../test/redis-process.js';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../test/server-process.js';
import { openSharedDatabase, type SharedDatabase } from '../test/shared-database.js';

/**
 * Issue 31 through the balancer: two production server processes (src/server.ts) behind the
 * documented HAProxy configuration, sharing PostgreSQL, Redis and a bucket that stalls (s3rver
 * stopped with SIGSTOP). An upload used to hang until HAProxy's `timeout server` answered an HTML
 * 504 at 60 s; it must now get the API's 503 envelope within about two S3 timeouts (HAProxy retries
 * the 503 on the processes; each waits for the store once). Needs TEST_DATABASE_URL, TEST_REDIS_URL and haproxy.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const TIMEOUT_MS = 1_500;
const BUCKET = 'talentport-faults-lb';

describe.skipIf(!serverUrl || !redisUrl || !hasHaproxy())('a stalled bucket behind HAProxy', () => {
  let shared: SharedDatabase;
  let s3: ServerProcess | undefined;
  let s3Dir: string;
  let haproxy: HaproxyProcess | undefined;
  const instances: AppProcess[] = [];
  let alice: ChatUser;

  beforeAll(async () => {
    shared = await openSharedDatabase(serverUrl as string, redisUrl as string, 'talentport_faults_lb');
    alice = await buildChatUser(shared.builder, shared.database.db, { fullname: 'Alice' });
    s3Dir = await mkdtemp(path.join(tmpdir(), 'talentport-fault-lb-s3-'));
    s3 = await startServerProcess('s3-peer-server.ts', { BUCKET, S3_DIR: s3Dir, PORT: '0' });
    const env = {
      DATABASE_URL: shared.databaseUrl,
      REDIS_URL: redisUrl as string,
      SOCKET_STREAM: shared.stream,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.url,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      S3_TIMEOUT_MS: String(TIMEOUT_MS),
      DEMO_DATA: 'off',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(process.cwd(), 'no-web-build'),
    };
    const ports = [await findFreePort(), await findFreePort()] as [number, number];
    instances.push(...(await Promise.all(ports.map((port) => startAppProcess(env, port)))));
    haproxy = startHaproxy(await findFreePort(), ports);
    await waitUntilReady(haproxy.url, 30_000, () => haproxy?.output.join('') ?? '');
  });

  afterAll(async () => {
    if (s3?.child.signalCode === null) s3.child.kill('SIGCONT');
    await stopHaproxy(haproxy);
    await Promise.all(instances.map((instance) => stopAppProcess(instance)));
    await stopServerProcess(s3, 'SIGKILL');
    await shared?.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  it('answers the 503 STORAGE_UNAVAILABLE envelope with Retry-After, in seconds, not an HTML 504', async () => {
    const url = haproxy?.url ?? '';
    const login = await fetch(`${url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: alice.email, password: TEST_PASSWORD }),
    });
    const token = ((await login.json()) as { result: { token: string } }).result.token;
    const upload = async () => {
      const { payload, contentType } = multipartBody(await makeImage('png'), {
        filename: 'me.png',
        contentType: 'image/png',
      });
      const started = Date.now();
      const answer = await fetch(`${url}/api/v1/file/upload?refType=avatar&refCode=${alice.code}`, {
        method: 'POST',
        headers: { token, 'content-type': contentType },
        body: new Uint8Array(payload),
      });
      return { answer, elapsedMs: Date.now() - started };
    };
    expect((await upload()).answer.status).toBe(200);

    s3?.child.kill('SIGSTOP');
    const { answer, elapsedMs } = await upload();
    s3?.child.kill('SIGCONT');
    console.info(`behind HAProxy, a stalled bucket: ${answer.status} after ${elapsedMs} ms`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await answer.json()) as { message: string }).message).toBe('STORAGE_UNAVAILABLE');
    // HAProxy retries a 503 up to three times, but each process waits for the store only once
    // (then fails at once until it answers): about two timeouts, far below 60 s.
    expect(elapsedMs).toBeLessThan(2 * TIMEOUT_MS + 2_000);

    const ready = await fetch(`${url}/api/health/ready`);
    expect(ready.status).toBe(200);
  });
});
