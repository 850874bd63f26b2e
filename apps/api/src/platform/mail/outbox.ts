import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type MailAttachment, type MailRow, mailOutbox } from '../../db/schema.js';
import { currentRequestId } from '../../operations/request-id.js';
import { type MailTemplate, mailKindOf } from './kinds.js';
import { wantsMail } from './preferences.js';
import type { RenderedMail } from './templates.js';

/** Attempts before a mail is given up on; the waits between them double from 30 s to at most 1 h. */
export const MAX_MAIL_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** How long a worker may hold a claimed mail before another worker may take it over. */
const CLAIM_MS = 120_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Queues a mail. Pass the transaction of the change that causes it, so the mail exists exactly
 * when the change does. Mail of a kind the recipient turned off is not queued (decision 108):
 * the answer says whether it was.
 */
export async function enqueueMail(
  db: Db,
  input: {
    to: string;
    template: MailTemplate;
    mail: RenderedMail;
    attachments?: MailAttachment[];
    /** Send no earlier than this (scheduled mail such as reminders); now when absent. */
    sendAt?: Date;
    /** Names what the mail is about, so that `cancelScheduledMail` can call it off. */
    ref?: string;
    /** Extra headers, such as List-Unsubscribe on alerts. */
    headers?: Record<string, string>;
  },
): Promise<{ isQueued: boolean }> {
  const kind = mailKindOf(input.template);
  if (kind !== 'transactional' && !(await wantsMail(db, input.to, kind))) return { isQueued: false };
  await db.insert(mailOutbox).values({
    template: input.template,
    kind,
    toAddress: input.to,
    subject: input.mail.subject,
    textBody: input.mail.text,
    htmlBody: input.mail.html,
    attachments: input.attachments ?? [],
    headers: input.headers ?? {},
    ...(input.sendAt ? { nextAttemptAt: input.sendAt } : {}),
    ...(input.ref ? { ref: input.ref } : {}),
    requestId: currentRequestId() ?? null,
  });
  return { isQueued: true };
}

/** Calls off scheduled mail that has not gone yet (a reminder for a call that moved or was cancelled). */
export async function cancelScheduledMail(db: Db, ref: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'cancelled', lockedUntil: null })
    .where(and(eq(mailOutbox.ref, ref), eq(mailOutbox.status, 'pending')));
}

/**
 * Takes up to `limit` due mails for this worker; rows claimed by another live worker are skipped.
 * "Due" is judged by the database clock, the one that stamped `next_attempt_at`: a JS timestamp
 * (whole milliseconds) could fall just before a row written in the same millisecond.
 */
export async function claimDueMail(db: Db, limit: number): Promise<MailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      lockedUntil: sql`now() + ${`${CLAIM_MS} milliseconds`}::interval`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markMailSent(db: Db, id: string, transport: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, transport, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, mail: MailRow, error: string, now = new Date()) {
  const isFinal = mail.attempts >= MAX_MAIL_ATTEMPTS;
  await db
    .update(mailOutbox)
    .set({
      status: isFinal ? 'failed' : 'pending',
      lockedUntil: null,
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
    })
    .where(eq(mailOutbox.id, mail.id));
}
