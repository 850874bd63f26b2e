import { z } from 'zod';
import {
  CHAT_CONVERSATION_TYPES,
  CHAT_MAX_ATTACHMENTS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SEARCH_MAX_LENGTH,
  cleanMessageText,
} from './chat-constants.js';
import { CHAT_PAGE_SIZE, MAX_RECORDS_PER_PAGE, PUBLIC_CODE_PATTERN } from './constants.js';
import { fileRefSchema } from './user.js';

const textError = {
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : 'must be text'),
};

export const chatMessageBodySchema = z
  .string(textError)
  .transform(cleanMessageText)
  .pipe(z.string().max(CHAT_MESSAGE_MAX_LENGTH, `must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`));

/** Client-generated id of a message: the retry key (the server keeps one message per sender and id). */
export const chatClientIdSchema = z
  .string(textError)
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, "-" or "_" (a UUID fits)');

const idSchema = (what: string) => z.uuid({ error: `must be a ${what} id` });

export const conversationIdParamsSchema = z.object({ conversationId: idSchema('conversation') });
export const messageIdParamsSchema = z.object({ messageId: idSchema('message') });

export const chatParticipantSchema = z.object({
  _id: z.string(),
  code: z.string(),
  fullname: z.string(),
  userRole: z.string().nullable(),
  avatar: z.array(fileRefSchema),
  /** The newest message this participant has read (read receipts). */
  lastReadSeq: z.number().int(),
});
export type ChatParticipant = z.infer<typeof chatParticipantSchema>;

export const chatAttachmentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  isImage: z.boolean(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  /** Position in the conversation: 1, 2, 3... in commit order. */
  seq: z.number().int(),
  clientId: z.string(),
  senderKind: z.enum(['user', 'staff']),
  /** The user who sent it; null for a support team reply. */
  senderId: z.string().nullable(),
  senderName: z.string(),
  body: z.string(),
  attachments: z.array(chatAttachmentSchema),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  isDeleted: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  _id: z.string(),
  type: z.enum(CHAT_CONVERSATION_TYPES),
  /** What it is about: the opportunity's or engagement's title when known. */
  subject: z.string(),
  opportunityId: z.string().nullable(),
  engagementId: z.string().nullable(),
  participants: z.array(chatParticipantSchema),
  lastMessage: chatMessageSchema.nullable(),
  lastSeq: z.number().int(),
  unread: z.number().int(),
  /** The caller cannot send here (a direct conversation where one side blocked the other). */
  isBlocked: z.boolean(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Support conversations only (null otherwise): the newest message a staff member has actually
   * read (read receipts: "Seen"), whether the user is waiting for an answer, and who handles it.
   */
  support: z
    .object({
      readSeq: z.number().int(),
      isWaiting: z.boolean(),
      handledBy: z.object({ _id: z.string(), fullname: z.string() }).nullable(),
    })
    .nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const conversationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  recordPerPage: z.coerce.number().int().min(1).max(MAX_RECORDS_PER_PAGE).default(CHAT_PAGE_SIZE),
  type: z
    .enum(CHAT_CONVERSATION_TYPES, { error: `must be one of ${CHAT_CONVERSATION_TYPES.join(', ')}` })
    .optional(),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const messageHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  recordPerPage: z.coerce.number().int().min(1).max(MAX_RECORDS_PER_PAGE).default(CHAT_PAGE_SIZE),
  /** Anchor for infinite scroll: pages count back from messages older than this seq. */
  beforeSeq: z.coerce.number().int().min(1).optional(),
});
export type MessageHistoryQuery = z.infer<typeof messageHistoryQuerySchema>;

export const messageSearchQuerySchema = z.object({
  q: z
    .string(textError)
    .trim()
    .min(1, 'is required')
    .max(CHAT_SEARCH_MAX_LENGTH, `must be at most ${CHAT_SEARCH_MAX_LENGTH} characters`),
  page: z.coerce.number().int().min(1).default(1),
  recordPerPage: z.coerce.number().int().min(1).max(MAX_RECORDS_PER_PAGE).default(CHAT_PAGE_SIZE),
});
export type MessageSearchQuery = z.infer<typeof messageSearchQuerySchema>;

export const sendMessageInputSchema = z.object({
  clientId: chatClientIdSchema,
  body: chatMessageBodySchema.default(''),
  attachmentIds: z
    .array(idSchema('file'), { error: 'must be a list of file ids' })
    .max(CHAT_MAX_ATTACHMENTS, `must list at most ${CHAT_MAX_ATTACHMENTS} files`)
    .default([]),
});
export type SendMessageInput = z.infer<typeof sendMessageInputSchema>;

export const editMessageInputSchema = z.object({ body: chatMessageBodySchema });
export type EditMessageInput = z.infer<typeof editMessageInputSchema>;

export const markReadInputSchema = z.object({ seq: z.number().int().min(0) });
export type MarkReadInput = z.infer<typeof markReadInputSchema>;

