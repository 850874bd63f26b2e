import {
  notificationPreferencesSchema,
  updateNotificationPreferencesInputSchema,
} from '../notification-preferences.js';
import { defineEndpoint } from './define.js';

export const notificationPreferencesEndpoints = {
  getNotificationPreferences: defineEndpoint({
    id: 'getNotificationPreferences',
    method: 'GET',
    path: '/v1/user/notification-preferences',
    summary: 'Which kinds of mail the caller receives',
    description:
      'Needs a session. Mail on or off per kind (messages, pipeline, alerts, reminders, marketing); transactional mail (security, verification, password reset) is always sent and has no switch.',
    tags: ['notifications'],
    access: 'user',
    response: notificationPreferencesSchema,
    errors: [401],
  }),
  updateNotificationPreferences: defineEndpoint({
    id: 'updateNotificationPreferences',
    method: 'PUT',
    path: '/v1/user/notification-preferences',
    summary: 'Turn kinds of mail on or off',
    description:
      'Needs a session. `mail` names the kinds to change; the others keep their setting. Answers the whole set.',
    tags: ['notifications'],
    access: 'user',
    body: updateNotificationPreferencesInputSchema,
    response: notificationPreferencesSchema,
    errors: [400, 401],
  }),
} as const;
