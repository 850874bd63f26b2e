import { z } from 'zod';

/**
 * Kinds of mail a person may turn off (issue 19 item 5, decision 108). Transactional mail
 * (security, verification, password reset, invitations, booked calls) has no switch.
 */
export const MAIL_KINDS = ['messages', 'pipeline', 'alerts', 'reminders', 'marketing'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Plain labels for the settings screen, one per kind. */
export const MAIL_KIND_LABELS: Record<MailKind, { label: string; hint: string }> = {
  messages: { label: 'New messages', hint: 'A summary of chat messages that arrive while you are away.' },
  pipeline: {
    label: 'Applications and work',
    hint: 'Changes to your applications, invitations to apply and engagements that end.',
  },
  alerts: {
    label: 'Job alerts',
    hint: 'New opportunities, or new freelancers, that match your saved searches.',
  },
  reminders: { label: 'Reminders', hint: 'Reminders of calls you booked.' },
  marketing: { label: 'News and offers', hint: 'Occasional news about Talentport.' },
};

/** Default when a person never chose: everything on except marketing (opt-in). */
export const MAIL_KIND_DEFAULTS: Record<MailKind, boolean> = {
  messages: true,
  pipeline: true,
  alerts: true,
  reminders: true,
  marketing: false,
};

const onOff = z.boolean({ error: 'must be true or false' });

export const notificationPreferencesSchema = z.object({
  /** Mail on (true) or off, per kind. */
  mail: z.object({
    messages: z.boolean(),
    pipeline: z.boolean(),
    alerts: z.boolean(),
    reminders: z.boolean(),
    marketing: z.boolean(),
  }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Changes some kinds; kinds left out keep their setting. */
export const updateNotificationPreferencesInputSchema = z.object({
  mail: z
    .object({
      messages: onOff.optional(),
      pipeline: onOff.optional(),
      alerts: onOff.optional(),
      reminders: onOff.optional(),
      marketing: onOff.optional(),
    })
    .strict(),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesInputSchema>;
