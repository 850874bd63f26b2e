import { CHAT_EDIT_WINDOW_MS, type ChatMessage, type SendMessageInput } from '@talentport/contract';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type ChatAttachmentRef,
  type ConversationRow,
  conversationMembers,
  conversations,
  files,
  type MessageRow,
  messages,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { ChatAudience, ChatEvents, ChatMessageRecord } from '../../platform/chat-events.js';
import { recordHiringMessage } from '../../platform/company-track-record.js';
import { fileUrl } from '../../platform/file-urls.js';
import { canContact, enforce } from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { conversationNotFound, isBlockedWithAny } from './conversations-service.js';
import { presentMessage, SUPPORT_TEAM_NAME } from './presenter.js';

/** Who writes: a user taking part in the conversation, or a member of the support team. */
export type ChatSender = { kind: 'user'; userId: string } | { kind: 'staff'; staffId: string; name: string };
/** Who reads: a participant, or the support team (support conversations only). */
export type ChatReader = { kind: 'user'; userId: string } | { kind: 'staff' };

const messageNotFound = () => new AppError('NOT_FOUND', 'There is no such message.');

type Member = { userId: string; fullname: string; emailVerify: boolean };

async function loadMembers(db: Db, conversationId: string): Promise<Member[]> {
  return db
    .select({ userId: users.id, fullname: users.fullname, emailVerify: users.emailVerify })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(eq(conversationMembers.conversationId, conversationId));
}

function audienceOf(conversation: ConversationRow, members: Member[]): ChatAudience {
  return {
    conversationId: conversation.id,
    conversationType: conversation.type,
    memberUserIds: members.map((member) => member.userId),
  };
}

/** Checks that the reader may see the conversation; NOT_FOUND otherwise. */
export async function ensureCanRead(db: Db, reader: ChatReader, conversationId: string) {
  if (reader.kind === 'staff') {
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), eq(conversations.type, 'supportConv')))
      .limit(1);
    if (!row) throw conversationNotFound();
    return row;
  }
  const [row] = await db
    .select({ conversation: conversations })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.userId, reader.userId),
        eq(conversationMembers.conversationId, conversationId),
      ),
    )
    .limit(1);
  if (!row) throw conversationNotFound();
  return row.conversation;
}

/** Users see support replies as the team's; the audit log says which staff member wrote them. */
function senderNameOf(row: MessageRow, members: Member[]) {
  if (row.senderStaffId) return SUPPORT_TEAM_NAME;
  return members.find((member) => member.userId === row.senderUserId)?.fullname ?? 'Former member';
}

async function findBySenderClientId(db: Db, sender: ChatSender, clientId: string) {
  const [existing] = await db
    .select()
    .from(messages)
    .where(
      and(
        sender.kind === 'user'
          ? eq(messages.senderUserId, sender.userId)
          : eq(messages.senderStaffId, sender.staffId),
        eq(messages.clientId, clientId),
      ),
    )
    .limit(1);
  return existing;
}

/** The sender's own uploads for this conversation, in the order given. */
async function claimAttachments(
  db: Db,
  sender: ChatSender,
  conversationId: string,
  attachmentIds: string[],
): Promise<ChatAttachmentRef[]> {
  if (attachmentIds.length === 0) return [];
  if (sender.kind !== 'user') {
    throw new AppError('VALIDATION_ERROR', 'attachmentIds: support replies cannot carry files.');
  }
  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        inArray(files.id, attachmentIds),
        eq(files.ownerUserId, sender.userId),
        eq(files.refType, 'chat-attachment'),
        eq(files.refCode, conversationId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(attachmentIds)].map((id) => {
    const row = byId.get(id);
    if (!row) {
      throw new AppError(
        'VALIDATION_ERROR',
        'attachmentIds must be files you uploaded to this conversation (refType chat-attachment, refCode the conversation id).',
      );
    }
    return {
      _id: row.id,
      name: row.originalName,
      url: fileUrl(row.id),
      mimeType: row.mimeType,
      size: row.size,
    };
  });
}

export type SendResult = { message: ChatMessage; isDuplicate: boolean };

/**
 * Stores a message and announces it after the commit, so an acknowledgement always means "saved".
 * Sending again with the same clientId returns the stored message (isDuplicate) and announces
 * nothing: retries never make a second copy. The conversation row is locked while the next seq is
 * taken, so seq order is commit order.
 */
