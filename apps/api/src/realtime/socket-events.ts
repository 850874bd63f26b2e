import {
  ERROR_MESSAGES,
  type ErrorEnvelope,
  findUnsafeText,
  SOCKET_CLIENT_EVENTS,
  SOCKET_SERVER_EVENTS,
  type SuccessEnvelope,
  socketConversationSchema,
  socketDeleteSchema,
  socketEditSchema,
  socketReadSchema,
  socketSendSchema,
  socketSyncSchema,
  socketTypingSchema,
  UNSAFE_TEXT_MESSAGE,
} from '@talentport/contract';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.js';
import { enforceRateLimit } from '../lib/rate-limit-rules.js';
import {
  auditSupportReply,
  type ChatReader,
  type ChatSender,
  deleteMessage,
  editMessage,
  ensureCanRead,
  markRead,
  sendMessage,
  syncMessages,
} from '../modules/chat/index.js';
import type { RealtimeOptions, SocketIdentity } from './socket-server.js';

/** Per socket: at most this many events in a 10-second window (typing included). */
const EVENTS_PER_WINDOW = 300;
const WINDOW_MS = 10_000;

type Ack = (answer: SuccessEnvelope<unknown> | ErrorEnvelope) => void;

export const failure = (status: number, code: string, en: string): ErrorEnvelope => ({
  status,
  message: code,
  error: { en },
});

function describeIssues(error: z.ZodError): string {
  const sentences = error.issues.slice(0, 5).map((issue) => {
    const field = issue.path.map(String).join('.') || 'The payload';
    return `${field} ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
  });
  return `${sentences.join('; ')}.`;
}

export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;

/**
 * The one way a socket event is handled: the socket's rate window, the session re-check (a
 * session ended elsewhere does nothing), unsafe text, the payload's schema, then `run`, answered
 * by acknowledgement with the same envelopes as HTTP.
 */
function eventHandler(socket: Socket, log: RealtimeOptions['log'], isSessionLive: () => Promise<boolean>) {
  let windowStart = Date.now();
  let eventsInWindow = 0;

  return function handle<S extends z.ZodType>(
    name: string,
    schema: S,
    run: (payload: z.output<S>) => Promise<unknown>,
  ) {
    socket.on(name, async (...args: unknown[]) => {
      const last = args[args.length - 1];
      const ack: Ack | undefined = typeof last === 'function' ? (last as Ack) : undefined;
      try {
        const now = Date.now();
        if (now - windowStart > WINDOW_MS) {
          windowStart = now;
          eventsInWindow = 0;
        }
        eventsInWindow += 1;
        if (eventsInWindow > EVENTS_PER_WINDOW) {
          ack?.(failure(429, 'RATE_LIMITED', ERROR_MESSAGES.RATE_LIMITED));
          return;
        }
        // A session ended on another instance may not have closed this socket yet: it does nothing.
        if (!(await isSessionLive())) {
          ack?.(failure(401, 'UNAUTHORIZED', ERROR_MESSAGES.UNAUTHORIZED));
          socket.disconnect(true);
          return;
        }
        const unsafePath = findUnsafeText(args[0]);
        if (unsafePath) {
          ack?.(
            failure(
              400,
              'VALIDATION_ERROR',
              `${unsafePath.join('.') || 'The payload'} ${UNSAFE_TEXT_MESSAGE}.`,
            ),
          );
          return;
        }
        const parsed = schema.safeParse(args[0]);
        if (!parsed.success) {
          ack?.(failure(400, 'VALIDATION_ERROR', describeIssues(parsed.error)));
          return;
        }
        const result = await run(parsed.data);
        ack?.({ status: 200, message: 'ok', result: result ?? null });
      } catch (error) {
        if (error instanceof AppError) {
          ack?.(failure(error.statusCode, error.code, error.message));
          return;
        }
        log.error({ err: error, event: name, requestId: socket.data.requestId }, 'socket event failed');
        ack?.(failure(500, 'INTERNAL_ERROR', ERROR_MESSAGES.INTERNAL_ERROR));
      }
    });
  };
}

/**
 * The chat events a connected socket may send: send, edit, delete, join, leave, read, typing and
 * sync. Writes go through the chat services; what other sockets see comes from their events.
 */
export function registerChatEvents(
  socket: Socket,
  options: RealtimeOptions,
  identity: SocketIdentity,
  isSessionLive: () => Promise<boolean>,
) {
  const { db, events } = options;
  const sender: ChatSender =
    identity.kind === 'user'
      ? { kind: 'user', userId: identity.actor.userId }
      : { kind: 'staff', staffId: identity.staffId, name: identity.name };
  const reader: ChatReader =
    identity.kind === 'user' ? { kind: 'user', userId: identity.actor.userId } : { kind: 'staff' };
  const handle = eventHandler(socket, options.log, isSessionLive);

  handle(SOCKET_CLIENT_EVENTS.send, socketSendSchema, async (payload) => {
    if (identity.kind === 'user') {
      await enforceRateLimit(
        options.rateLimiter,
        `chat:send:${identity.actor.userId}`,
        options.rateLimitRules.chatMessagesPerUser,
      );
    }
    const { message } = await sendMessage({
      db,
      events,
      sender,
      input: payload,
      beforeCommit: identity.kind === 'staff' ? auditSupportReply(identity.staffId) : undefined,
    });
    return message;
  });

  handle(SOCKET_CLIENT_EVENTS.edit, socketEditSchema, (payload) =>
    editMessage({ db, events, sender, messageId: payload.messageId, body: payload.body }),
  );

  handle(SOCKET_CLIENT_EVENTS.delete, socketDeleteSchema, (payload) =>
    deleteMessage({ db, events, sender, messageId: payload.messageId, storage: options.storage }),
  );

  handle(SOCKET_CLIENT_EVENTS.join, socketConversationSchema, async ({ conversationId }) => {
    const conversation = await ensureCanRead(db, reader, conversationId);
    await socket.join(conversationRoom(conversationId));
    return { conversationId, lastSeq: conversation.lastSeq };
  });

  handle(SOCKET_CLIENT_EVENTS.leave, socketConversationSchema, async ({ conversationId }) => {
    await socket.leave(conversationRoom(conversationId));
    return { conversationId };
  });

  handle(SOCKET_CLIENT_EVENTS.read, socketReadSchema, (payload) =>
    markRead({ db, events, reader, conversationId: payload.conversationId, seq: payload.seq }),
  );

  handle(SOCKET_CLIENT_EVENTS.typing, socketTypingSchema, async ({ conversationId, isTyping }) => {
    const room = conversationRoom(conversationId);
    if (!socket.rooms.has(room)) {
      throw new AppError('NOT_FOUND', 'Join the conversation before sending typing notices.');
    }
    socket.to(room).emit(SOCKET_SERVER_EVENTS.typing, {
      conversationId,
      userId: identity.kind === 'user' ? identity.actor.userId : 'support',
      fullname: identity.kind === 'user' ? identity.fullname : identity.name,
      isTyping,
    });
    return null;
  });

  handle(SOCKET_CLIENT_EVENTS.sync, socketSyncSchema, ({ cursors }) => syncMessages({ db, reader, cursors }));
}
