import {
  CHAT_SYNC_MAX_MESSAGES,
  type ChatMessage,
  FORMER_MEMBER_NAME,
  type MessageHistoryQuery,
  type MessageSearchQuery,
  type Page,
  type SocketSyncResult,
} from '@talentport/contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversationMembers, conversations, type MessageRow, messages, users } from '../../db/schema.js';
import type { ChatMessageRecord } from '../../platform/chat-events.js';
import { fetchPage, type Paging } from '../../platform/paging.js';
import { type ChatReader, ensureCanRead } from './messages-service.js';
import { presentMessage, SUPPORT_TEAM_NAME } from './presenter.js';

// Reading a conversation: pages of messages, search, and catch-up after a reconnect.

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
    senderName: message.senderStaffId ? SUPPORT_TEAM_NAME : (senderName ?? FORMER_MEMBER_NAME),
  };
}

/** One page of the messages matching `where`, newest first, with the total. */
async function pageOfMessages(db: Db, where: SQL | undefined, paging: Paging): Promise<Page<ChatMessage>> {
  const { rows, total } = await fetchPage(
    paging,
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
    page: paging.page,
    recordPerPage: paging.recordPerPage,
  };
}

/** History, newest first, 10 per page by default (the product constants); `beforeSeq` anchors infinite scroll. */
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
  return pageOfMessages(db, where, query);
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
  return pageOfMessages(db, where, query);
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
