import type { MailKind } from '@talentport/contract';

/**
 * Every mail the product sends, by template name, and its kind (decision 108). `transactional`
 * mail is always sent (security, verification, reset, invitations, the booking of a call the
 * person made, the confirmation of a subscription); every other kind follows the recipient's
 * notification preferences, checked when the mail is queued. A new template must be listed here:
 * `enqueueMail` only takes names this table knows.
 */
export const MAIL_TEMPLATE_KINDS = {
  'verify-email': 'transactional',
  'password-reset': 'transactional',
  'password-changed': 'transactional',
  'confirm-new-email': 'transactional',
  'email-change-requested': 'transactional',
  'email-changed': 'transactional',
  'team-invite': 'transactional',
  // Answers to the owner of an address already in use (decision 116): invitation and email change.
  'team-invite-existing-account': 'transactional',
  'email-already-in-use': 'transactional',
  'booking-confirmed': 'transactional',
  'booking-cancelled': 'transactional',
  'booking-reminder': 'reminders',
  'chat-messages': 'messages',
  'opportunity-invite': 'pipeline',
  'engagement-ended': 'pipeline',
  // Work agreements (decision 122): a step the other side took, and what falls due.
  'work-update': 'pipeline',
  'work-reminder': 'reminders',
  // Someone applied to a listing of the member's company (decision 127): at once, or a daily digest.
  'new-applicant': 'applicants',
  'applicant-digest': 'applicants',
  'saved-search-alert': 'alerts',
  'guest-alert-confirm': 'transactional',
  'guest-alert': 'alerts',
  'saved-talent-alert': 'alerts',
  'two-factor-enabled': 'transactional',
  'two-factor-disabled': 'transactional',
  'two-factor-recovery-codes-regenerated': 'transactional',
  'two-factor-recovery-code-used': 'transactional',
  // The person asked for a copy of their data (decision 109): always sent.
  'data-export-ready': 'transactional',
  'data-export-failed': 'transactional',
  'account-deletion-requested': 'transactional',
  'account-deletion-cancelled': 'transactional',
  // Who owns a company changed (decision 112): a change of rights, always sent to both people.
  'company-ownership-received': 'transactional',
  'company-ownership-handed-over': 'transactional',
  // Removed from a team (issue 35): a change of rights, always sent.
  'company-member-removed': 'transactional',
  // An agency invited a freelancer to its bench (decision 131): work news, by their preferences.
  'agency-bench-invite': 'pipeline',
} as const satisfies Record<string, MailKind | 'transactional'>;

/** Application status mails are named `application-<status>`. */
type ApplicationTemplate = `application-${string}`;
export type MailTemplate = keyof typeof MAIL_TEMPLATE_KINDS | ApplicationTemplate;

export function mailKindOf(template: MailTemplate): MailKind | 'transactional' {
  if (template in MAIL_TEMPLATE_KINDS)
    return MAIL_TEMPLATE_KINDS[template as keyof typeof MAIL_TEMPLATE_KINDS];
  return 'pipeline';
}