export async function sendMessage({
  db,
  events,
  sender,
  input,
  beforeCommit,
}: {
  db: Db;
  events: ChatEvents;
  sender: ChatSender;
  input: SendMessageInput & { conversationId: string };
  /** Runs in the message's transaction for a new message (e.g. the staff audit log entry). */
  beforeCommit?: ((tx: Db, message: MessageRow) => Promise<void>) | undefined;
}): Promise<SendResult> {
  let outcome: { record: ChatMessageRecord; audience: ChatAudience; isDuplicate: boolean };
  try {
    outcome = await db.transaction(async (tx) => {
      const { conversation, members } = await lockConversationWithMembers(tx, input.conversationId);
      const me = findSendingMember(conversation, members, sender);
      const audience = audienceOf(conversation, members);

      const existing = await findBySenderClientId(tx, sender, input.clientId);
      if (existing) {
        if (existing.conversationId !== conversation.id) throw new AppError('CLIENT_ID_REUSED');
        return {
          record: { row: existing, senderName: senderNameOf(existing, members) },
          audience,
          isDuplicate: true,
        };
      }
      if (me && conversation.type !== 'supportConv') await assertMemberMaySend(tx, me, members);
      const attachments = await claimAttachments(tx, sender, conversation.id, input.attachmentIds);
      if (input.body === '' && attachments.length === 0) throw new AppError('MESSAGE_EMPTY');

      const row = await appendMessage(tx, conversation.id, sender, input, attachments);
      await markSenderRead(tx, conversation.id, sender, row.seq);
      // The company's first message to a candidate is its first answer (decision 107).
      if (sender.kind === 'user') await recordHiringMessage(tx, conversation, sender.userId);
      await beforeCommit?.(tx, row);
      return {
        record: { row, senderName: senderNameOf(row, members) },
        audience,
        isDuplicate: false,
      };
    });
  } catch (error) {
    if (
      isUniqueViolation(error, 'messages_sender_client_key') ||
      isUniqueViolation(error, 'messages_staff_client_key')
    ) {
      return answerWithRaceWinner(db, sender, input);
    }
    throw error;
  }
  if (!outcome.isDuplicate) {
    events.emit({ type: 'message.created', ...outcome.audience, message: outcome.record });
  }
  return { message: presentMessage(outcome.record), isDuplicate: outcome.isDuplicate };
}

/** One round trip: the conversation (locked, so seq order is commit order) with its members. */
async function lockConversationWithMembers(tx: Db, conversationId: string) {
  const rows = await tx
    .select({
      conversation: conversations,
      userId: users.id,
      fullname: users.fullname,
      emailVerify: users.emailVerify,
    })
    .from(conversations)
    .leftJoin(conversationMembers, eq(conversationMembers.conversationId, conversations.id))
    .leftJoin(users, eq(users.id, conversationMembers.userId))
    .where(eq(conversations.id, conversationId))
    .for('update', { of: conversations });
  const conversation = rows[0]?.conversation;
  if (!conversation) throw conversationNotFound();
  const members: Member[] = rows.flatMap((row) =>
    row.userId && row.fullname !== null && row.emailVerify !== null
      ? [{ userId: row.userId, fullname: row.fullname, emailVerify: row.emailVerify }]
      : [],
  );
  return { conversation, members };
}

/** The sending user among the members; staff write only in support conversations. */
function findSendingMember(conversation: ConversationRow, members: Member[], sender: ChatSender) {
  const me = sender.kind === 'user' ? members.find((member) => member.userId === sender.userId) : undefined;
  if (sender.kind === 'user' && !me) throw conversationNotFound();
  if (sender.kind === 'staff' && conversation.type !== 'supportConv') throw conversationNotFound();
  return me;
}

/** Outside support: a verified email, and no block between the sender and anyone in the conversation. */
async function assertMemberMaySend(tx: Db, me: Member, members: Member[]) {
  if (!me.emailVerify) {
    throw new AppError(
      'EMAIL_NOT_VERIFIED',
      'Please verify your email address before you send messages: enter the code we sent you or open the link in that email.',
    );
  }
  // A block stops every kind of conversation: hiring, working and direct (decision 053).
  const others = members.map((member) => member.userId);
  enforce(canContact({ isBlocked: await isBlockedWithAny(tx, me.userId, others) }));
}

/** Takes the conversation's next seq and stores the message under it. */
async function appendMessage(
  tx: Db,
  conversationId: string,
  sender: ChatSender,
  input: SendMessageInput,
  attachments: ChatAttachmentRef[],
): Promise<MessageRow> {
  const now = new Date();
  const [numbered] = await tx
    .update(conversations)
    .set({ lastSeq: sql`${conversations.lastSeq} + 1`, lastMessageAt: now })
    .where(eq(conversations.id, conversationId))
    .returning({ seq: conversations.lastSeq });
  if (!numbered) throw conversationNotFound();
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId,
      seq: numbered.seq,
      senderUserId: sender.kind === 'user' ? sender.userId : null,
      senderStaffId: sender.kind === 'staff' ? sender.staffId : null,
      clientId: input.clientId,
      body: input.body,
      attachments,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no message');
  return row;
}

/** Writing a message means having read everything before it. */
async function markSenderRead(tx: Db, conversationId: string, sender: ChatSender, seq: number) {
  if (sender.kind === 'user') {
    await tx
      .update(conversationMembers)
      .set({ lastReadSeq: seq })
      .where(
        and(
          eq(conversationMembers.conversationId, conversationId),
          eq(conversationMembers.userId, sender.userId),
        ),
      );
  } else {
    await tx.update(conversations).set({ supportReadSeq: seq }).where(eq(conversations.id, conversationId));
  }
}

