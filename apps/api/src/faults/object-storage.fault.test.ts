import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema.js';
import { createS3Storage, type S3StorageOptions } from '../storage/s3-storage.js';
import { makeImage, multipartBody } from '../test/files-fixtures.js';
import { buildUser, call, startTestApp, type TestHarness } from '../test/harness.js';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../test/server-process.js';

/**
 * Issue 31, object storage: a bucket that stalls (s3rver stopped with SIGSTOP) or is gone (killed).
 * The API runs in this process on PGlite with S3_TIMEOUT_MS = 1.5 s; s3rver runs in a child process
 * of its own so that it can be frozen.
 */
const TIMEOUT_MS = 1_500;
const BUCKET = 'talentport-faults';

let s3: ServerProcess | undefined;
let s3Dir: string;
let options: S3StorageOptions;
let h: TestHarness;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'talentport-fault-s3-'));
  s3 = await startServerProcess('s3-peer-server.ts', { BUCKET, S3_DIR: s3Dir, PORT: '0' });
  options = {
    bucket: BUCKET,
    endpoint: s3.url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    timeoutMs: TIMEOUT_MS,
  };
  h = await startTestApp({ storage: createS3Storage(options), uploadCleanupCheckMs: 0 });
});

afterAll(async () => {
  if (s3?.child.signalCode === null) s3.child.kill('SIGCONT');
  await stopServerProcess(s3, 'SIGKILL');
  await h?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

async function uploadAvatar(token: string, code: string) {
  const { payload, contentType } = multipartBody(await makeImage('png'), {
    filename: 'me.png',
    contentType: 'image/png',
  });
  const started = Date.now();
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/v1/file/upload?refCode=${code}&refType=avatar`,
    headers: { 'content-type': contentType, token },
    payload,
  });
  return { res, body: res.json(), elapsedMs: Date.now() - started };
}

/** The bucket's names, read with a storage of its own (not the app's). */
async function bucketNames(): Promise<string[]> {
  const names: string[] = [];
  for await (const name of createS3Storage({ ...options, timeoutMs: 5_000 }).list()) names.push(name);
  return names;
}

async function readiness() {
  const res = await h.app.inject({ method: 'GET', url: '/api/health/ready' });
  return { statusCode: res.statusCode, body: res.json() };
}

async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!isDone(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

describe('object storage faults', () => {
  it('a stalled bucket: the upload answers 503 STORAGE_UNAVAILABLE within the timeout, leaving no object and no row', async () => {
    const user = await buildUser(h.app, { role: 'freelancer' });
    const code = (await call(h.app, 'GET', '/api/v1/user/profile', { token: user.token })).body.result.code;
    expect((await readiness()).body.result.checks.storage).toBe('ok');

    s3?.child.kill('SIGSTOP');
    const stalled = await uploadAvatar(user.token, code);
    expect(stalled.res.statusCode).toBe(503);
    expect(stalled.body).toMatchObject({
      status: 503,
      message: 'STORAGE_UNAVAILABLE',
      error: { en: expect.stringMatching(/try again/i) },
    });
    expect(Number(stalled.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(stalled.elapsedMs).toBeLessThan(TIMEOUT_MS + 1_500);
    // The next one does not wait again: the store failed, so calls fail at once until it answers.
    const next = await uploadAvatar(user.token, code);
    expect(next.res.statusCode).toBe(503);
    expect(next.body.message).toBe('STORAGE_UNAVAILABLE');
    expect(next.elapsedMs).toBeLessThan(500);
    // Readiness stays 200 (a shared bucket must not empty the load balancer) and says why.
    const during = await readiness();
    expect(during.statusCode).toBe(200);
    expect(during.body.result.checks.storage).toBe('unavailable');
    expect((await h.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    // The bucket wakes up and may now store the PUT it held: the API removes that name again.
    s3?.child.kill('SIGCONT');
    const names = await until(bucketNames, (list) => list.length === 0, 20_000);
    expect(names).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 2 * TIMEOUT_MS));
    expect(await bucketNames()).toEqual([]);
    const rows = await h.database.db.select().from(files).where(eq(files.refCode, code));
    expect(rows).toEqual([]);
    const profile = await call(h.app, 'GET', '/api/v1/user/profile', { token: user.token });
    expect(profile.body.result.avatar ?? []).toEqual([]);

    // And the next upload works: the store is back, and readiness says so.
    const after = await uploadAvatar(user.token, code);
    expect(after.res.statusCode).toBe(200);
    expect(await bucketNames()).toHaveLength(1);
    expect((await readiness()).body.result.checks.storage).toBe('ok');
  });

  it('a bucket that is gone: uploads and downloads answer 503 (not 500), readiness reports it', async () => {
    const user = await buildUser(h.app, { role: 'freelancer' });
    const code = (await call(h.app, 'GET', '/api/v1/user/profile', { token: user.token })).body.result.code;
    const stored = await uploadAvatar(user.token, code);
    expect(stored.res.statusCode).toBe(200);
    const fileId: string = stored.body.result._id;

    await stopServerProcess(s3, 'SIGKILL');
    const refused = await uploadAvatar(user.token, code);
    expect(refused.res.statusCode).toBe(503);
    expect(refused.body.message).toBe('STORAGE_UNAVAILABLE');
    expect(refused.res.headers['retry-after']).toBeDefined();
    expect(refused.elapsedMs).toBeLessThan(TIMEOUT_MS + 1_500);
    const download = await h.app.inject({
      method: 'GET',
      url: `/api/v1/file/${fileId}`,
      headers: { token: user.token },
    });
    expect(download.statusCode).toBe(503);
    expect(download.json().message).toBe('STORAGE_UNAVAILABLE');
    // The earlier avatar is still the profile's: the refused upload changed nothing.
    const rows = await h.database.db.select().from(files).where(eq(files.refCode, code));
    expect(rows.map((row) => row.id)).toEqual([fileId]);

    const ready = await readiness();
    expect(ready.statusCode).toBe(200);
    expect(ready.body.result.checks.storage).toBe('unavailable');
    expect((await h.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});
