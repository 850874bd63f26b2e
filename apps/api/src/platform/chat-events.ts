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

/** Chat's channel on the domain event bus (`chatChannel` in lib/domain-events.ts). */
export type ChatEvents = {
  emit: (event: ChatEvent) => void;
  subscribe: (listener: (event: ChatEvent) => void) => () => void;
};

/** For callers that have nowhere to announce to (scripts, tests of a single service). */
export const silentChatEvents: ChatEvents = { emit: () => {}, subscribe: () => () => {} };
