import type { Notification } from '@talentport/contract';
import type { NotificationRow } from '../../db/schema.js';

export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
