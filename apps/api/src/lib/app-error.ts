import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@talentport/contract';

/** A failure the client should see: a code from the contract and an English sentence. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, en?: string, headers: Record<string, string> = {}) {
    super(en ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.headers = headers;
  }
}
