import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Prepared = { body: string; etag: string };

/** Answers already serialized, by the answer object a cache hands out again (decision 126). */
const prepared = new WeakMap<object, Prepared>();

function prepare<T extends object>(
  reply: FastifyReply,
  answer: T,
  envelope: (answer: T) => unknown,
): Prepared {
  const body = String(reply.serialize(envelope(answer)));
  const made = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  prepared.set(answer, made);
  return made;
}

/**
 * Sends a cached answer as bytes serialized once (decision 126): the first request for an answer
 * object serializes `envelope(answer)` through the route's own response serializer and remembers
 * the text and its ETag beside that object; every later request for the same object (a cache hit)
 * sends that text, or a 304 when its `If-None-Match` names the ETag. When the cache computes a new
 * answer (a change, the day, the TTL), the new object is serialized once again.
 */
export function sendPrepared<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: T,
  envelope: (answer: T) => unknown,
): FastifyReply {
  const found = prepared.get(answer) ?? prepare(reply, answer, envelope);
  reply.header('etag', found.etag);
  // Revalidate every time: the answer may change with the next listing change.
  reply.header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === found.etag) return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(found.body);
}
