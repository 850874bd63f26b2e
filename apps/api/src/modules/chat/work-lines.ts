import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversationMembers, conversations, messages, users } from '../../db/schema.js';
import type { ChatEvent } from '../../platform/chat-events.js';

/** The `client_id` prefix of the lines work agreements write; clients may show them as system lines. */
export const WORK_LINE_PREFIX = 'work:';

/**
 * A line in an engagement's working conversation (or, for an offer, the pair's hiring conversation) about a step of its work (decision 122: "Milestone
 * 2 submitted"), written in the step's own transaction by the person who took it. The writer joins
 * the conversation if they were not in it (a company admin approving a colleague's hire). Answers
 * the chat event to emit after the commit, or null when there is no such conversation (an offer
 * before any hiring conversation; the working one opens right after the hire commits).
 */
export async function writeWorkLine(
  tx: Db,
  input: { conversationKey: string; userId: string; body: string; key: string },
): Promise<ChatEvent | null> {
  const [conversation] = await tx
    .select()
    .from(conversations)
    .where(eq(conversations.key, input.conversationKey))
    .for('update')
    .limit(1);
  if (!conversation) return null;
  await tx
    .insert(conversationMembers)
    .values({ conversationId: conversation.id, userId: input.userId })
    .onConflictDoNothing();
  const now = new Date();
  const [numbered] = await tx
    .update(conversations)
    .set({ lastSeq: sql`${conversations.lastSeq} + 1`, lastMessageAt: now })
    .where(eq(conversations.id, conversation.id))
    .returning({ seq: conversations.lastSeq });
  if (!numbered) return null;
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: conversation.id,
      seq: numbered.seq,
      senderUserId: input.userId,
      clientId: `${WORK_LINE_PREFIX}${input.key}`,
      body: input.body,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await tx
    .update(conversationMembers)
    .set({ lastReadSeq: numbered.seq })
    .where(
      sql`${conversationMembers.conversationId} = ${conversation.id} and ${conversationMembers.userId} = ${input.userId}`,
    );
  const members = await tx
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversation.id));
  const [writer] = await tx
    .select({ fullname: users.fullname })
    .from(users)
    .where(eq(users.id, input.userId));
  return {
    type: 'message.created',
    conversationId: conversation.id,
    conversationType: conversation.type,
    memberUserIds: members.map((member) => member.userId),
    message: { row, senderName: writer?.fullname ?? '' },
  };
}
