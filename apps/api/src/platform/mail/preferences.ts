import {
  MAIL_KIND_DEFAULTS,
  MAIL_KINDS,
  type MailKind,
  type NotificationPreferences,
  type UpdateNotificationPreferencesInput,
} from '@talentport/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applicantMailSettings, notificationPreferences, users } from '../../db/schema.js';
import { isSameHash } from '../links.js';

/** The person's mail choices, with the defaults for kinds never set. */
export async function getNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, isMailOn: notificationPreferences.isMailOn })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const mail = { ...MAIL_KIND_DEFAULTS };
  for (const row of rows) mail[row.kind] = row.isMailOn;
  const [settings] = await db
    .select({ cadence: applicantMailSettings.cadence })
    .from(applicantMailSettings)
    .where(eq(applicantMailSettings.userId, userId))
    .limit(1);
  return { mail, applicantMailCadence: settings?.cadence ?? 'instant' };
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
  if (input.applicantMailCadence) {
    // A switch to the daily digest starts it from now: nothing older is summed up (decision 127).
    await db
      .insert(applicantMailSettings)
      .values({ userId, cadence: input.applicantMailCadence })
      .onConflictDoUpdate({
        target: applicantMailSettings.userId,
        set: {
          cadence: sql`excluded.cadence`,
          digestCoveredUntil: sql`case when ${applicantMailSettings.cadence} = excluded.cadence then ${applicantMailSettings.digestCoveredUntil} else now() end`,
          updatedAt: sql`now()`,
        },
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token of a new-applicant mail's unsubscribe link: the member's id and secret key (decision 127). */
export function applicantMailToken(row: { userId: string; unsubscribeKey: string }): string {
  return `${row.userId}.${row.unsubscribeKey}`;
}

/**
 * Turns new-applicant mail off for the member a token names; answers whether it named one (an
 * unknown or wrong token changes nothing and is answered like a done unsubscribe by the page).
 */
export async function unsubscribeApplicantMail(db: Db, token: string): Promise<boolean> {
  const [userId, key] = token.split('.');
  if (!userId || !key || !UUID.test(userId)) return false;
  const [row] = await db
    .select({ unsubscribeKey: applicantMailSettings.unsubscribeKey })
    .from(applicantMailSettings)
    .where(eq(applicantMailSettings.userId, userId))
    .limit(1);
  if (!row || !isSameHash(row.unsubscribeKey, key)) return false;
  await muteMailKind(db, userId, 'applicants');
  return true;
}