export const openDirectInputSchema = z.object({
  userCode: z.string(textError).trim().regex(PUBLIC_CODE_PATTERN, 'must be a user code'),
});
export type OpenDirectInput = z.infer<typeof openDirectInputSchema>;

export const blockInputSchema = openDirectInputSchema;
export type BlockInput = OpenDirectInput;
export const userCodeParamSchema = z.object({
  userCode: z.string().regex(PUBLIC_CODE_PATTERN, 'must be a user code'),
});

export const blockedUserSchema = z.object({
  code: z.string(),
  fullname: z.string(),
  blockedAt: z.string(),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;

export const unreadCountsSchema = z.object({
  total: z.number().int(),
  conversations: z.array(z.object({ conversationId: z.string(), unread: z.number().int() })),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

// ---------------------------------------------------------------------------------------------
// Socket.IO events. Connect to the API's origin (path /socket.io, websocket transport) with
// `auth: {token}`. Every client event takes an acknowledgement callback that receives an envelope
// ({status, message: "ok", result} or {status, message: CODE, error: {en}}).
// ---------------------------------------------------------------------------------------------

export const socketSendSchema = sendMessageInputSchema.extend({ conversationId: idSchema('conversation') });
export type SocketSendPayload = z.input<typeof socketSendSchema>;

export const socketEditSchema = editMessageInputSchema.extend({ messageId: idSchema('message') });
export type SocketEditPayload = z.input<typeof socketEditSchema>;

export const socketDeleteSchema = z.object({ messageId: idSchema('message') });
export type SocketDeletePayload = z.input<typeof socketDeleteSchema>;

export const socketConversationSchema = z.object({ conversationId: idSchema('conversation') });
export type SocketConversationPayload = z.input<typeof socketConversationSchema>;

export const socketReadSchema = markReadInputSchema.extend({ conversationId: idSchema('conversation') });
export type SocketReadPayload = z.input<typeof socketReadSchema>;

export const socketTypingSchema = z.object({
  conversationId: idSchema('conversation'),
  isTyping: z.boolean(),
});
export type SocketTypingPayload = z.input<typeof socketTypingSchema>;

/** Reconnect catch-up: for each conversation, the last message seq the client has seen. */
export const socketSyncSchema = z.object({
  cursors: z
    .array(z.object({ conversationId: idSchema('conversation'), afterSeq: z.number().int().min(0) }))
    .max(50, 'must list at most 50 conversations'),
});
export type SocketSyncPayload = z.input<typeof socketSyncSchema>;

export const socketSyncResultSchema = z.object({
  items: z.array(chatMessageSchema),
  /** Conversations with more than CHAT_SYNC_MAX_MESSAGES new messages: reload their history. */
  truncated: z.array(z.string()),
});
export type SocketSyncResult = z.infer<typeof socketSyncResultSchema>;

/** Server -> client `conversation:read`: someone (maybe the same user in another tab) read up to seq. */
export const socketReadEventSchema = z.object({
  conversationId: z.string(),
  userId: z.string().nullable(),
  seq: z.number().int(),
});
export type SocketReadEvent = z.infer<typeof socketReadEventSchema>;

/** Server -> client `typing`. */
export const socketTypingEventSchema = z.object({
  conversationId: z.string(),
  userId: z.string(),
  fullname: z.string(),
  isTyping: z.boolean(),
});
export type SocketTypingEvent = z.infer<typeof socketTypingEventSchema>;

/** Server -> client `conversation:created`. */
export const socketConversationCreatedSchema = z.object({ conversationId: z.string(), type: z.string() });
export type SocketConversationCreated = z.infer<typeof socketConversationCreatedSchema>;

// ---------------------------------------------------------------------------------------------
// Support inbox (staff console, /api/staff/v1/support/...). Staff sockets connect with
// `auth: {staffToken}` and receive every support conversation's events.
// ---------------------------------------------------------------------------------------------

export const SUPPORT_INBOX_FILTERS = ['all', 'unanswered'] as const;
export type SupportInboxFilter = (typeof SUPPORT_INBOX_FILTERS)[number];

export const supportConversationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  recordPerPage: z.coerce.number().int().min(1).max(MAX_RECORDS_PER_PAGE).default(20),
  filter: z.enum(SUPPORT_INBOX_FILTERS, { error: 'must be all or unanswered' }).default('all'),
});
export type SupportConversationListQuery = z.infer<typeof supportConversationListQuerySchema>;

/** A support conversation as staff see it: the user, and how many of their messages wait. */
export const supportConversationSchema = chatConversationSchema.extend({
  user: z.object({
    _id: z.string(),
    code: z.string(),
    fullname: z.string(),
    email: z.string(),
    userRole: z.string().nullable(),
  }),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

export const supportReplyInputSchema = z.object({
  clientId: chatClientIdSchema,
  body: chatMessageBodySchema,
});
export type SupportReplyInput = z.infer<typeof supportReplyInputSchema>;
