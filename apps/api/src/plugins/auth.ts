import { TOKEN_HEADER, type UserRole } from '@talentport/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { preparedPerDb } from '../db/prepared.js';
import { sessions, users } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { hashToken } from '../lib/tokens.js';
import type { Actor } from '../platform/actor.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const MAX_TOKEN_LENGTH = 256;

export function readToken(request: FastifyRequest): string | null {
  const value = request.headers[TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  return token;
}

/** How stale a session's `lastSeenAt` may get before a request refreshes it (one write per 5 min). */
export const LAST_SEEN_PRECISION_MS = 5 * 60_000;

/**
 * The session lookup every signed-in request makes, prepared once per database (decision 137):
 * drizzle builds its text once, and PostgreSQL parses and plans it once per connection.
 */
const sessionLookup = preparedPerDb((db) =>
  db
    .select({
      userId: users.id,
      sessionId: sessions.id,
      userRole: users.userRole,
      isOnboard: users.isOnboard,
      emailVerify: users.emailVerify,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('talentport_session_lookup'),
);

export async function findActorByToken(db: Db, token: string): Promise<Actor | null> {
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token), now: new Date() });
  if (!row) return null;
  const { lastSeenAt, ...actor } = row;
  const now = Date.now();
  if (now - lastSeenAt.getTime() > LAST_SEEN_PRECISION_MS) {
    // The devices list shows when each session was last used; the condition keeps concurrent
    // requests from writing twice.
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(
        and(
          eq(sessions.id, actor.sessionId),
          lt(sessions.lastSeenAt, new Date(now - LAST_SEEN_PRECISION_MS)),
        ),
      );
  }
  return actor;
}

/** onRequest hook: a valid session token is required; sets `request.actor`. It runs before body validation, so a guest gets 401 rather than a validation error. */
export function createAuthenticate(db: Db) {
  return async function authenticate(request: FastifyRequest) {
    const token = readToken(request);
    const actor = token ? await findActorByToken(db, token) : null;
    if (!actor) throw new AppError('UNAUTHORIZED');
    request.actor = actor;
  };
}

/** Hook (after authenticate): only the given roles may make the call. */
export function requireRole(...roles: UserRole[]) {
  return async function checkRole(request: FastifyRequest) {
    const role = request.actor?.userRole;
    if (!role || !roles.includes(role)) throw new AppError('FORBIDDEN');
  };
}

/**
 * Hook (after authenticate): posting, applying and messaging need a verified email. Answered
 * with 409, not 403, because a 403 logs the user out in the web app (the role rules).
 */
export async function requireVerifiedEmail(request: FastifyRequest) {
  if (!request.actor?.emailVerify) {
    throw new AppError(
      'EMAIL_NOT_VERIFIED',
      'Please verify your email address first: enter the code we sent you or open the link in that email.',
    );
  }
}

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHORIZED');
  return request.actor;
}

/** onRequest hook for public calls: a valid token sets `request.actor`; none or a stale one is a guest. */
export function createIdentify(db: Db) {
  return async function identify(request: FastifyRequest) {
    const token = readToken(request);
    request.actor = token ? await findActorByToken(db, token) : null;
  };
}
