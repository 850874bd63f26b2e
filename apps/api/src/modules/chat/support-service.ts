import type { Page, SupportConversation, SupportConversationListQuery } from '@talentport/contract';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversations, type MessageRow, users } from '../../db/schema.js';
import { recordStaffAction } from '../../platform/audit-log.js';
import { fetchPage } from '../../platform/paging.js';
import { conversationNotFound, presentConversationsFor } from './conversations-service.js';

/**
 * The support team's inbox: every user's support conversation that has messages, most recent
 * first; `unanswered` keeps those whose newest message the team has not read or answered.
 */
export async function listSupportConversations({
  db,
  query,
}: {
  db: Db;
  query: SupportConversationListQuery;
}): Promise<Page<SupportConversation>> {
  const where = and(
    eq(conversations.type, 'supportConv'),
    gt(conversations.lastSeq, 0),
    // Waiting until answered or closed by staff; merely opening or reading it changes nothing.
    query.filter === 'unanswered'
      ? sql`${conversations.lastSeq} > greatest(${conversations.supportRepliedSeq}, ${conversations.supportClosedSeq})`
      : undefined,
  );
  const { rows, total } = await fetchPage(
    query,
    db
      .select({ conversation: conversations, user: users })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.supportUserId))
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .$dynamic(),
    db.select({ total: count() }).from(conversations).where(where),
  );
  return {
    items: await presentSupport(db, rows),
    total,
    page: query.page,
    recordPerPage: query.recordPerPage,
  };
}

type SupportRow = { conversation: typeof conversations.$inferSelect; user: typeof users.$inferSelect };

async function presentSupport(db: Db, rows: SupportRow[]): Promise<SupportConversation[]> {
  const presented = await presentConversationsFor(
    db,
    null,
    rows.map((row) => row.conversation),
  );
  return presented.map((conversation, index) => {
    const user = rows[index]?.user;
    return {
      ...conversation,
      user: {
        _id: user?.id ?? '',
        code: user?.code ?? '',
        fullname: user?.fullname ?? '',
        email: user?.email ?? '',
        userRole: user?.userRole ?? null,
      },
    };
  });
}

export async function getSupportConversation({ db, conversationId }: { db: Db; conversationId: string }) {
  const rows = await db
    .select({ conversation: conversations, user: users })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.supportUserId))
    .where(and(eq(conversations.id, conversationId), eq(conversations.type, 'supportConv')))
    .limit(1);
  const [presented] = await presentSupport(db, rows);
  if (!presented) throw conversationNotFound();
  return presented;
}

/**
 * Every support reply is in the audit log, written in the reply's own transaction; it answers the
 * conversation, and its author handles it from then on unless a colleague already does.
 */
export function auditSupportReply(staffId: string) {
  return async (tx: Db, message: MessageRow) => {
    await tx
      .update(conversations)
      .set({
        supportRepliedSeq: message.seq,
        supportAssigneeStaffId: sql`coalesce(${conversations.supportAssigneeStaffId}, ${staffId}::uuid)`,
      })
      .where(eq(conversations.id, message.conversationId));
    await recordStaffAction(tx, {
      staffId,
      action: 'support.reply',
      targetType: 'conversation',
      targetId: message.conversationId,
      details: { messageId: message.id, seq: message.seq },
    });
  };
}

/** "Take it" (handle it oneself) or "Close" (no answer needed): both in the audit log. */
export async function updateSupportConversation({
  db,
  staffId,
  conversationId,
  action,
}: {
  db: Db;
  staffId: string;
  conversationId: string;
  action: 'assign' | 'close';
}) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(conversations)
      .set(
        action === 'assign'
          ? { supportAssigneeStaffId: staffId }
          : { supportClosedSeq: sql`${conversations.lastSeq}` },
      )
      .where(and(eq(conversations.id, conversationId), eq(conversations.type, 'supportConv')))
      .returning({ id: conversations.id, lastSeq: conversations.lastSeq });
    if (!row) throw conversationNotFound();
    await recordStaffAction(tx, {
      staffId,
      action: `support.${action}`,
      targetType: 'conversation',
      targetId: conversationId,
      details: action === 'close' ? { seq: row.lastSeq } : {},
    });
  });
  return getSupportConversation({ db, conversationId });
}
