import {
  CHAT_EDIT_WINDOW_MS,
  CHAT_SYNC_MAX_MESSAGES,
  type ChatMessage,
  type MessageHistoryQuery,
  type MessageSearchQuery,
  type Page,
  type SendMessageInput,
  type SocketSyncResult,
} from '@talentport/contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, sql } from 'drizzle-orm';
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
import { fileUrl } from '../../platform/file-urls.js';
import { fetchPage } from '../../platform/paging.js';
import { enforce, mayContact } from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { ChatAudience, ChatEvents, ChatMessageRecord } from './chat-events.js';
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
      // One round trip: the conversation (locked) with its members.
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
        .where(eq(conversations.id, input.conversationId))
        .for('update', { of: conversations });
      const conversation = rows[0]?.conversation;
      if (!conversation) throw conversationNotFound();
      const members: Member[] = rows.flatMap((row) =>
        row.userId && row.fullname !== null && row.emailVerify !== null
          ? [{ userId: row.userId, fullname: row.fullname, emailVerify: row.emailVerify }]
          : [],
      );
      const me =
        sender.kind === 'user' ? members.find((member) => member.userId === sender.userId) : undefined;
      if (sender.kind === 'user' && !me) throw conversationNotFound();
      if (sender.kind === 'staff' && conversation.type !== 'supportConv') throw conversationNotFound();
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
      if (me && !me.emailVerify && conversation.type !== 'supportConv') {
        throw new AppError(
          'EMAIL_NOT_VERIFIED',
          'Please verify your email address before you send messages: enter the code we sent you or open the link in that email.',
        );
      }
      if (me && conversation.type !== 'supportConv') {
        // A block stops every kind of conversation: hiring, working and direct (decision 053).
        const others = members.map((member) => member.userId);
        enforce(mayContact({ isBlocked: await isBlockedWithAny(tx, me.userId, others) }));
      }
      const attachments = await claimAttachments(tx, sender, conversation.id, input.attachmentIds);
      if (input.body === '' && attachments.length === 0) throw new AppError('MESSAGE_EMPTY');

      const now = new Date();
      const [numbered] = await tx
        .update(conversations)
        .set({ lastSeq: sql`${conversations.lastSeq} + 1`, lastMessageAt: now })
        .where(eq(conversations.id, conversation.id))
        .returning({ seq: conversations.lastSeq });
      if (!numbered) throw conversationNotFound();
      const [row] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
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
      // Writing a message means having read everything before it.
      if (sender.kind === 'user') {
        await tx
          .update(conversationMembers)
          .set({ lastReadSeq: row.seq })
          .where(
            and(
              eq(conversationMembers.conversationId, conversation.id),
              eq(conversationMembers.userId, sender.userId),
            ),
          );
      } else {
        await tx
          .update(conversations)
          .set({ supportReadSeq: row.seq })
          .where(eq(conversations.id, conversation.id));
      }
      await beforeCommit?.(tx, row);
      return {
        record: { row, senderName: senderNameOf(row, members) },
        audience,
        isDuplicate: false,
      };
    });
  } catch (error) {
    // The same clientId raced in two transactions: the loser answers with the winner's message.
    if (
      isUniqueViolation(error, 'messages_sender_client_key') ||
      isUniqueViolation(error, 'messages_staff_client_key')
    ) {
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
    throw error;
  }
  if (!outcome.isDuplicate) {
    events.emit({ type: 'message.created', ...outcome.audience, message: outcome.record });
  }
  return { message: presentMessage(outcome.record), isDuplicate: outcome.isDuplicate };
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

const messageColumns = { message: messages, senderName: users.fullname };

function toRecord({
  message,
  senderName,
}: {
  message: MessageRow;
  senderName: string | null;
}): ChatMessageRecord {
  return {
    row: message,
    senderName: message.senderStaffId ? SUPPORT_TEAM_NAME : (senderName ?? 'Former member'),
  };
}

/** History, newest first, 10 per page by default (§9); `beforeSeq` anchors infinite scroll. */
export async function listMessages({
  db,
  reader,
  conversationId,
  query,
}: {
  db: Db;
  reader: ChatReader;
  conversationId: string;
  query: MessageHistoryQuery;
}): Promise<Page<ChatMessage>> {
  await ensureCanRead(db, reader, conversationId);
  const where = and(
    eq(messages.conversationId, conversationId),
    query.beforeSeq ? lt(messages.seq, query.beforeSeq) : undefined,
  );
  const { rows, total } = await fetchPage(
    query,
    db
      .select(messageColumns)
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderUserId))
      .where(where)
      .orderBy(desc(messages.seq))
      .$dynamic(),
    db.select({ total: count() }).from(messages).where(where),
  );
  return {
    items: rows.map((row) => presentMessage(toRecord(row))),
    total,
    page: query.page,
    recordPerPage: query.recordPerPage,
  };
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Messages whose text contains the term (case-insensitive), newest first. */
export async function searchMessages({
  db,
  reader,
  conversationId,
  query,
}: {
  db: Db;
  reader: ChatReader;
  conversationId: string;
  query: MessageSearchQuery;
}): Promise<Page<ChatMessage>> {
  await ensureCanRead(db, reader, conversationId);
  const where = and(
    eq(messages.conversationId, conversationId),
    isNull(messages.deletedAt),
    ilike(messages.body, `%${escapeLike(query.q)}%`),
  );
  const { rows, total } = await fetchPage(
    query,
    db
      .select(messageColumns)
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderUserId))
      .where(where)
      .orderBy(desc(messages.seq))
      .$dynamic(),
    db.select({ total: count() }).from(messages).where(where),
  );
  return {
    items: rows.map((row) => presentMessage(toRecord(row))),
    total,
    page: query.page,
    recordPerPage: query.recordPerPage,
  };
}

/**
 * Reconnect catch-up: every message after each cursor, oldest first. Conversations the reader is
 * not part of are skipped silently (a non-participant gets nothing).
 */
export async function syncMessages({
  db,
  reader,
  cursors,
}: {
  db: Db;
  reader: ChatReader;
  cursors: { conversationId: string; afterSeq: number }[];
}): Promise<SocketSyncResult> {
  if (cursors.length === 0) return { items: [], truncated: [] };
  const ids = [...new Set(cursors.map((cursor) => cursor.conversationId))];
  const allowed = new Set(
    reader.kind === 'staff'
      ? (
          await db
            .select({ id: conversations.id })
            .from(conversations)
            .where(and(inArray(conversations.id, ids), eq(conversations.type, 'supportConv')))
        ).map((row) => row.id)
      : (
          await db
            .select({ id: conversationMembers.conversationId })
            .from(conversationMembers)
            .where(
              and(
                eq(conversationMembers.userId, reader.userId),
                inArray(conversationMembers.conversationId, ids),
              ),
            )
        ).map((row) => row.id),
  );
  const items: ChatMessage[] = [];
  const truncated: string[] = [];
  for (const cursor of cursors) {
    if (!allowed.has(cursor.conversationId)) continue;
    allowed.delete(cursor.conversationId);
    const rows = await db
      .select(messageColumns)
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderUserId))
      .where(and(eq(messages.conversationId, cursor.conversationId), gt(messages.seq, cursor.afterSeq)))
      .orderBy(asc(messages.seq))
      .limit(CHAT_SYNC_MAX_MESSAGES + 1);
    if (rows.length > CHAT_SYNC_MAX_MESSAGES) truncated.push(cursor.conversationId);
    items.push(...rows.slice(0, CHAT_SYNC_MAX_MESSAGES).map((row) => presentMessage(toRecord(row))));
  }
  return { items, truncated };
}
