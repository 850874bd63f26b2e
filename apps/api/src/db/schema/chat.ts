import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { staffAccounts } from './staff.js';

export type ChatConversationKind = 'hiringConv' | 'workingConv' | 'directConv' | 'supportConv';

/**
 * A conversation. `key` makes opening one idempotent: `hiring:<opportunityId>:<candidateId>`,
 * `working:<engagementId>`, `direct:<smaller user id>:<larger user id>`, `support:<userId>`.
 * `opportunity_id` and `engagement_id` are plain ids (the opportunities module owns those rows).
 * `last_seq` numbers the messages: it is incremented under the row lock, so seq order is commit
 * order within a conversation and a client can catch up with "everything after seq N".
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<ChatConversationKind>().notNull(),
    key: text('key').notNull(),
    subject: text('subject').notNull().default(''),
    opportunityId: uuid('opportunity_id'),
    engagementId: uuid('engagement_id'),
    /** For a support conversation: the user it belongs to. */
    supportUserId: uuid('support_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** For a support conversation: the newest message the support team has read. */
    supportReadSeq: integer('support_read_seq').notNull().default(0),
    /** Support: the team's newest reply, and where a staff member closed it (waiting = user spoke after both). */
    supportRepliedSeq: integer('support_replied_seq').notNull().default(0),
    supportClosedSeq: integer('support_closed_seq').notNull().default(0),
    /** Support: the staff member handling it (first reply or "Take it"). */
    supportAssigneeStaffId: uuid('support_assignee_staff_id').references(() => staffAccounts.id),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_key_key').on(t.key),
    index('conversations_last_message_idx').on(t.lastMessageAt),
    index('conversations_type_idx').on(t.type, t.lastMessageAt),
    check(
      'conversations_type_check',
      sql`${t.type} in ('hiringConv', 'workingConv', 'directConv', 'supportConv')`,
    ),
  ],
);

/** Who takes part in a conversation, how far they have read, and when they were last mailed. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    /** The conversation's last_seq when this member was last considered for a mail. */
    notifiedSeq: integer('notified_seq').notNull().default(0),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_members_key').on(t.conversationId, t.userId),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

export type ChatAttachmentRef = {
  _id: string;
  name: string;
  url: string;
  mimeType: string;
  size: number;
};

/**
 * A message. `(sender_user_id, client_id)` is unique: a client retrying a send with the same
 * client-generated id gets the stored message back instead of a second copy. Support team replies
 * have `sender_staff_id` instead.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Staff accounts are disabled, never deleted, so their replies keep their author. */
    senderStaffId: uuid('sender_staff_id').references(() => staffAccounts.id),
    clientId: text('client_id').notNull(),
    body: text('body').notNull().default(''),
    attachments: jsonb('attachments').$type<ChatAttachmentRef[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('messages_sender_client_key').on(t.senderUserId, t.clientId),
    uniqueIndex('messages_staff_client_key').on(t.senderStaffId, t.clientId),
    check('messages_sender_check', sql`(${t.senderUserId} is null) <> (${t.senderStaffId} is null)`),
  ],
);

/** `blocker` does not want messages from `blocked`: no new direct conversation, no direct message. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerUserId: uuid('blocker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: uuid('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_blocks_key').on(t.blockerUserId, t.blockedUserId),
    index('user_blocks_blocked_idx').on(t.blockedUserId),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationMemberRow = typeof conversationMembers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
