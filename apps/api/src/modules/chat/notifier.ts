import { CHAT_MAIL_INTERVAL_MS, CHAT_TYPE_LABELS } from '@talentport/contract';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversationMembers, conversations, messages, users } from '../../db/schema.js';
import type { LinkBuilder } from '../../platform/links.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { chatMessagesMail } from '../../platform/mail/templates.js';
import { SUPPORT_TEAM_NAME } from './presenter.js';

export type ChatNotifier = {
  /** One sweep: mails members who have unread messages and are offline. Resolves with mails queued. */
  runOnce: () => Promise<number>;
  stop: () => Promise<void>;
};

type Log = { error: (object: object, message: string) => void };

const EXCERPT_LENGTH = 300;
const MESSAGES_PER_MAIL = 5;
const BATCH = 50;

/**
 * Mails members about messages they have not read, batched: a member is considered once a message
 * has waited `delayMs` unread, only when no socket of theirs is connected on any instance, and at
 * most once per conversation per 15 minutes (one mail covers everything unread). The claim is a
 * conditional update in the mail's own transaction, so several instances never mail twice.
 */
export function startChatNotifier(options: {
  db: Db;
  links: LinkBuilder;
  isUserOnline: (userId: string) => Promise<boolean>;
  nudgeMail: () => void;
  log: Log;
  delayMs?: number;
  intervalMs?: number;
}): ChatNotifier {
  const { db, links, log } = options;
  const delayMs = options.delayMs ?? 30_000;
  const intervalMs = options.intervalMs ?? 15_000;
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  async function sweep(): Promise<number> {
    const now = new Date();
    const quietSince = new Date(now.getTime() - CHAT_MAIL_INTERVAL_MS);
    const candidates = await db
      .select({
        conversationId: conversationMembers.conversationId,
        userId: conversationMembers.userId,
        lastReadSeq: conversationMembers.lastReadSeq,
        lastSeq: conversations.lastSeq,
        type: conversations.type,
        subject: conversations.subject,
        email: users.email,
        fullname: users.fullname,
        userRole: users.userRole,
      })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .innerJoin(users, eq(users.id, conversationMembers.userId))
      .where(
        and(
          sql`${conversations.lastSeq} > greatest(${conversationMembers.lastReadSeq}, ${conversationMembers.notifiedSeq})`,
          or(isNull(conversationMembers.lastNotifiedAt), lt(conversationMembers.lastNotifiedAt, quietSince)),
          lt(conversations.lastMessageAt, new Date(now.getTime() - delayMs)),
          eq(users.emailVerify, true),
        ),
      )
      .limit(BATCH);
    let queued = 0;
    for (const candidate of candidates) {
      const isOnline = await options.isUserOnline(candidate.userId);
      const isQueued = await db.transaction(async (tx) => {
        const claimWhere = and(
          eq(conversationMembers.conversationId, candidate.conversationId),
          eq(conversationMembers.userId, candidate.userId),
          lt(conversationMembers.notifiedSeq, candidate.lastSeq),
          or(isNull(conversationMembers.lastNotifiedAt), lt(conversationMembers.lastNotifiedAt, quietSince)),
        );
        if (isOnline) {
          // They see it live: nothing to mail for these messages.
          await tx.update(conversationMembers).set({ notifiedSeq: candidate.lastSeq }).where(claimWhere);
          return false;
        }
        const [claimed] = await tx
          .update(conversationMembers)
          .set({ notifiedSeq: candidate.lastSeq, lastNotifiedAt: now })
          .where(claimWhere)
          .returning({ lastReadSeq: conversationMembers.lastReadSeq });
        if (!claimed) return false;
        const unread = await tx
          .select({
            body: messages.body,
            attachments: messages.attachments,
            staffId: messages.senderStaffId,
            senderName: users.fullname,
          })
          .from(messages)
          .leftJoin(users, eq(users.id, messages.senderUserId))
          .where(
            and(
              eq(messages.conversationId, candidate.conversationId),
              gt(messages.seq, claimed.lastReadSeq),
              isNull(messages.deletedAt),
              sql`${messages.senderUserId} is distinct from ${candidate.userId}`,
            ),
          )
          .orderBy(desc(messages.seq))
          .limit(MESSAGES_PER_MAIL + 1);
        if (unread.length === 0) return false;
        const shown = unread.slice(0, MESSAGES_PER_MAIL).reverse();
        const label = candidate.subject
          ? `your ${CHAT_TYPE_LABELS[candidate.type].toLowerCase()} conversation about “${candidate.subject}”`
          : candidate.type === 'supportConv'
            ? 'your conversation with Talentport support'
            : `a ${CHAT_TYPE_LABELS[candidate.type].toLowerCase()} conversation`;
        // A person who turned message mail off gets none (decision 108): nothing is counted as sent.
        const { isQueued: isMailed } = await enqueueMail(tx, {
          to: candidate.email,
          template: 'chat-messages',
          mail: chatMessagesMail({
            fullname: candidate.fullname,
            conversationLabel: label,
            messages: shown.map((message) => ({
              senderName: message.staffId ? SUPPORT_TEAM_NAME : (message.senderName ?? 'Someone'),
              text:
                message.body.length > EXCERPT_LENGTH
                  ? `${message.body.slice(0, EXCERPT_LENGTH)}…`
                  : message.body ||
                    `(${message.attachments.length} file${message.attachments.length === 1 ? '' : 's'})`,
            })),
            hasMore: unread.length > MESSAGES_PER_MAIL,
            link: links.chatConversation(candidate.userRole, candidate.conversationId),
          }),
        });
        return isMailed;
      });
      if (isQueued) queued += 1;
    }
    if (queued > 0) options.nudgeMail();
    return queued;
  }

  function runOnce(): Promise<number> {
    running ??= sweep()
      .catch((error: unknown) => {
        log.error({ err: error }, 'chat notifier sweep failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule() {
    if (isStopped || intervalMs <= 0) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, intervalMs);
    timer.unref();
  }
  schedule();

  return {
    runOnce,
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
