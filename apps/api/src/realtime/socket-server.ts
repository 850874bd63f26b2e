import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { ERROR_MESSAGES, type ErrorEnvelope, SOCKET_SERVER_EVENTS } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { RateLimitRules } from '../lib/rate-limit-rules.js';
import type { RateLimiter } from '../lib/rate-limiter.js';
import { presentMessage } from '../modules/chat/index.js';
import { requestIdOf } from '../operations/request-id.js';
import type { Actor } from '../platform/actor.js';
import type { ChatEvent, ChatEvents } from '../platform/chat-events.js';
import { findActorByToken } from '../plugins/auth.js';
import type { FileStorage } from '../storage/file-storage.js';
import { resyncAfterRedisOutage } from './redis-resync.js';
import {
  type SessionCheck,
  staffSessionCheck,
  startStaffSocketSweep,
  userSessionCheck,
} from './session-check.js';
import { conversationRoom, failure, registerChatEvents } from './socket-events.js';

export { conversationRoom } from './socket-events.js';

/** A connected party: a user (by session token) or, for support chats, a staff member. */
export type SocketIdentity =
  | { kind: 'user'; actor: Actor; fullname: string }
  | { kind: 'staff'; staffId: string; sessionId: string; name: string };

/** Resolves a handshake's staff credential; absent until the staff module provides one. */
export type StaffAuthenticator = (
  token: string,
) => Promise<{ staffId: string; sessionId: string; name: string } | null>;

type Log = {
  error: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
};

export type RealtimeOptions = {
  httpServer: HttpServer;
  db: Db;
  events: ChatEvents;
  rateLimiter: RateLimiter;
  rateLimitRules: RateLimitRules;
  storage: FileStorage;
  log: Log;
  /** With Redis, several API processes deliver to each other's sockets (Redis Streams adapter). */
  redis?: Redis | undefined;
  /** The Redis stream the instances share (default `talentport:socket.io`). */
  streamName?: string | undefined;
  authenticateStaff?: StaffAuthenticator | undefined;
  /** After Redis comes back, how long to wait before this instance's sockets resync (default 3 s). */
  redisResyncDelayMs?: number | undefined;
};

export type Realtime = {
  io: Server;
  /** True when the user has a socket on any instance. */
  isUserOnline: (userId: string) => Promise<boolean>;
  /** Tells the user's open tabs, on every instance, that a notification arrived. */
  announceNotification: (userId: string) => void;
  /**
   * Closes, on every instance, the sockets of ended user and staff sessions, and every socket of
   * users whose rights changed (they reconnect with what they may still see).
   */
  disconnectSessions: (ended: {
    sessionIds?: readonly string[];
    staffSessionIds?: readonly string[];
    userIds?: readonly string[];
  }) => void;
  /** Sockets open on this process (the metrics gauge). */
  connectionCount: () => number;
  /**
   * Drops this process's sockets at the transport, so that each client reconnects by itself
   * (through the load balancer, to another process) and catches up by seq: the graceful restart.
   */
  reconnectElsewhere: () => void;
  close: () => Promise<void>;
};

export const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const staffSessionRoom = (sessionId: string) => `staff-session:${sessionId}`;
export const SUPPORT_STAFF_ROOM = 'staff:support';

function readHandshakeToken(socket: Socket, key: 'token' | 'staffToken'): string | null {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  const fromAuth = auth?.[key];
  if (typeof fromAuth === 'string' && fromAuth.length > 0 && fromAuth.length <= 256) return fromAuth;
  if (key === 'token') {
    const header = socket.handshake.headers.token;
    const value = Array.isArray(header) ? header[0] : header;
    if (value && value.length <= 256) return value;
  }
  return null;
}

/**
 * The Redis Streams adapter (0.3.1) sends its short-lived requests (`fetchSockets`, behind
 * `isUserOnline`) with a PUBLISH whose promise it drops. When Redis goes away before answering,
 * ioredis rejects that promise and nobody handles it: Node ends the process. Every PUBLISH on this
 * connection gets a handler; callers that await it still see the error, and `fetchSockets` fails
 * by its own timeout.
 */
