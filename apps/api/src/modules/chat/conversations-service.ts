import type {
  ChatConversation,
  ConversationListQuery,
  OpenDirectInput,
  Page,
  UnreadCounts,
} from '@talentport/contract';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type ChatConversationKind,
  type ConversationRow,
  conversationMembers,
  conversations,
  messages,
  staffAccounts,
  userBlocks,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { enforceRateLimit } from '../../lib/rate-limit-rules.js';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.js';
import type { Actor } from '../../platform/actor.js';
import type { ChatEvents, ChatMessageRecord } from '../../platform/chat-events.js';
import { fetchPage } from '../../platform/paging.js';
import { findVisiblePerson, talentViewerOf } from '../../platform/people.js';
import { type ParticipantRecord, presentConversation, SUPPORT_TEAM_NAME } from './presenter.js';

export const conversationNotFound = () =>
  new AppError('NOT_FOUND', 'There is no such conversation, or you are not part of it.');

type OpenInput = {
  db: Db;
  events?: ChatEvents | undefined;
  type: ChatConversationKind;
  key: string;
  memberUserIds: string[];
  subject?: string | undefined;
  opportunityId?: string | null | undefined;
  engagementId?: string | null | undefined;
  supportUserId?: string | null | undefined;
};

/**
 * Finds or creates the conversation with this key (idempotent, safe under concurrency: the unique
 * key decides). Members are added on creation; `conversation.created` is announced after commit.
 */
async function openConversation(input: OpenInput): Promise<{ row: ConversationRow; isCreated: boolean }> {
  const { db } = input;
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversations)
      .values({
        type: input.type,
        key: input.key,
        subject: input.subject ?? '',
        opportunityId: input.opportunityId ?? null,
        engagementId: input.engagementId ?? null,
        supportUserId: input.supportUserId ?? null,
      })
      .onConflictDoNothing({ target: conversations.key })
      .returning();
    if (!row) return null;
    const memberIds = [...new Set(input.memberUserIds)];
    await tx
      .insert(conversationMembers)
      .values(memberIds.map((userId) => ({ conversationId: row.id, userId })));
    return row;
  });
  if (created) {
    input.events?.emit({
      type: 'conversation.created',
      conversationId: created.id,
      conversationType: created.type,
      memberUserIds: input.memberUserIds,
    });
    return { row: created, isCreated: true };
  }
  const [existing] = await db.select().from(conversations).where(eq(conversations.key, input.key)).limit(1);
  if (!existing) throw new Error(`conversation ${input.key} vanished`);
  if (input.subject && existing.subject !== input.subject) {
    const [updated] = await db
      .update(conversations)
      .set({ subject: input.subject })
      .where(eq(conversations.id, existing.id))
      .returning();
    return { row: updated ?? existing, isCreated: false };
  }
  return { row: existing, isCreated: false };
}

/**
 * The hiring conversation between an employer (or agency) and a candidate about one opportunity.
 * Idempotent: call it whenever an application is shortlisted or an invitation is sent.
 */
export async function openHiringConversation(input: {
  db: Db;
  events?: ChatEvents;
  opportunityId: string;
  employerUserId: string;
  candidateUserId: string;
  /** The opportunity's title, shown as the conversation's subject. */
  subject?: string;
}) {
  return openConversation({
    db: input.db,
    events: input.events,
    type: 'hiringConv',
    key: `hiring:${input.opportunityId}:${input.candidateUserId}`,
    memberUserIds: [input.employerUserId, input.candidateUserId],
    subject: input.subject,
    opportunityId: input.opportunityId,
  });
}

type WorkingInput = {
  db: Db;
  events?: ChatEvents;
  engagementId: string;
  opportunityId?: string | null;
  employerUserId: string;
  workerUserId: string;
  subject?: string;
};

/**
 * The hiring conversation of this pair and opportunity becomes the engagement's working
 * conversation (decision 061): same thread, history kept, type `workingConv`, key
 * `working:<engagement>`. The hiring employer joins if a colleague did the shortlisting.
 * Null when there was no hiring conversation to continue.
 */
async function continueHiringConversation(input: WorkingInput): Promise<ConversationRow | null> {
  if (!input.opportunityId) return null;
  const hiringKey = `hiring:${input.opportunityId}:${input.workerUserId}`;
  return input.db.transaction(async (tx) => {
    const [row] = await tx
      .update(conversations)
      .set({
        type: 'workingConv',
        key: `working:${input.engagementId}`,
        engagementId: input.engagementId,
        ...(input.subject ? { subject: input.subject } : {}),
      })
      .where(eq(conversations.key, hiringKey))
      .returning();
    if (!row) return null;
    await tx
      .insert(conversationMembers)
      .values(
        [...new Set([input.employerUserId, input.workerUserId])].map((userId) => ({
          conversationId: row.id,
          userId,
        })),
      )
      .onConflictDoNothing();
    return row;
  });
}