/** The same clientId raced in two transactions: the loser answers with the winner's message. */
async function answerWithRaceWinner(
  db: Db,
  sender: ChatSender,
  input: { clientId: string; conversationId: string },
): Promise<SendResult> {
  const existing = await findBySenderClientId(db, sender, input.clientId);
  if (existing && existing.conversationId === input.conversationId) {
    const members = await loadMembers(db, existing.conversationId);
    return {
      message: presentMessage({ row: existing, senderName: senderNameOf(existing, members) }),
      isDuplicate: true,
    };
  }
  throw new AppError('CLIENT_ID_REUSED');
}

async function changeOwnMessage({
  db,
  events,
  sender,
  messageId,
  change,
}: {
  db: Db;
  events: ChatEvents;
  sender: ChatSender;
  messageId: string;
  change: (row: MessageRow) => Partial<MessageRow>;
}) {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(messages).where(eq(messages.id, messageId)).for('update');
    const isOwn =
      row &&
      (sender.kind === 'user' ? row.senderUserId === sender.userId : row.senderStaffId === sender.staffId);
    if (!row || !isOwn || row.deletedAt) throw messageNotFound();
    if (Date.now() - row.createdAt.getTime() > CHAT_EDIT_WINDOW_MS) {
      throw new AppError('MESSAGE_EDIT_WINDOW_PASSED');
    }
    const [conversation] = await tx
      .select()
      .from(conversations)
      .where(eq(conversations.id, row.conversationId));
    if (!conversation) throw messageNotFound();
    const members = await loadMembers(tx, conversation.id);
    if (sender.kind === 'user' && !members.some((member) => member.userId === sender.userId)) {
      throw messageNotFound();
    }
    const [updated] = await tx.update(messages).set(change(row)).where(eq(messages.id, row.id)).returning();
    if (!updated) throw messageNotFound();
    return {
      previous: row,
      record: { row: updated, senderName: senderNameOf(updated, members) },
      audience: audienceOf(conversation, members),
    };
  });
  events.emit({ type: 'message.updated', ...outcome.audience, message: outcome.record });
  return outcome;
}

/** The sender changes the text within the edit window. */
export async function editMessage(input: {
  db: Db;
  events: ChatEvents;
  sender: ChatSender;
  messageId: string;
  body: string;
}): Promise<ChatMessage> {
  const { record } = await changeOwnMessage({
    ...input,
    change: (row) => {
      if (input.body === '' && row.attachments.length === 0) throw new AppError('MESSAGE_EMPTY');
      return { body: input.body, editedAt: new Date() };
    },
  });
  return presentMessage(record);
}

/** The sender deletes a message within the edit window: its text and files are removed. */
export async function deleteMessage(input: {
  db: Db;
  events: ChatEvents;
  sender: ChatSender;
  messageId: string;
  storage: FileStorage;
}): Promise<ChatMessage> {
  const { record, previous } = await changeOwnMessage({
    ...input,
    change: () => ({ body: '', attachments: [], deletedAt: new Date() }),
  });
  const fileIds = previous.attachments.map((attachment) => attachment._id);
  if (fileIds.length > 0) {
    const removed = await input.db
      .delete(files)
      .where(and(inArray(files.id, fileIds), eq(files.refType, 'chat-attachment')))
      .returning({ storedName: files.storedName });
    await Promise.all(removed.map((file) => input.storage.remove(file.storedName)));
  }
  return presentMessage(record);
}

/** Moves the reader's marker forward to `seq` (never back, never past the last message). */
export async function markRead({
  db,
  events,
  reader,
  conversationId,
  seq,
}: {
  db: Db;
  events: ChatEvents;
  reader: ChatReader;
  conversationId: string;
  seq: number;
}): Promise<{ seq: number }> {
  const conversation = await ensureCanRead(db, reader, conversationId);
  const target = Math.min(seq, conversation.lastSeq);
  if (reader.kind === 'staff') {
    const [updated] = await db
      .update(conversations)
      .set({ supportReadSeq: target })
      .where(and(eq(conversations.id, conversationId), lt(conversations.supportReadSeq, target)))
      .returning({ seq: conversations.supportReadSeq });
    if (!updated) return { seq: conversation.supportReadSeq };
    const members = await loadMembers(db, conversationId);
    events.emit({
      type: 'conversation.read',
      ...audienceOf(conversation, members),
      userId: null,
      seq: updated.seq,
    });
    return updated;
  }
  const [updated] = await db
    .update(conversationMembers)
    .set({ lastReadSeq: target })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, reader.userId),
        lt(conversationMembers.lastReadSeq, target),
      ),
    )
    .returning({ seq: conversationMembers.lastReadSeq });
  if (!updated) {
    const [member] = await db
      .select({ seq: conversationMembers.lastReadSeq })
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.conversationId, conversationId),
          eq(conversationMembers.userId, reader.userId),
        ),
      );
    return { seq: member?.seq ?? 0 };
  }
  const members = await loadMembers(db, conversationId);
  events.emit({
    type: 'conversation.read',
    ...audienceOf(conversation, members),
    userId: reader.userId,
    seq: updated.seq,
  });
  return updated;
}