function handlePublishFailures(redis: Redis): Redis {
  const publish = redis.publish.bind(redis) as (...args: unknown[]) => Promise<number>;
  const guarded = (...args: unknown[]) => {
    const sent = publish(...args);
    sent.catch(() => {});
    return sent;
  };
  redis.publish = guarded as unknown as Redis['publish'];
  return redis;
}

/**
 * Socket.IO on the API's own HTTP server (path /socket.io, websocket transport only, so a load
 * balancer needs no sticky sessions). The handshake carries the same session token as HTTP calls.
 * Every socket joins `user:<id>`; `conversation:join` adds `conversation:<id>` after checking the
 * user takes part. Writes go through the chat services, and the acknowledgement is sent after the
 * commit; what other sockets see comes from the services' events, never from the handlers.
 */
export function attachRealtime(options: RealtimeOptions): Realtime {
  const io = createSocketServer(options);
  /** How each socket re-checks the session it was opened with (before every event). */
  const sessionChecks = new Map<Socket, SessionCheck>();
  const staffChecks = new Map<Socket, SessionCheck>();
  const stopStaffSweep = startStaffSocketSweep(staffChecks, (error) =>
    options.log.warn({ err: error }, 'could not re-check staff sockets'),
  );
  io.use((socket, next) => {
    socket.data.requestId = requestIdOf(socket.handshake.headers['x-request-id']);
    next();
  });
  io.use(authenticateHandshake(options, sessionChecks, staffChecks));
  io.on('connection', (socket) => {
    const identity = socket.data.identity as SocketIdentity;
    joinOwnRooms(socket, identity);
    socket.on('disconnect', () => {
      sessionChecks.delete(socket);
      staffChecks.delete(socket);
    });
    registerChatEvents(socket, options, identity, sessionChecks.get(socket) ?? (async () => false));
  });
  const unsubscribe = forwardChatEvents(io, options.events);
  const stopResync = options.redis
    ? resyncAfterRedisOutage(io, options.redis, options.log, options.redisResyncDelayMs ?? 3_000)
    : () => {};
  return realtimeControls(io, options.log, async () => {
    unsubscribe();
    stopResync();
    stopStaffSweep();
  });
}

/** Socket.IO on the HTTP server, websocket only, with the Redis Streams adapter when configured. */
function createSocketServer(options: RealtimeOptions): Server {
  return new Server(options.httpServer, {
    path: '/socket.io',
    serveClient: false,
    transports: ['websocket'],
    maxHttpBufferSize: 64 * 1024,
    ...(options.redis
      ? {
          adapter: createAdapter(handlePublishFailures(options.redis), {
            streamName: options.streamName ?? 'talentport:socket.io',
            maxLen: 100_000,
          }),
        }
      : {}),
  });
}

/**
 * The handshake: a user's session token, else (for support) a staff token; each socket keeps a
 * check of its session, re-run before every event. Anything else is refused with 401.
 */