/**
 * The working conversation of an engagement (on hire): the pair's hiring conversation about the
 * opportunity continues when there is one, otherwise a new one starts. Idempotent.
 */
export async function openWorkingConversation(input: WorkingInput) {
  const key = `working:${input.engagementId}`;
  const [existing] = await input.db.select().from(conversations).where(eq(conversations.key, key)).limit(1);
  if (existing) return { row: existing, isCreated: false };
  const continued = await continueHiringConversation(input).catch((error: unknown) => {
    // A concurrent call converted it first: the unique key answers, the row below is the result.
    if (isUniqueViolation(error, 'conversations_key_key')) return null;
    throw error;
  });
  if (continued) {
    input.events?.emit({
      type: 'conversation.created',
      conversationId: continued.id,
      conversationType: continued.type,
      memberUserIds: [input.employerUserId, input.workerUserId],
    });
    return { row: continued, isCreated: false };
  }
  return openConversation({
    db: input.db,
    events: input.events,
    type: 'workingConv',
    key: `working:${input.engagementId}`,
    memberUserIds: [input.employerUserId, input.workerUserId],
    subject: input.subject,
    opportunityId: input.opportunityId ?? null,
    engagementId: input.engagementId,
  });
}

/** The caller's conversation with the support team (`isOpenAdminChat`), created on first use. */
export async function openSupportConversation(input: { db: Db; events?: ChatEvents; userId: string }) {
  return openConversation({
    db: input.db,
    events: input.events,
    type: 'supportConv',
    key: `support:${input.userId}`,
    memberUserIds: [input.userId],
    supportUserId: input.userId,
  });
}

/**
 * True when `userId` and any of `others` blocked one another, in either direction: a block
 * applies to every kind of conversation and to invitations (policies/blocks.ts, decision 053).
 */
export async function isBlockedWithAny(db: Db, userId: string, others: string[]): Promise<boolean> {
  const ids = others.filter((id) => id !== userId);
  if (ids.length === 0) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerUserId, userId), inArray(userBlocks.blockedUserId, ids)),
        and(eq(userBlocks.blockedUserId, userId), inArray(userBlocks.blockerUserId, ids)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** True when `blocker` has blocked `blocked`. */
async function isBlockedBy(db: Db, blocker: string, blocked: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerUserId, blocker), eq(userBlocks.blockedUserId, blocked)))
    .limit(1);
  return Boolean(row);
}

