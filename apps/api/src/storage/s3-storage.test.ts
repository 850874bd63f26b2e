import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyUploads } from '../cli/uploads-to-s3.js';
import { loadConfig } from '../config.js';
import { files } from '../db/schema.js';
import { buildChatUser, type ChatUser } from '../test/chat-builders.js';
import { makeImage, makePdf, multipartBody } from '../test/files-fixtures.js';
import { buildUser, call, startTestApp, type TestHarness } from '../test/harness.js';
import { listBucket, type S3Peer, startS3Peer } from '../test/s3-peer.js';
import { createDiskStorage } from './disk-storage.js';
import { takeJobLease } from './job-lease.js';
import { createS3Storage } from './s3-storage.js';
import { removeUnattachedUploads } from './unattached-uploads.js';

/** Uploads through the API into a real S3 peer (s3rver on a random port), and back out. */
let peer: S3Peer;
let h: TestHarness;
beforeAll(async () => {
  peer = await startS3Peer();
  h = await startTestApp({ storage: createS3Storage(peer.options), uploadCleanupCheckMs: 0 });
});
afterAll(async () => {
  await h?.close();
  await peer?.close();
});

async function upload(token: string, query: string, file: Buffer, filename: string, contentType: string) {
  const { payload, contentType: type } = multipartBody(file, { filename, contentType });
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/v1/file/upload?${query}`,
    headers: { 'content-type': type, token },
    payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

const profileCode = async (token: string) =>
  (await call(h.app, 'GET', '/api/v1/user/profile', { token })).body.result.code as string;

async function storedNameOf(fileId: string) {
  const [row] = await h.database.db.select().from(files).where(eq(files.id, fileId));
  return row?.storedName;
}

describe('uploads in an S3 bucket', () => {
  it('stores an avatar in the bucket, serves it through the API and deletes it when replaced', async () => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const code = await profileCode(token);
    const first = await upload(
      token,
      `refCode=${code}&refType=avatar`,
      await makeImage('png'),
      'a.png',
      'image/png',
    );
    expect(first.statusCode).toBe(200);
    const firstName = await storedNameOf(first.body.result._id);
    expect(await listBucket(peer)).toContain(firstName);
    const download = await h.app.inject({ method: 'GET', url: first.body.result.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/webp');
    expect(download.rawPayload.length).toBe(first.body.result.size);
    const second = await upload(
      token,
      `refCode=${code}&refType=avatar`,
      await makeImage('jpeg'),
      'b.jpg',
      'image/jpeg',
    );
    expect(second.statusCode).toBe(200);
    const bucket = await listBucket(peer);
    expect(bucket).not.toContain(firstName);
    expect(bucket).toContain(await storedNameOf(second.body.result._id));
  });

  it('keeps the access policy: a resume in the bucket is refused to guests and freelancers', async () => {
    // An onboarded (public) profile's resume is readable by employers (decision 053).
    const owner = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    const other = await buildUser(h.app, { role: 'freelancer' });
    const employer = await buildUser(h.app, { role: 'employer' });
    const code = await profileCode(owner.token);
    const res = await upload(
      owner.token,
      `refCode=${code}&refType=resume`,
      makePdf(),
      'cv.pdf',
      'application/pdf',
    );
    expect(res.statusCode).toBe(200);
    const get = (token?: string) =>
      h.app.inject({ method: 'GET', url: res.body.result.url, headers: token ? { token } : {} });
    expect((await get()).statusCode).toBe(401);
    expect((await get(other.token)).statusCode).toBe(404);
    const allowed = await get(employer.token);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 when the row exists but the object is gone from the bucket', async () => {
    const { token } = await buildUser(h.app, { role: 'freelancer' });
    const code = await profileCode(token);
    const res = await upload(
      token,
      `refCode=${code}&refType=avatar`,
      await makeImage('png'),
      'a.png',
      'image/png',
    );
    await createS3Storage(peer.options).remove((await storedNameOf(res.body.result._id)) ?? '');
    const download = await h.app.inject({ method: 'GET', url: res.body.result.url });
    expect(download.statusCode).toBe(404);
    expect(download.json()).toMatchObject({ message: 'NOT_FOUND', requestId: expect.any(String) });
  });
});

describe('the unattached-upload sweep', () => {
  let alice: ChatUser;
  let conversationId: string;
  beforeAll(async () => {
    alice = await buildChatUser(h.app, h.database.db, { fullname: 'Alice' });
    const bob = await buildChatUser(h.app, h.database.db, { fullname: 'Bob' });
    const opened = await call(h.app, 'POST', '/api/v1/chat/conversations/direct', {
      token: alice.token,
      body: { userCode: bob.code },
    });
    conversationId = opened.body.result._id;
  });

  it('removes chat files and application attachments never attached after a day, from the table and the bucket', async () => {
    const chatUpload = () =>
      upload(
        alice.token,
        `refType=chat-attachment&refCode=${conversationId}`,
        makePdf(),
        'x.pdf',
        'application/pdf',
      );
    const [attached, unattachedOld, unattachedYoung] = await Promise.all([
      chatUpload(),
      chatUpload(),
      chatUpload(),
    ]);
    const freelancer = await buildUser(h.app, { role: 'freelancer' });
    const code = await profileCode(freelancer.token);
    const attachment = await upload(
      freelancer.token,
      `refType=attachment&refCode=${code}`,
      makePdf(),
      'a.pdf',
      'application/pdf',
    );
    const sent = await call(h.app, 'POST', `/api/v1/chat/conversations/${conversationId}/messages`, {
      token: alice.token,
      body: { clientId: randomUUID(), attachmentIds: [attached.body.result._id] },
    });
    expect(sent.statusCode).toBe(200);
    const old = [attached, unattachedOld, attachment].map((res) => res.body.result._id as string);
    await h.database.db.execute(
      sql`update files set created_at = now() - interval '25 hours' where ${inArray(files.id, old)}`,
    );
    const names = await Promise.all(
      [attached, unattachedOld, unattachedYoung, attachment].map((res) => storedNameOf(res.body.result._id)),
    );

    const removed = await removeUnattachedUploads({
      db: h.database.db,
      storage: createS3Storage(peer.options),
    });

    expect(removed).toBe(2);
    const bucket = await listBucket(peer);
    expect(bucket).toContain(names[0]);
    expect(bucket).not.toContain(names[1]);
    expect(bucket).toContain(names[2]);
    expect(bucket).not.toContain(names[3]);
    const left = await h.database.db.select({ id: files.id }).from(files).where(inArray(files.id, old));
    expect(left.map((row) => row.id)).toEqual([attached.body.result._id]);
  });

  it('gives the hourly lease to one of several processes asking at once, and to nobody else until it ends', async () => {
    const name = `test-job-${randomUUID()}`;
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((holder) => takeJobLease(h.database.db, name, 60_000, holder)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await takeJobLease(h.database.db, name, 60_000, 'e')).toBe(false);
    const short = `test-job-${randomUUID()}`;
    expect(await takeJobLease(h.database.db, short, 1, 'a')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await takeJobLease(h.database.db, short, 1, 'b')).toBe(true);
  });
});

describe('npm run uploads:to-s3', () => {
  it('copies disk uploads into the bucket under the same names, and skips them on a second run', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'talentport-copy-'));
    const names = [`${randomUUID()}.webp`, `${randomUUID()}.pdf`];
    await writeFile(path.join(directory, names[0] ?? ''), await makeImage('webp'));
    await writeFile(path.join(directory, names[1] ?? ''), makePdf());
    await writeFile(path.join(directory, `${randomUUID()}.pdf.partial`), 'half');
    const bucket = createS3Storage(peer.options);
    const source = { directory, storage: createDiskStorage(directory) };
    expect(await copyUploads(source, bucket)).toEqual({ copied: 2, skipped: 0 });
    expect(await copyUploads(source, bucket)).toEqual({ copied: 0, skipped: 2 });
    const stream = await bucket.open(names[1] ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    await rm(directory, { recursive: true, force: true });
  });
});

describe('S3 settings', () => {
  it('reads S3_* and the AWS credentials; leaves the disk when S3_BUCKET is unset', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      timeoutMs: 10_000,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(() => loadConfig({ S3_BUCKET: 'uploads', AWS_ACCESS_KEY_ID: 'id' })).toThrow(
      /AWS_SECRET_ACCESS_KEY/,
    );
  });
});
