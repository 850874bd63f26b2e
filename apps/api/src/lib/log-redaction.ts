import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/**
 * What never reaches a log line: link tokens (verification, reset, invitation), session tokens,
 * OAuth codes and states, signatures, passwords, cookies. Every URL, header and error message the
 * logger writes goes through these rules (decision 051). Each pattern is linear: no nested or
 * adjacent overlapping quantifiers.
 */
export const REDACTED = '[REDACTED]';

/** Query parameters whose value is a secret, wherever they appear (URLs in messages too). */
const SECRET_PARAM =
  /([?&;](?:token|invite|code|state|key|secret|password|passwd|signature|sig|access_token|id_token|refresh_token|x-amz-signature|x-amz-credential|x-amz-security-token)=)[^&#\s"'<>]*/gi;
/** Path segments after `/token/` (GET /api/v1/user/token/<token>) and friends. */
const SECRET_PATH = /(\/(?:token|tokens|invite|invitations\/token|reset|verify)\/)[^/?#\s"'<>]+/gi;
/** Any other long random path segment (256-bit tokens are 43 base64url characters); UUIDs stay. */
const LONG_SEGMENT = /\/([A-Za-z0-9_-]{32,})(?=[/?#\s"'<>]|$)/g;
/** The 6-digit verification code as mails write it ("Your code: 123456"). */
const MAILED_CODE = /(\bcode: )\d{6}\b/gi;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A URL, path or free text with every secret it carries replaced by [REDACTED]. */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(SECRET_PATH, `$1${REDACTED}`)
    .replace(MAILED_CODE, `$1${REDACTED}`)
    .replace(LONG_SEGMENT, (match, segment: string) => (UUID.test(segment) ? match : `/${REDACTED}`));
}

/** Headers that are secrets as a whole. */
const SECRET_HEADERS = new Set([
  'token',
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'x-auth-token',
]);

export function redactHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      SECRET_HEADERS.has(name.toLowerCase())
        ? REDACTED
        : typeof value === 'string'
          ? redactSecrets(value)
          : value,
    ]),
  );
}

type RequestLike = {
  method?: string;
  url?: string;
  hostname?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};
type ErrorLike = { type?: string; message?: string; stack?: string; code?: unknown; statusCode?: unknown };

const serializers = {
  req(request: RequestLike) {
    return {
      method: request.method,
      url: redactSecrets(request.url ?? ''),
      host: request.host ?? request.hostname,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(error: ErrorLike) {
    if (!error || typeof error !== 'object') return error;
    return {
      type: error.constructor?.name ?? error.type,
      message: redactSecrets(String(error.message ?? '')),
      stack: redactSecrets(String(error.stack ?? '')),
      ...(error.code !== undefined ? { code: error.code } : {}),
      ...(error.statusCode !== undefined ? { statusCode: error.statusCode } : {}),
    };
  },
};

/** pino paths censored wherever a caller logs headers or bodies by hand. */
const REDACT_PATHS = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.token',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
];

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The logger options every API process uses: the caller's level and destination, with the
 * serializers and censoring above. A ready-made logger instance or `false` is left as it is.
 */
export function withLogRedaction(logger: LoggerOption | undefined): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : (logger as Exclude<LoggerOption, boolean | FastifyBaseLogger>);
  if (typeof (options as Partial<FastifyBaseLogger>).info === 'function') return logger;
  return {
    ...options,
    serializers: { ...serializers, ...(options as { serializers?: object }).serializers },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    hooks: {
      // Messages too (e.g. a dev-outbox line with a link in it).
      logMethod(args, method) {
        const redacted = args.map((arg) => (typeof arg === 'string' ? redactSecrets(arg) : arg));
        return method.apply(this, redacted as Parameters<typeof method>);
      },
    },
  } as LoggerOption;
}
