import type { AppConfig } from '../config.js';
import { createDiskStorage } from './disk-storage.js';
import type { FileStorage } from './file-storage.js';
import { createS3Storage } from './s3-storage.js';

/** The bucket when `S3_BUCKET` is set, otherwise `DATA_DIR/uploads`. */
export function createStorageFromConfig(config: Pick<AppConfig, 's3' | 'uploadsDir'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.uploadsDir);
}
