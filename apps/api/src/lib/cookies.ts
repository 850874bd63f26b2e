import type { FastifyReply, FastifyRequest } from 'fastify';

/** Reads one cookie from the request's `Cookie` header. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

export type CookieOptions = { path: string; maxAgeSeconds: number; isSecure: boolean };

/** Sets an httpOnly, SameSite=Lax cookie (or clears it with a max age of 0). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions) {
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.isSecure) attributes.push('Secure');
  const existing = reply.getHeader('set-cookie');
  const cookies = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  reply.header('set-cookie', [...cookies, attributes.join('; ')]);
}
