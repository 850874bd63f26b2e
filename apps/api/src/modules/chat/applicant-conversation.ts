import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ConversationRow, conversationMembers, conversations } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ChatEvents } from '../../platform/chat-events.js';
import { isBlockedWithAny, openHiringConversation } from './conversations-service.js';

/**
 * "Message" on an applicant's card (decision 127): the pair's one thread about the opportunity
 * (decision 061), whatever the applicant's status. A hired applicant's thread is the engagement's
 * working conversation; otherwise the hiring conversation, opened when there is none. The member
 * who asks joins it (a colleague may have shortlisted). Refused when either side blocked the other.
 */
export async function openApplicantConversation(input: {
  db: Db;
  events?: ChatEvents;
  applicationId: string;
  opportunityId: string;
  memberUserId: string;
  candidateUserId: string;
  subject: string;
}): Promise<{ row: ConversationRow; isCreated: boolean }> {
  const { db } = input;
  if (await isBlockedWithAny(db, input.memberUserId, [input.candidateUserId])) {
    throw new AppError('CHAT_BLOCKED');
  }
  const [working] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.key, `working:${input.applicationId}`))
    .limit(1);
  const opened = working
    ? { row: working, isCreated: false }
    : await openHiringConversation({
        db,
        ...(input.events ? { events: input.events } : {}),
        opportunityId: input.opportunityId,
        employerUserId: input.memberUserId,
        candidateUserId: input.candidateUserId,
        subject: input.subject,
      });
  if (!opened.isCreated) await joinConversation(input, opened.row);
  return opened;
}

/** Adds the member to a conversation they are not yet in, and tells their sockets. */
async function joinConversation(
  input: { db: Db; events?: ChatEvents; memberUserId: string },
  row: ConversationRow,
) {
  const added = await input.db
    .insert(conversationMembers)
    .values({ conversationId: row.id, userId: input.memberUserId })
    .onConflictDoNothing()
    .returning({ userId: conversationMembers.userId });
  if (added.length === 0) return;
  input.events?.emit({
    type: 'conversation.created',
    conversationId: row.id,
    conversationType: row.type,
    memberUserIds: [input.memberUserId],
  });
}
