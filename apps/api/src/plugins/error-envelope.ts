import { ERROR_MESSAGES, type ErrorCode, type FieldIssue } from '@talentport/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { type DatabaseFault, databaseErrorCode, describeDatabaseFault } from '../db/database-faults.js';
import { AppError } from '../lib/app-error.js';

/** How long a client is asked to wait before retrying while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

type ValidationIssue = { instancePath?: string; message?: string; params?: unknown };

/** Every error envelope names its request (`requestId`, also the `X-Request-Id` header). */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: string,
  en: string,
  fields?: FieldIssue[],
) {
  const error = fields && fields.length > 0 ? { en, fields } : { en };
  return reply
    .status(statusCode)
    .send({ status: statusCode, message: code, error, requestId: reply.request.id });
}

function describeField(instancePath: string | undefined, context: string | undefined): string {
  const field = (instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : part))
    .join('.')
    .replace(/\.\[/g, '[');
  if (field) return field;
  return context === 'querystring'
    ? 'The query string'
    : context === 'params'
      ? 'The path'
      : 'The request body';
}

/** "email must be a valid email address; password must be at least 8 characters." */
export function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const sentences = issues.slice(0, 5).map((issue) => {
    const field = describeField(issue.instancePath, context);
    const message = issue.message ?? 'is not valid';
    if (field.startsWith('The ') && /expected (object|record)/i.test(message)) {
      return `${field} must be a JSON object`;
    }
    return `${field} ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
  });
  return `${sentences.join('; ')}.`;
}

/** The refused fields of a body or query, for forms to place each message next to its field. */
export function describeFieldIssues(issues: ValidationIssue[], context: string | undefined): FieldIssue[] {
  if (context !== 'body' && context !== 'querystring') return [];
  return issues.flatMap((issue) => {
    const path = describeField(issue.instancePath, context);
    if (path.startsWith('The ')) return [];
    const message = issue.message ?? 'is not valid';
    return [{ path, message: `${message.charAt(0).toLowerCase()}${message.slice(1)}` }];
  });
}

const FASTIFY_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
};

/**
 * A database fault is not a bug (decision 113): the database unreachable is 503 with Retry-After,
 * its disk full is 507; both are logged in words an operator searches for.
 */
function sendDatabaseFault(
  reply: FastifyReply,
  fault: DatabaseFault,
  error: unknown,
  onDatabaseFault: ((fault: DatabaseFault) => void) | undefined,
) {
  onDatabaseFault?.(fault);
  const code = databaseErrorCode(error);
  if (fault === 'disk-full') {
    reply.request.log.error(
      { err: error, code },
      'No space left on device: the database could not write because its disk is full (answered 507 STORAGE_FULL). Free space on the disk that holds the database.',
    );
    return sendError(reply, 507, 'STORAGE_FULL', ERROR_MESSAGES.STORAGE_FULL);
  }
  reply.request.log.warn(
    { err: error, code },
    'the database cannot be reached (answered 503 DATABASE_UNAVAILABLE)',
  );
  reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return sendError(reply, 503, 'DATABASE_UNAVAILABLE', ERROR_MESSAGES.DATABASE_UNAVAILABLE);
}

/**
 * Every failure leaves as `{status, message: CODE, error: {en}}`. Client mistakes are 4xx with a
 * sentence; database faults are 503 or 507 (`onDatabaseFault` hears of each); anything unexpected
 * is logged and answered with a generic 500.
 */
export function registerErrorEnvelope(
  app: FastifyInstance,
  options: { onDatabaseFault?: (fault: DatabaseFault) => void } = {},
) {
  // JSON bodies: an empty body is "no body" (clients send the JSON content type on every call),
  // anything else goes through Fastify's prototype-poisoning-safe parser.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    defaultJsonParser(request, text, done);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 5xx AppError is a peer that failed (the object store, say): the operator needs its cause.
      if (error.statusCode >= 500) {
        const detail = (error as { detail?: unknown }).detail;
        request.log.warn({ err: error.cause ?? error, code: error.code, detail }, 'a dependency failed');
      }
      reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.code, error.message, error.fields);
    }
    // Zod's validation errors and Fastify's own both arrive as `error.validation`.
    if (error.validation) {
      return sendError(
        reply,
        400,
        'VALIDATION_ERROR',
        describeValidation(error.validation, error.validationContext),
        describeFieldIssues(error.validation, error.validationContext),
      );
    }
    const mapped = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (mapped) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      return sendError(reply, status, mapped, ERROR_MESSAGES[mapped]);
    }
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return sendError(reply, 400, 'INVALID_JSON', ERROR_MESSAGES.INVALID_JSON);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode === 429 ? 'RATE_LIMITED' : 'VALIDATION_ERROR';
      return sendError(
        reply,
        error.statusCode,
        code,
        error.statusCode === 429 ? ERROR_MESSAGES.RATE_LIMITED : error.message,
      );
    }
    const fault = describeDatabaseFault(error);
    if (fault) return sendDatabaseFault(reply, fault, error, options.onDatabaseFault);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'INTERNAL_ERROR', ERROR_MESSAGES.INTERNAL_ERROR);
  });
}

export function sendApiNotFound(reply: FastifyReply) {
  return sendError(reply, 404, 'ROUTE_NOT_FOUND', ERROR_MESSAGES.ROUTE_NOT_FOUND);
}
