/**
 * Chat constants and helpers without zod, so that the web app's shell (drawer, unread counts,
 * socket) can use them without loading the schema library. The schemas live in chat.ts.
 */
import { CONVERSATION_TYPES } from './constants.js';

/**
 * Chat (the product overview, the data rules Chat state, the product constants). The three conversation types of the spec plus the support
 * conversation every user has with the Talentport team (`isOpenAdminChat`).
 */
export const CHAT_CONVERSATION_TYPES = [...CONVERSATION_TYPES, 'supportConv'] as const;
export type ChatConversationType = (typeof CHAT_CONVERSATION_TYPES)[number];

export const CHAT_TYPE_LABELS: Record<ChatConversationType, string> = {
  hiringConv: 'Hiring',
  workingConv: 'Working',
  directConv: 'Direct',
  supportConv: 'Support',
};

/** A message's text is at most this many characters (after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** A message may carry at most this many attachments. */
export const CHAT_MAX_ATTACHMENTS = 5;
/** The sender may edit or delete a message for this long after sending it. */
export const CHAT_EDIT_WINDOW_MS = 15 * 60_000;
/** An offline member gets at most one mail per conversation in this period. */
export const CHAT_MAIL_INTERVAL_MS = 15 * 60_000;
/** A search term is at most this long. */
export const CHAT_SEARCH_MAX_LENGTH = 100;
/** A catch-up answers at most this many messages per conversation; the client pages for more. */
export const CHAT_SYNC_MAX_MESSAGES = 100;

/** PostgreSQL text cannot hold NUL; other control characters except tab and newline are dropped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

export function cleanMessageText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}

export const SOCKET_CLIENT_EVENTS = {
  send: 'message:send',
  edit: 'message:edit',
  delete: 'message:delete',
  join: 'conversation:join',
  leave: 'conversation:leave',
  read: 'conversation:read',
  typing: 'typing',
  sync: 'sync',
} as const;

export const SOCKET_SERVER_EVENTS = {
  messageCreated: 'message:created',
  messageUpdated: 'message:updated',
  conversationRead: 'conversation:read',
  conversationCreated: 'conversation:created',
  typing: 'typing',
  /** A new in-app notification for this user (no payload: the client refetches the bell). */
  notificationCreated: 'notification:created',
} as const;
