import {
  MAIL_KIND_DEFAULTS,
  MAIL_KINDS,
  type MailKind,
  type NotificationPreferences,
  type UpdateNotificationPreferencesInput,
} from '@talentport/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationPreferences, users } from '../../db/schema.js';

/** The person's mail choices, with the defaults for kinds never set. */
export async function getNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, isMailOn: notificationPreferences.isMailOn })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const mail = { ...MAIL_KIND_DEFAULTS };
  for (const row of rows) mail[row.kind] = row.isMailOn;
  return { mail };
}

export async function updateNotificationPreferences(
  db: Db,
  userId: string,
  input: UpdateNotificationPreferencesInput,
): Promise<NotificationPreferences> {
  const changed = MAIL_KINDS.flatMap((kind) => {
    const isMailOn = input.mail[kind];
    return isMailOn === undefined ? [] : [{ userId, kind, isMailOn }];
  });
  if (changed.length > 0) {
    await db
      .insert(notificationPreferences)
      .values(changed)
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { isMailOn: sql`excluded.is_mail_on`, updatedAt: sql`now()` },
      });
  }
  return getNotificationPreferences(db, userId);
}

/** Turns one kind off (an unsubscribe link). */
export async function muteMailKind(db: Db, userId: string, kind: MailKind) {
  await updateNotificationPreferences(db, userId, { mail: { [kind]: false } });
}

/**
 * Whether the account at this address wants mail of this kind. An address with no account (a
 * guest subscription, an invitation) has no preferences: its mail carries its own unsubscribe.
 */
export async function wantsMail(db: Db, address: string, kind: MailKind): Promise<boolean> {
  const [row] = await db
    .select({ isMailOn: notificationPreferences.isMailOn })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    .where(and(eq(users.email, address.toLowerCase()), eq(notificationPreferences.kind, kind)));
  return row ? row.isMailOn : MAIL_KIND_DEFAULTS[kind];
}