function authenticateHandshake(
  options: RealtimeOptions,
  sessionChecks: Map<Socket, SessionCheck>,
  staffChecks: Map<Socket, SessionCheck>,
) {
  const { db, log } = options;
  return async (socket: Socket, next: (error?: Error) => void) => {
    try {
      const token = readHandshakeToken(socket, 'token');
      const actor = token ? await findActorByToken(db, token) : null;
      if (actor) {
        const [user] = await db
          .select({ fullname: users.fullname })
          .from(users)
          .where(eq(users.id, actor.userId))
          .limit(1);
        socket.data.identity = {
          kind: 'user',
          actor,
          fullname: user?.fullname ?? '',
        } satisfies SocketIdentity;
        sessionChecks.set(socket, userSessionCheck(db, token as string, actor.sessionId));
        return next();
      }
      const staffToken = readHandshakeToken(socket, 'staffToken');
      const staff =
        staffToken && options.authenticateStaff ? await options.authenticateStaff(staffToken) : null;
      if (staff) {
        socket.data.identity = { kind: 'staff', ...staff } satisfies SocketIdentity;
        if (options.authenticateStaff && staffToken) {
          const check = staffSessionCheck(options.authenticateStaff, staffToken, staff.sessionId);
          sessionChecks.set(socket, check);
          staffChecks.set(socket, check);
        }
        return next();
      }
      const error = new Error('UNAUTHORIZED') as Error & { data?: ErrorEnvelope };
      error.data = failure(401, 'UNAUTHORIZED', ERROR_MESSAGES.UNAUTHORIZED);
      return next(error);
    } catch (error) {
      log.error({ err: error, requestId: socket.data.requestId }, 'socket handshake failed');
      const failed = new Error('INTERNAL_ERROR') as Error & { data?: ErrorEnvelope };
      failed.data = failure(500, 'INTERNAL_ERROR', ERROR_MESSAGES.INTERNAL_ERROR);
      return next(failed);
    }
  };
}

/** Every socket joins its user (or the support staff) room and its session's room. */
function joinOwnRooms(socket: Socket, identity: SocketIdentity) {
  if (identity.kind === 'user') {
    void socket.join([userRoom(identity.actor.userId), sessionRoom(identity.actor.sessionId)]);
  } else void socket.join([SUPPORT_STAFF_ROOM, staffSessionRoom(identity.sessionId)]);
}

function roomsFor(event: ChatEvent): string[] {
  const rooms = [conversationRoom(event.conversationId), ...event.memberUserIds.map(userRoom)];
  if (event.conversationType === 'supportConv') rooms.push(SUPPORT_STAFF_ROOM);
  return rooms;
}

/** Committed chat changes -> sockets. One emit to several rooms reaches each socket once. */
function forwardChatEvents(io: Server, events: ChatEvents): () => void {
  return events.subscribe((event) => {
    const target = io.to(roomsFor(event));
    switch (event.type) {
      case 'message.created':
        target.emit(SOCKET_SERVER_EVENTS.messageCreated, presentMessage(event.message));
        break;
      case 'message.updated':
        target.emit(SOCKET_SERVER_EVENTS.messageUpdated, presentMessage(event.message));
        break;
      case 'conversation.read':
        target.emit(SOCKET_SERVER_EVENTS.conversationRead, {
          conversationId: event.conversationId,
          userId: event.userId,
          seq: event.seq,
        });
        break;
      case 'conversation.created':
        target.emit(SOCKET_SERVER_EVENTS.conversationCreated, {
          conversationId: event.conversationId,
          type: event.conversationType,
        });
        break;
    }
  });
}

/** What the rest of the API does with the sockets: presence, pushes, revocation, drain, close. */
function realtimeControls(io: Server, log: RealtimeOptions['log'], stop: () => Promise<void>): Realtime {
  return {
    io,
    async isUserOnline(userId) {
      try {
        const sockets = await io.in(userRoom(userId)).fetchSockets();
        return sockets.length > 0;
      } catch (error) {
        log.warn({ err: error, userId }, 'could not ask other instances whether a user is online');
        return false;
      }
    },
    announceNotification(userId) {
      io.to(userRoom(userId)).emit(SOCKET_SERVER_EVENTS.notificationCreated);
    },
    disconnectSessions({ sessionIds = [], staffSessionIds = [], userIds = [] }) {
      const rooms = [
        ...sessionIds.map(sessionRoom),
        ...staffSessionIds.map(staffSessionRoom),
        ...userIds.map(userRoom),
      ];
      if (rooms.length > 0) io.in(rooms).disconnectSockets(true);
    },
    connectionCount: () => io.of('/').sockets.size,
    reconnectElsewhere() {
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
    },
    async close() {
      await stop();
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      io.engine.close();
    },
  };
}
