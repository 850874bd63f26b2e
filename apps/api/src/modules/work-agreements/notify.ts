import { randomUUID } from 'node:crypto';
import { paths } from '@talentport/contract';
import type { Db } from '../../db/client.js';
import type { DomainEvent, DomainEventBus } from '../../lib/domain-events.js';
import type { ChatEvent, ChatEvents } from '../../platform/chat-events.js';
import type { LinkBuilder } from '../../platform/links.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { workUpdateMail } from '../../platform/mail/work-templates.js';
import { createNotification } from '../../platform/notifications.js';
import type { EngagementSide } from '../../policies/index.js';
import { writeWorkLine } from '../chat/index.js';
import { type Parties, sideRecipients } from './access.js';

/** What a work-agreement service needs to tell people after its commit. */
export type WorkContext = {
  db: Db;
  links: LinkBuilder;
  events: DomainEventBus;
  chatEvents: ChatEvents;
  nudgeMail: () => void;
  platformCurrency: string;
};

/** What to announce once the transaction has committed. */
export class AfterCommit {
  readonly domain: DomainEvent[] = [];
  readonly chat: ChatEvent[] = [];
  mailQueued = false;

  flush(ctx: Pick<WorkContext, 'events' | 'chatEvents' | 'nudgeMail'>) {
    if (this.mailQueued) ctx.nudgeMail();
    ctx.events.emitAll(this.domain);
    for (const event of this.chat) ctx.chatEvents.emit(event);
  }
}

export type Notice = {
  parties: Parties & { hiredByUserId?: string | null };
  /** The side that is told (the other side of the one who acted). */
  toSide: EngagementSide;
  actorUserId: string | null;
  /** Notification kind, e.g. `work.milestone_submitted`. */
  kind: string;
  title: string;
  /** One plain sentence for the mail (and the notification's body). */
  sentence: string;
  opportunityTitle: string;
  quote?: { label: string; text: string } | undefined;
  /** A reminder (kind `reminders`) rather than news of a step (kind `pipeline`). */
  isReminder?: boolean;
  /** Writes this line in the working conversation, as the actor. */
  line?: { conversationKey: string; body: string } | undefined;
  /** Holds the notification and mail back until then (an offer's quiet-withdraw window). */
  ref?: string;
};

/** Tells the other side: a notification, a mail (decision 108 kinds), a line in the working conversation. */
export async function tellOtherSide(
  tx: Db,
  ctx: Pick<WorkContext, 'links'>,
  after: AfterCommit,
  notice: Notice,
) {
  const recipients = (await sideRecipients(tx, notice.parties, notice.toSide)).filter(
    (recipient) => recipient.id !== notice.actorUserId,
  );
  for (const recipient of recipients) {
    const path = recipient.userRole
      ? paths.role.work.getHref({ role: recipient.userRole })
      : paths.home.getHref();
    await createNotification(tx, {
      userId: recipient.id,
      kind: notice.kind,
      title: notice.title,
      body: `${notice.opportunityTitle} · ${notice.sentence}`,
      link: path,
      ...(notice.ref ? { ref: notice.ref } : {}),
    });
    after.domain.push({ name: 'notification.created', payload: { userId: recipient.id } });
    const { isQueued } = await enqueueMail(tx, {
      to: recipient.email,
      template: notice.isReminder ? 'work-reminder' : 'work-update',
      mail: workUpdateMail({
        fullname: recipient.fullname,
        subject: notice.title,
        sentence: notice.sentence,
        opportunityTitle: notice.opportunityTitle,
        quote: notice.quote,
        link: ctx.links.page(path),
      }),
      ...(notice.ref ? { ref: notice.ref } : {}),
    });
    if (isQueued) after.mailQueued = true;
  }
  if (notice.line && notice.actorUserId) {
    const event = await writeWorkLine(tx, {
      conversationKey: notice.line.conversationKey,
      userId: notice.actorUserId,
      body: notice.line.body,
      key: `${notice.kind}:${randomUUID()}`,
    });
    if (event) after.chat.push(event);
  }
}

/** Money as a mail or a line says it: `USD 1,250.00` (the viewer's locale formats it in the app). */
export function formatMoney(amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${currency} ${(amount / 100).toFixed(2)}`;
  }
}
