/**
 * Copies every upload from DATA_DIR/uploads into the S3 bucket named by S3_BUCKET (same names, so
 * the `files` table needs no change), skipping what the bucket already has. Safe to run again.
 *
 *   S3_BUCKET=talentport-uploads S3_ENDPOINT=... AWS_ACCESS_KEY_ID=... AWS_SECRET_ACCESS_KEY=... \
 *     npm run uploads:to-s3
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { createDiskStorage } from '../storage/disk-storage.js';
import type { FileStorage } from '../storage/file-storage.js';
import { createS3Storage } from '../storage/s3-storage.js';

const MIME_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export async function copyUploads(from: { directory: string; storage: FileStorage }, to: FileStorage) {
  const existing = new Set<string>();
  for await (const name of to.list()) existing.add(name);
  let copied = 0;
  let skipped = 0;
  for await (const name of from.storage.list()) {
    if (existing.has(name)) {
      skipped++;
      continue;
    }
    const bytes = await readFile(path.join(from.directory, name));
    await to.put(name, bytes, MIME_TYPES[path.extname(name)] ?? 'application/octet-stream');
    copied++;
  }
  return { copied, skipped };
}

async function main() {
  const config = loadConfig();
  if (!config.s3)
    throw new Error('Set S3_BUCKET (and S3_ENDPOINT, credentials) to copy uploads into a bucket.');
  const { copied, skipped } = await copyUploads(
    { directory: config.uploadsDir, storage: createDiskStorage(config.uploadsDir) },
    createS3Storage(config.s3),
  );
  console.log(
    `Copied ${copied} uploads from ${config.uploadsDir} to s3://${config.s3.bucket} (${skipped} already there).`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
