import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a caller may send as `X-Request-Id`: 1–128 characters, letters, digits and `-_.:`. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's id when it is a sensible one, else a fresh UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && ACCEPTED_REQUEST_ID.test(value) ? value : randomUUID();
}

/** Fastify's `genReqId`: the request id of every log line and of the `X-Request-Id` answer header. */
export const generateRequestId = (request: IncomingMessage) => requestIdOf(request.headers['x-request-id']);

/**
 * The id of the request being served, for work it causes away from the request object (mail
 * queued in a service, then sent by the worker).
 */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = () => requestContext.getStore()?.requestId;
