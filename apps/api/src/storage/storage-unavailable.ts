import { AppError } from '../lib/app-error.js';

/** Seconds a client is told to wait before trying the store again (`Retry-After`). */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/**
 * The object store did not answer in time, or failed: 503 STORAGE_UNAVAILABLE with Retry-After.
 * `detail` and `cause` are for the log (the error handler logs 5xx AppErrors); the client gets the
 * contract's plain sentence.
 */
export class StorageUnavailableError extends AppError {
  readonly detail: string;

  constructor(detail: string, cause?: unknown) {
    super('STORAGE_UNAVAILABLE', undefined, { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) });
    this.name = 'StorageUnavailableError';
    this.detail = detail;
    if (cause !== undefined) this.cause = cause;
  }
}
