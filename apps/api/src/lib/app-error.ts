import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type FieldIssue } from '@talentport/contract';

/** A failure the client should see: a code from the contract and an English sentence. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  /** For invalid input: the refused fields, so that forms can show each next to its field. */
  readonly fields: FieldIssue[] | undefined;

  constructor(code: ErrorCode, en?: string, headers: Record<string, string> = {}, fields?: FieldIssue[]) {
    super(en ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.headers = headers;
    this.fields = fields;
  }
}

/** A 400 about one field: `invalidField('payMax', 'must not be less than the lowest pay')`. */
export function invalidField(path: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', `${path} ${message}.`, {}, [{ path, message }]);
}
