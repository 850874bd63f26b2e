import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStorage, StorageState } from './file-storage.js';
import { StorageUnavailableError } from './storage-unavailable.js';

export type S3StorageOptions = {
  bucket: string;
  /** A non-AWS store (MinIO, s3rver, R2...); unset for AWS itself. */
  endpoint?: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; unset: the SDK's default chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_TIMEOUT_MS: the longest one call may take, its retry included (default 10 s). */
  timeoutMs?: number | undefined;
};

const DEFAULT_TIMEOUT_MS = 10_000;
/** How long a readiness probe's answer is reused: readiness is asked every few seconds. */
const PROBE_TTL_MS = 5_000;

const isMissing = (error: unknown) => {
  const name = (error as { name?: string })?.name;
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
};

/**
 * Objects in one bucket, named as on disk. A PUT is atomic in S3, so no partial object is ever
 * visible; downloads stream through the API (which checks access first), never straight from the
 * bucket.
 *
 * Every call is bounded (decision 115): a connect timeout, a timeout per attempt, two attempts,
 * and a deadline of `timeoutMs` over all of them. A call that fails or runs out of time throws
 * `StorageUnavailableError` (503 STORAGE_UNAVAILABLE), and later calls fail at once until the
 * store answers a probe again. A PUT that failed may still land later
 * (the store may hold the bytes while it stalls), so its name is removed afterwards, in the
 * background, until the store has confirmed the delete twice, a deadline apart.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const attemptMs = Math.max(50, Math.floor(timeoutMs / 2) - 100);
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: Math.min(3_000, attemptMs),
      requestTimeout: attemptMs,
      throwOnRequestTimeout: true,
      socketTimeout: timeoutMs,
    },
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  let state: StorageState = 'unknown';
  let probedAt = 0;
  let probing: Promise<void> | undefined;

  /** A HEAD in the background, at most every few seconds (every second while unavailable). */
  function startProbe() {
    if (probing || Date.now() - probedAt < (state === 'unavailable' ? 1_000 : PROBE_TTL_MS)) return;
    probedAt = Date.now();
    probing = send(
      'head bucket',
      (abortSignal) => client.send(new HeadBucketCommand({ Bucket }), { abortSignal }),
      {
        isProbe: true,
      },
    )
      .then(
        () => {},
        () => {
          state = 'unavailable';
        },
      )
      .finally(() => {
        probing = undefined;
      });
  }

  /**
   * One call under the deadline; the state follows each answer. While the store is unavailable,
   * calls fail at once (a circuit breaker) and a probe runs in the background; the first call or
   * probe that succeeds closes it. So one stall costs one timeout per process, not one per request.
   */
  async function send<T>(
    what: string,
    call: (abortSignal: AbortSignal) => Promise<T>,
    { isProbe = false } = {},
  ): Promise<T> {
    if (state === 'unavailable' && !isProbe) {
      startProbe();
      throw new StorageUnavailableError(`${what}: the store has not answered since its last failure`);
    }
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new StorageUnavailableError(`${what}: no answer within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const answer = await Promise.race([call(controller.signal), deadline]);
      state = 'ok';
      return answer;
    } catch (error) {
      if (isMissing(error)) {
        state = 'ok';
        throw error;
      }
      state = 'unavailable';
      if (error instanceof StorageUnavailableError) throw error;
      throw new StorageUnavailableError(`${what} failed`, error);
    } finally {
      clearTimeout(timer);
    }
  }

  const removeObject = (name: string, options: { isProbe?: boolean } = {}) =>
    send(
      `delete ${name}`,
      (abortSignal) => client.send(new DeleteObjectCommand({ Bucket, Key: name }), { abortSignal }),
      options,
    );

  /**
   * Names whose PUT failed, deleted by one background sweep (a few at a time, one after another,
   * stopping at the first failure) until two deletes a deadline apart have succeeded, for at most
   * an hour and at most 10,000 names: a long outage costs one failing call per sweep, not one per
   * upload.
   */
  const pendingRemovals = new Map<string, { givesUpAt: number; removedAt?: number }>();
  let sweep: NodeJS.Timeout | undefined;
  const scheduleSweep = (delayMs: number) => {
    sweep = setTimeout(() => void sweepRemovals(), delayMs);
    sweep.unref();
  };
  async function sweepRemovals() {
    for (const [name, entry] of [...pendingRemovals].slice(0, 20)) {
      try {
        await removeObject(name, { isProbe: true });
      } catch {
        if (Date.now() > entry.givesUpAt) pendingRemovals.delete(name);
        break; // The store is still away: the rest wait for the next sweep.
      }
      entry.removedAt ??= Date.now();
      if (Date.now() - entry.removedAt >= timeoutMs) pendingRemovals.delete(name);
    }
    sweep = undefined;
    if (pendingRemovals.size > 0) scheduleSweep(Math.min(timeoutMs, 2_000));
  }
  function removeLater(name: string) {
    if (pendingRemovals.size >= 10_000 || pendingRemovals.has(name)) return;
    pendingRemovals.set(name, { givesUpAt: Date.now() + 60 * 60_000 });
    if (!sweep) scheduleSweep(Math.min(timeoutMs, 1_000));
  }

  return {
    kind: 's3',
    async put(name, bytes, contentType) {
      try {
        await send(`put ${name}`, (abortSignal) =>
          client.send(new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: contentType }), {
            abortSignal,
          }),
        );
      } catch (error) {
        removeLater(name);
        throw error;
      }
    },
    async open(name) {
      try {
        const answer = await send(`get ${name}`, (abortSignal) =>
          client.send(new GetObjectCommand({ Bucket, Key: name }), { abortSignal }),
        );
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await removeObject(name);
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await send('list', (abortSignal) =>
          client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }), { abortSignal }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      // Readiness never waits on a stalled store for more than a second; a failed call has marked
      // the store unavailable already.
      startProbe();
      if (probing) await Promise.race([probing, new Promise((resolve) => setTimeout(resolve, 1_000))]);
      return state;
    },
  };
}
