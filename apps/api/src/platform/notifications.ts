import { and, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type NotificationRow, notifications } from '../db/schema.js';
import { fetchPage } from './paging.js';

export type NewNotification = {
  userId: string;
  /** A dotted name such as `application.hired`; clients may pick an icon by it. */
  kind: string;
  title: string;
  body?: string;
  /** A path in the web app. */
  link?: string;
  /** Shown no earlier than this (news held while a decision can be undone, decision 060). */
  deliverAfter?: Date;
  /** Names what it is about, so that `cancelHeldNotifications` can call it off. */
  ref?: string;
};

/** Delivered: its hold (if any) is over, by the database clock. */
const isDelivered = lte(notifications.deliverAfter, sql`now()`);

/** Calls off notifications still held under this ref (an undone hire or rejection). */
export async function cancelHeldNotifications(db: Db, ref: string) {
  await db
    .delete(notifications)
    .where(and(eq(notifications.ref, ref), sql`${notifications.deliverAfter} > now()`));
}

/** Adds a notification. Pass the transaction of the change that causes it. */
export async function createNotification(db: Db, input: NewNotification) {
  await db.insert(notifications).values({
    userId: input.userId,
    kind: input.kind,
    title: input.title,
    body: input.body ?? '',
    link: input.link ?? '',
    ...(input.deliverAfter ? { deliverAfter: input.deliverAfter } : {}),
    ...(input.ref ? { ref: input.ref } : {}),
  });
}

export async function listNotifications({
  db,
  userId,
  page,
  recordPerPage,
  isUnreadOnly,
}: {
  db: Db;
  userId: string;
  page: number;
  recordPerPage: number;
  isUnreadOnly: boolean;
}): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = isUnreadOnly
    ? and(eq(notifications.userId, userId), isNull(notifications.readAt), isDelivered)
    : and(eq(notifications.userId, userId), isDelivered);
  const { rows, total } = await fetchPage(
    { page, recordPerPage },
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .$dynamic(),
    db.select({ total: count() }).from(notifications).where(where),
  );
  return { rows, total };
}

export async function countUnreadNotifications({ db, userId }: { db: Db; userId: string }) {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), isDelivered));
  return row?.unread ?? 0;
}

/** Marks the caller's notifications read (some by id, or all); ids of others are ignored. */
export async function markNotificationsRead({
  db,
  userId,
  ids,
  isAll,
}: {
  db: Db;
  userId: string;
  ids?: string[] | undefined;
  isAll?: boolean | undefined;
}) {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt), isDelivered);
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(isAll ? mine : and(mine, inArray(notifications.id, ids ?? [])));
  return countUnreadNotifications({ db, userId });
}
