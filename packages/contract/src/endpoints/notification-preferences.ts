import { applicantMailLinkQuerySchema } from '../applicant-tools.js';
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
      'Needs a session. Mail on or off per kind (messages, pipeline, alerts, reminders, marketing, applicants) and how new-applicant mail comes (instant or a daily digest); transactional mail (security, verification, password reset) is always sent and has no switch.',
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
  showApplicantMailUnsubscribe: defineEndpoint({
    id: 'showApplicantMailUnsubscribe',
    method: 'GET',
    path: '/v1/notification-preferences/applicants/unsubscribe',
    summary: 'The page of a new-applicant mail’s unsubscribe link: a button that turns that mail off',
    description:
      'Open to anyone with the mailed link, no session needed. A GET alone changes nothing (link scanners follow links). Answers an HTML page.',
    tags: ['notifications'],
    access: 'public',
    query: applicantMailLinkQuerySchema,
    response: null,
    errors: [400],
  }),
  unsubscribeApplicantMail: defineEndpoint({
    id: 'unsubscribeApplicantMail',
    method: 'POST',
    path: '/v1/notification-preferences/applicants/unsubscribe',
    summary: 'One-click unsubscribe from new-applicant mail (RFC 8058)',
    description:
      'Open to anyone with the mailed link, no session needed: mail clients post `List-Unsubscribe=One-Click` here, the page’s button posts the same. The `applicants` kind is turned off at once (Settings turns it back on). Answers an HTML page.',
    tags: ['notifications'],
    access: 'public',
    query: applicantMailLinkQuerySchema,
    consumes: ['application/x-www-form-urlencoded'],
    response: null,
    errors: [400],
  }),
} as const;
