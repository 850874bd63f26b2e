import { z } from 'zod';
import { paginationQuerySchema } from './envelope.js';

/** In-app notifications: generic (kind + title + body + link) so any module can add its own kinds. */
export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path inside the web app, e.g. `/freelancer/opportunities/applied?tab=Job`. */
  link: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = paginationQuerySchema.extend({
  isUnreadOnly: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Mark some (by id) or all of the caller's notifications read. */
export const markNotificationsReadInputSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'must be notification ids' }))
      .max(100)
      .optional(),
    isAll: z.boolean().optional(),
  })
  .refine((input) => input.isAll === true || (input.ids?.length ?? 0) > 0, {
    message: 'give the ids to mark read, or isAll true',
    path: ['ids'],
  });