/** True when either user has blocked the other. */
export async function isBlockedBetween(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerUserId, a), eq(userBlocks.blockedUserId, b)),
        and(eq(userBlocks.blockerUserId, b), eq(userBlocks.blockedUserId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** True when the two people are members of one conversation (of any kind) together. */
async function sharesConversation(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.userId, a),
        sql`exists (select 1 from ${conversationMembers} other where other.conversation_id = ${conversationMembers.conversationId} and other.user_id = ${b})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The person behind a code as the caller may reach them (platform/people.ts, decision 116): someone
 * the caller may not see answers like an unknown code, unless the two already share a conversation,
 * which keeps working for its participants (and may be blocked from).
 */
function findReachablePerson(db: Db, actor: Actor, code: string) {
  return findVisiblePerson(db, talentViewerOf(actor), code, {
    isKnownTo: (person) => sharesConversation(db, actor.userId, person.id),
  });
}

/**
 * Opens (or returns) the direct conversation with another user. Both must be onboarded and
 * verified, and neither may have blocked the other. Starting a new one is rate limited per sender
 * (first contact is where spam happens); returning to an existing one is not.
 */
export async function openDirectConversation(input: {
  db: Db;
  events: ChatEvents;
  rateLimiter: RateLimiter;
  firstContactRule: RateLimitRule;
  actor: Actor;
  input: OpenDirectInput;
}) {
  const { db, actor } = input;
  const [me] = await db
    .select({ isOnboard: users.isOnboard, emailVerify: users.emailVerify })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  if (!me) throw new AppError('UNAUTHORIZED');
  if (!me.emailVerify) {
    throw new AppError(
      'EMAIL_NOT_VERIFIED',
      'Please verify your email address before you message people: enter the code we sent you or open the link in that email.',
    );
  }
  if (!me.isOnboard) throw new AppError('CHAT_ONBOARDING_REQUIRED');
  const other = await findReachablePerson(db, actor, input.input.userCode);
  if (other.id === actor.userId) throw new AppError('CHAT_SELF');
  if (!other.isOnboard || !other.emailVerify) throw new AppError('CHAT_RECIPIENT_UNAVAILABLE');
  if (await isBlockedBetween(db, actor.userId, other.id)) throw new AppError('CHAT_BLOCKED');
  const [low, high] = [actor.userId, other.id].sort();
  const key = `direct:${low}:${high}`;
  const [existing] = await db.select().from(conversations).where(eq(conversations.key, key)).limit(1);
  if (existing) return { row: existing, isCreated: false };
  await enforceRateLimit(input.rateLimiter, `chat:first-contact:${actor.userId}`, input.firstContactRule);
  return openConversation({
    db,
    events: input.events,
    type: 'directConv',
    key,
    memberUserIds: [actor.userId, other.id],
  });
}

export async function blockUser({ db, actor, userCode }: { db: Db; actor: Actor; userCode: string }) {
  const other = await findReachablePerson(db, actor, userCode);
  if (other.id === actor.userId) throw new AppError('CHAT_SELF', 'You cannot block yourself.');
  await db
    .insert(userBlocks)
    .values({ blockerUserId: actor.userId, blockedUserId: other.id })
    .onConflictDoNothing();
}

export async function unblockUser({ db, actor, userCode }: { db: Db; actor: Actor; userCode: string }) {
  // Someone the caller blocked can always be unblocked, whatever they may see of them now.
  const other = await findVisiblePerson(db, talentViewerOf(actor), userCode, {
    isKnownTo: (person) => isBlockedBy(db, actor.userId, person.id),
  });
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerUserId, actor.userId), eq(userBlocks.blockedUserId, other.id)));
}

export async function listBlockedUsers({ db, actor }: { db: Db; actor: Actor }) {
  const rows = await db
    .select({ code: users.code, fullname: users.fullname, createdAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedUserId))
    .where(eq(userBlocks.blockerUserId, actor.userId))
    .orderBy(desc(userBlocks.createdAt));
  return rows.map((row) => ({
    code: row.code,
    fullname: row.fullname,
    blockedAt: row.createdAt.toISOString(),
  }));
}

/** Messages from others after the member's read marker, per conversation. */
export async function countUnread(
  db: Db,
  userId: string,
  conversationIds?: string[],
): Promise<Map<string, number>> {
  if (conversationIds && conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ conversationId: conversationMembers.conversationId, unread: count(messages.id) })
    .from(conversationMembers)
    .innerJoin(
      messages,
      and(
        eq(messages.conversationId, conversationMembers.conversationId),
        sql`${messages.seq} > ${conversationMembers.lastReadSeq}`,
        sql`${messages.deletedAt} is null`,
        sql`${messages.senderUserId} is distinct from ${conversationMembers.userId}`,
      ),
    )
    .where(
      and(
        eq(conversationMembers.userId, userId),
        conversationIds ? inArray(conversationMembers.conversationId, conversationIds) : undefined,
      ),
    )
    .groupBy(conversationMembers.conversationId);
  return new Map(rows.map((row) => [row.conversationId, Number(row.unread)]));
}

export async function getUnreadCounts({ db, userId }: { db: Db; userId: string }): Promise<UnreadCounts> {
  const counts = await countUnread(db, userId);
  let total = 0;
  const list = [...counts].map(([conversationId, unread]) => {
    total += unread;
    return { conversationId, unread };
  });
  return { total, conversations: list };
}

/** Participants (with avatars and read markers) of the given conversations. */
export async function loadParticipants(db: Db, conversationIds: string[]) {
  const byConversation = new Map<string, ParticipantRecord[]>();
  if (conversationIds.length === 0) return byConversation;
  const rows = await db
    .select({
      conversationId: conversationMembers.conversationId,
      userId: users.id,
      code: users.code,
      fullname: users.fullname,
      userRole: users.userRole,
      avatar: users.avatar,
      erasedAt: users.erasedAt,
      lastReadSeq: conversationMembers.lastReadSeq,
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(inArray(conversationMembers.conversationId, conversationIds))
    .orderBy(asc(conversationMembers.joinedAt), asc(users.id));
  for (const { conversationId, ...participant } of rows) {
    const list = byConversation.get(conversationId) ?? [];
    list.push(participant);
    byConversation.set(conversationId, list);
  }
  return byConversation;
}

/** The newest message of each given conversation, with its sender's name. */
export async function loadLastMessages(db: Db, rows: ConversationRow[]) {
  const wanted = rows.filter((row) => row.lastSeq > 0);
  const byConversation = new Map<string, ChatMessageRecord>();
  if (wanted.length === 0) return byConversation;
  const found = await db
    .select({ message: messages, senderName: users.fullname })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderUserId))
    .where(
      or(...wanted.map((row) => and(eq(messages.conversationId, row.id), eq(messages.seq, row.lastSeq)))),
    );
  for (const { message, senderName } of found) {
    byConversation.set(message.conversationId, { row: message, senderName: senderName ?? SUPPORT_TEAM_NAME });
  }
  return byConversation;
}

async function blockedConversationIds(db: Db, userId: string, rows: ConversationRow[]) {
  // Every kind of conversation but support: hiring, working and direct (decision 053).
  const withPeople = rows.filter((row) => row.type !== 'supportConv');
  const blocked = new Set<string>();
  if (withPeople.length === 0) return blocked;
  const blocks = await db
    .select({ blocker: userBlocks.blockerUserId, blocked: userBlocks.blockedUserId })
    .from(userBlocks)
    .where(or(eq(userBlocks.blockerUserId, userId), eq(userBlocks.blockedUserId, userId)));
  if (blocks.length === 0) return blocked;
  const others = new Set(blocks.map((block) => (block.blocker === userId ? block.blocked : block.blocker)));
  const members = await db
    .select({ conversationId: conversationMembers.conversationId, userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(
      inArray(
        conversationMembers.conversationId,
        withPeople.map((row) => row.id),
      ),
    );
  for (const member of members) {
    if (member.userId !== userId && others.has(member.userId)) blocked.add(member.conversationId);
  }
  return blocked;
}

/** Presents conversation rows for one user: participants, last message, unread count, block state. */
export async function presentConversationsFor(db: Db, userId: string | null, rows: ConversationRow[]) {
  const ids = rows.map((row) => row.id);
  const [participants, lastMessages, unread, blocked, handlers] = await Promise.all([
    loadParticipants(db, ids),
    loadLastMessages(db, rows),
    userId ? countUnread(db, userId, ids) : Promise.resolve(new Map<string, number>()),
    userId ? blockedConversationIds(db, userId, rows) : Promise.resolve(new Set<string>()),
    loadSupportHandlers(db, rows),
  ]);
  return rows.map((row) =>
    presentConversation({
      row,
      participants: participants.get(row.id) ?? [],
      lastMessage: lastMessages.get(row.id) ?? null,
      unread: userId ? (unread.get(row.id) ?? 0) : Math.max(0, row.lastSeq - row.supportReadSeq),
      isBlocked: blocked.has(row.id),
      handledBy: row.supportAssigneeStaffId ? (handlers.get(row.supportAssigneeStaffId) ?? null) : null,
    }),
  );
}

/** The staff members handling these support conversations, by staff id. */
async function loadSupportHandlers(db: Db, rows: ConversationRow[]) {
  const staffIds = [
    ...new Set(rows.flatMap((row) => (row.supportAssigneeStaffId ? [row.supportAssigneeStaffId] : []))),
  ];
  if (staffIds.length === 0) return new Map<string, { _id: string; fullname: string }>();
  const staff = await db
    .select({ _id: staffAccounts.id, fullname: staffAccounts.fullname })
    .from(staffAccounts)
    .where(inArray(staffAccounts.id, staffIds));
  return new Map(staff.map((member) => [member._id, member]));
}

/** The caller's conversations, most recent activity first, optionally of one type. */
export async function listConversations({
  db,
  actor,
  query,
}: {
  db: Db;
  actor: Actor;
  query: ConversationListQuery;
}): Promise<Page<ChatConversation>> {
  const where = and(
    eq(conversationMembers.userId, actor.userId),
    query.type ? eq(conversations.type, query.type) : undefined,
  );
  const { rows, total } = await fetchPage(
    query,
    db
      .select({ conversation: conversations })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(where)
      .orderBy(
        desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
        desc(conversations.id),
      )
      .$dynamic(),
    db
      .select({ total: count() })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(where),
  );
  const items = await presentConversationsFor(
    db,
    actor.userId,
    rows.map((row) => row.conversation),
  );
  return { items, total, page: query.page, recordPerPage: query.recordPerPage };
}

/** The conversation if the user takes part in it; NOT_FOUND otherwise (never says it exists). */
export async function findMemberConversation(db: Db, userId: string, conversationId: string) {
  const [row] = await db
    .select({ conversation: conversations })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(eq(conversationMembers.userId, userId), eq(conversationMembers.conversationId, conversationId)),
    )
    .limit(1);
  if (!row) throw conversationNotFound();
  return row.conversation;
}

export async function getConversation({
  db,
  actor,
  conversationId,
}: {
  db: Db;
  actor: Actor;
  conversationId: string;
}): Promise<ChatConversation> {
  const row = await findMemberConversation(db, actor.userId, conversationId);
  const [presented] = await presentConversationsFor(db, actor.userId, [row]);
  if (!presented) throw conversationNotFound();
  return presented;
}
