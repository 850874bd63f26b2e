import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_OPTIONS, COMPRESS_FROM_BYTES, ENCODINGS, type Encoding } from './compression.js';

type Prepared = { body: string; etag: string; encoded: Partial<Record<Encoding, Buffer>> };

/** Answers already serialized, by the answer object a cache hands out again (decision 126). */
const prepared = new WeakMap<object, Prepared>();

function prepare<T extends object>(
  reply: FastifyReply,
  answer: T,
  envelope: (answer: T) => unknown,
): Prepared {
  const body = String(reply.serialize(envelope(answer)));
  const made = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
  prepared.set(answer, made);
  return made;
}

/** The body in this encoding, compressed on first use (as the compression plugin would). */
function encodedBody(found: Prepared, encoding: Encoding): Buffer {
  let bytes = found.encoded[encoding];
  if (!bytes) {
    bytes = encoding === 'br' ? brotliCompressSync(found.body, BROTLI_OPTIONS) : gzipSync(found.body);
    found.encoded[encoding] = bytes;
  }
  return bytes;
}

/** The encoding the client accepts (Brotli first), or null for plain text. */
function encodingFor(request: FastifyRequest, body: string): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header || body.length < COMPRESS_FROM_BYTES) return null;
  const chosen = negotiate(header.toLowerCase(), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * Sends a cached answer as bytes prepared once (decisions 126, 134): the first request for an
 * answer object serializes `envelope(answer)` through the route's own response serializer and
 * remembers the text and its ETag beside that object, and each compressed form the first time a
 * client asks for it; every later request for the same object (a cache hit) sends those bytes, or
 * a 304 when its `If-None-Match` names the ETag. When the cache computes a new answer (a change,
 * the day, the TTL), the new object is prepared once again.
 */
export function sendPrepared<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: T,
  envelope: (answer: T) => unknown,
): FastifyReply {
  const found = prepared.get(answer) ?? prepare(reply, answer, envelope);
  const encoding = encodingFor(request, found.body);
  // Each encoding is its own representation, with its own strong validator.
  const etag = encoding ? `${found.etag.slice(0, -1)}-${encoding}"` : found.etag;
  reply.header('etag', etag);
  // Revalidate every time: the answer may change with the next listing change.
  reply.header('cache-control', 'no-cache');
  reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  if (!encoding) return reply.send(found.body);
  // A set Content-Encoding tells the compression plugin the payload is already compressed.
  return reply.header('content-encoding', encoding).send(encodedBody(found, encoding));
}
