import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-envelope.js';

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.trim().replace(/^\[|\]$/g, '');
  if (bare === '::1') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  return IPV4_LOOPBACK.test(v4);
}

/** Every address a request names: the connection's peer and each forwarding header's entries. */
function addressesOf(request: FastifyRequest): Array<string | undefined> {
  const forwardedFor = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const forwarded = String(request.headers.forwarded ?? '')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part.toLowerCase().startsWith('for='))
    .map((part) => part.slice(4).replace(/^"|"$/g, '').replace(/:\d+$/, ''));
  const realIp = request.headers['x-real-ip'] ? [String(request.headers['x-real-ip'])] : [];
  return [request.socket.remoteAddress, request.ip, ...forwardedFor, ...forwarded, ...realIp];
}

/**
 * onRequest hook for development pages (the dev outbox shows everyone's reset links): answers only
 * a client on this machine. The connection must come from loopback, and so must every client a
 * proxy says it forwarded for (with or without TRUST_PROXY): a forwarded outside client is not
 * local, whatever the proxy's own address.
 */
export async function onlyLoopback(request: FastifyRequest, reply: FastifyReply) {
  if (addressesOf(request).every(isLoopbackAddress)) return;
  return sendError(
    reply,
    403,
    'FORBIDDEN',
    'The development outbox answers only on the machine the server runs on.',
  );
}
