/**
 * What kind of database fault an error is, on either driver (decision 113). Drizzle wraps the
 * driver's error in `DrizzleQueryError` (`cause`), pg's pool and Node's sockets put theirs in
 * `code`, and a connection refused on a name with several addresses is an `AggregateError`: the
 * whole chain is read.
 *
 * - `unavailable`: the database cannot be reached right now (refused, reset, restarted, shut down,
 *   too many connections, a connect timeout). The request is answered 503 DATABASE_UNAVAILABLE.
 * - `disk-full`: the disk that holds the database is full (SQLSTATE 53100, ENOSPC, errno 28).
 *   The request is answered 507 STORAGE_FULL.
 */
export type DatabaseFault = 'unavailable' | 'disk-full';

/** Node's socket errors that mean the server is not there (or went away). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server shutting down or refusing connections (class 57P, 53300). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** pg's own messages for a lost or never-made connection (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error and is not queryable/i,
  /client was closed and is not queryable/i,
];

const DISK_FULL_MESSAGE = /no space left on device/i;

type ErrorLike = {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  $metadata?: unknown;
};

function faultOf(candidate: ErrorLike): DatabaseFault | undefined {
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  const message = typeof candidate.message === 'string' ? candidate.message : '';
  if (code === '53100' || code === 'ENOSPC' || candidate.errno === 28 || DISK_FULL_MESSAGE.test(message)) {
    return 'disk-full';
  }
  if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
    return 'unavailable';
  }
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unavailable';
  return undefined;
}

/** The fault an error (or anything in its `cause` chain) stands for; undefined for any other error. */
export function describeDatabaseFault(error: unknown): DatabaseFault | undefined {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 12; seen++) {
    const current = pending.shift();
    if (!current || typeof current !== 'object') continue;
    const candidate = current as ErrorLike;
    // The object store's client (AWS SDK) and fetch (an identity provider) fail with the same
    // socket codes: not the database.
    if (candidate.$metadata !== undefined || candidate.message === 'fetch failed') return undefined;
    const fault = faultOf(candidate);
    // Disk full wins over a connection lost with it (PostgreSQL may end the session after it).
    if (fault === 'disk-full') return fault;
    if (fault) return describeDatabaseFault(candidate.cause) === 'disk-full' ? 'disk-full' : fault;
    pending.push(candidate.cause);
    if (Array.isArray(candidate.errors)) pending.push(...candidate.errors);
  }
  return undefined;
}

/** The SQLSTATE or system error code found in the chain, for the log line. */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const code = (current as ErrorLike).code;
    if (typeof code === 'string') return code;
    current = (current as ErrorLike).cause;
  }
  return undefined;
}
