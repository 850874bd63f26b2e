import { z } from 'zod';

/**
 * Kinds of mail a person may turn off (issue 19 item 5, decision 108). Transactional mail
 * (security, verification, password reset, invitations, booked calls) has no switch.
 */
export const MAIL_KINDS = ['messages', 'pipeline', 'alerts', 'reminders', 'marketing', 'applicants'] as const;
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
  applicants: {
    label: 'New applicants',
    hint: 'Someone applied to one of your company’s listings: as they apply, or once a day.',
  },
};

/** How a company member gets new-applicant mail when it is on (decision 127). */
export const APPLICANT_MAIL_CADENCES = ['instant', 'daily'] as const;
export type ApplicantMailCadence = (typeof APPLICANT_MAIL_CADENCES)[number];
export const APPLICANT_MAIL_CADENCE_LABELS: Record<ApplicantMailCadence, string> = {
  instant: 'As each person applies',
  daily: 'Once a day, a summary',
};

/** Default when a person never chose: everything on except marketing (opt-in). */
export const MAIL_KIND_DEFAULTS: Record<MailKind, boolean> = {
  messages: true,
  pipeline: true,
  alerts: true,
  reminders: true,
  marketing: false,
  applicants: true,
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
    applicants: z.boolean(),
  }),
  /** New-applicant mail, when on: one mail per applicant or a daily summary (decision 127). */
  applicantMailCadence: z.enum(APPLICANT_MAIL_CADENCES),
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
      applicants: onOff.optional(),
    })
    .strict(),
  applicantMailCadence: z.enum(APPLICANT_MAIL_CADENCES, { error: 'must be instant or daily' }).optional(),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesInputSchema>;
