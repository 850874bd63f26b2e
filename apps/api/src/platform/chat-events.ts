import { EventEmitter } from 'node:events';
import type { ChatConversationKind, MessageRow } from '../db/schema.js';

/** Who receives a chat event: the conversation's members, and the support team for support chats. */
export type ChatAudience = {
  conversationId: string;
  conversationType: ChatConversationKind;
  memberUserIds: string[];
};

/** A committed message with what presenting it needs. */
export type ChatMessageRecord = { row: MessageRow; senderName: string };

/**
 * What chat services announce after their transaction commits. `realtime/` forwards them to the
 * sockets in rooms `conversation:<id>` and `user:<id>` (and `staff:support`); nothing here knows
 * about sockets.
 */
export type ChatEvent =
  | ({ type: 'message.created' } & ChatAudience & { message: ChatMessageRecord })
  | ({ type: 'message.updated' } & ChatAudience & { message: ChatMessageRecord })
  | ({ type: 'conversation.read' } & ChatAudience & { userId: string | null; seq: number })
  | ({ type: 'conversation.created' } & ChatAudience);

export type ChatEvents = {
  emit: (event: ChatEvent) => void;
  subscribe: (listener: (event: ChatEvent) => void) => () => void;
};

/** In-process, synchronous fan-out. A listener that throws is reported, never breaks the sender. */
export function createChatEvents(onListenerError: (error: unknown) => void = () => {}): ChatEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  return {
    emit(event) {
      for (const listener of emitter.listeners('event')) {
        try {
          (listener as (event: ChatEvent) => void)(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}

/** For callers that have nowhere to announce to (scripts, tests of a single service). */
export const silentChatEvents: ChatEvents = { emit: () => {}, subscribe: () => () => {} };
