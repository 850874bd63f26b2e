import type { Device } from '@talentport/contract';
import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { Actor } from '../../platform/actor.js';
import { describeUserAgent } from './user-agent.js';

/** The sessions that can still make requests: not signed out, not expired. */
function liveSessionsOf(userId: string) {
  return and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));
}

/**
 * The account's signed-in devices, the current one first, then by last use. The IP address is
 * kept for security reviews but not shown: the device and browser are what people recognise.
 */
export async function listDevices({
  db,
  actor,
  page,
  recordPerPage,
}: {
  db: Db;
  actor: Actor;
  page: number;
  recordPerPage: number;
}): Promise<{ items: Device[]; total: number; page: number; recordPerPage: number }> {
  const where = liveSessionsOf(actor.userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(where)
      .orderBy(sql`${sessions.id} = ${actor.sessionId} desc`, desc(sessions.lastSeenAt), desc(sessions.id))
      .limit(recordPerPage)
      .offset((page - 1) * recordPerPage),
    db.select({ total: count() }).from(sessions).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      ...describeUserAgent(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      isCurrent: row.id === actor.sessionId,
    })),
    total: counted?.total ?? 0,
    page,
    recordPerPage,
  };
}

/**
 * Signs one of the account's other devices out: the session ends and its live sockets close on
 * every instance (`sessions.revoked`). Someone else's session, or one already ended, is 404.
 */
export async function signOutDevice({
  db,
  events,
  actor,
  sessionId,
}: {
  db: Db;
  events: DomainEventBus;
  actor: Actor;
  sessionId: string;
}): Promise<{ signedOut: number }> {
  if (sessionId === actor.sessionId) {
    throw new AppError('VALIDATION_ERROR', 'This is the device you are using now: log out instead.');
  }
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), liveSessionsOf(actor.userId)))
    .returning({ id: sessions.id });
  if (ended.length === 0)
    throw new AppError('NOT_FOUND', 'There is no such signed-in device on your account.');
  events.emit({ name: 'sessions.revoked', payload: { sessionIds: [sessionId] } });
  return { signedOut: 1 };
}

/** "Sign out everywhere else": every session of the account but this one ends, sockets too. */
export async function signOutOtherDevices({
  db,
  events,
  actor,
}: {
  db: Db;
  events: DomainEventBus;
  actor: Actor;
}): Promise<{ signedOut: number }> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(liveSessionsOf(actor.userId), ne(sessions.id, actor.sessionId)))
    .returning({ id: sessions.id });
  if (ended.length > 0) {
    events.emit({ name: 'sessions.revoked', payload: { sessionIds: ended.map((row) => row.id) } });
  }
  return { signedOut: ended.length };
}
