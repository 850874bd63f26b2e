import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Storage, type S3StorageOptions } from '../storage/s3-storage.js';

/**
 * A real S3-compatible server (s3rver) on a random local port, with one empty bucket, for tests
 * and the load-balancer test's instances. s3rver accepts the credentials `S3RVER` / `S3RVER`.
 */
export type S3Peer = {
  endpoint: string;
  options: S3StorageOptions;
  /** The same settings as environment variables, for an API child process. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

export async function startS3Peer(bucket = 'talentport-test'): Promise<S3Peer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'talentport-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const options: S3StorageOptions = {
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  return {
    endpoint,
    options,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The object names in the peer's bucket, read straight from S3 (not through the API). */
export async function listBucket(peer: S3Peer): Promise<string[]> {
  const names: string[] = [];
  for await (const name of createS3Storage(peer.options).list()) names.push(name);
  return names.sort();
}
