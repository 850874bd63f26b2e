import { pageSchema } from '../envelope.js';
import {
  markNotificationsReadInputSchema,
  notificationSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '../notifications.js';
import { defineEndpoint } from './define.js';

export const notificationsEndpoints = {
  listNotifications: defineEndpoint({
    id: 'listNotifications',
    method: 'GET',
    path: '/v1/notifications',
    summary: 'The caller’s notifications, newest first',
    description: 'Needs a session (the `token` header; 401 without one).',
    tags: ['notifications'],
    access: 'user',
    query: notificationsQuerySchema,
    response: pageSchema(notificationSchema),
    errors: [400, 401],
  }),
  getNotificationUnreadCount: defineEndpoint({
    id: 'getNotificationUnreadCount',
    method: 'GET',
    path: '/v1/notifications/unread-count',
    summary: 'How many of the caller’s notifications are unread (the header bell)',
    description: 'Needs a session (the `token` header; 401 without one).',
    tags: ['notifications'],
    access: 'user',
    response: unreadCountSchema,
    errors: [400, 401],
  }),
  markNotificationsRead: defineEndpoint({
    id: 'markNotificationsRead',
    method: 'POST',
    path: '/v1/notifications/read',
    summary: 'Mark notifications read: `ids`, or `isAll: true`',
    description: 'Needs a session (the `token` header; 401 without one).',
    tags: ['notifications'],
    access: 'user',
    body: markNotificationsReadInputSchema,
    response: unreadCountSchema,
    errors: [400, 401],
  }),
} as const;
