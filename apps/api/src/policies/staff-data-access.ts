import type { StaffRole } from '@talentport/contract';

/**
 * What each staff role may see of users' personal data (decision 020 lists the roles):
 * - admin: user look-up with full emails, 100 per page;
 * - support: user look-up (it answers users), 20 per page, emails masked in lists unless the
 *   search names that exact address; one user's full card through the audit-logged view;
 * - talent-manager: no user look-up (its bookings already name the people it talks to).
 */
export const USER_LOOKUP_ROLES: readonly StaffRole[] = ['admin', 'support'];

export function canLookUpUsers(roles: readonly StaffRole[]): boolean {
  return roles.some((role) => USER_LOOKUP_ROLES.includes(role));
}

export function canSeeEmailsInLists(roles: readonly StaffRole[]): boolean {
  return roles.includes('admin');
}

export function maxUserLookupPageSize(roles: readonly StaffRole[]): number {
  return roles.includes('admin') ? 100 : 20;
}

/** `ana.lim@example.com` → `a•••@example.com`: enough to tell accounts apart, not to write to. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.charAt(0)}•••${email.slice(at)}`;
}

/**
 * Staff calls that return people's personal data, and the audit action each writes (by route).
 * Every GET under /api/staff/ is either here or in STAFF_READS_WITHOUT_PERSONAL_DATA; a test walks
 * the OpenAPI document so a new staff listing cannot skip the audit log unnoticed.
 */
export const AUDITED_STAFF_READS: Readonly<Record<string, string>> = {
  '/api/staff/v1/users': 'users.list',
  '/api/staff/v1/support/conversations': 'support.conversations.list',
  '/api/staff/v1/support/conversations/:conversationId': 'support.conversation.view',
  '/api/staff/v1/support/conversations/:conversationId/messages': 'support.messages.list',
  '/api/staff/v1/talent-managers/:managerId/bookings': 'bookings.list',
  '/api/staff/v1/reported-opportunities': 'reported-opportunities.list',
  '/api/staff/v1/reported-reviews': 'reported-reviews.list',
  '/api/staff/v1/audit-log': 'audit-log.list',
  '/api/staff/v1/pending-deletions': 'pending-deletions.list',
};

/** Staff reads with no one else's personal data, or audited by their own service. */
export const STAFF_READS_WITHOUT_PERSONAL_DATA: readonly string[] = [
  '/api/staff/v1/me',
  // Audited by viewUser itself (action user.view).
  '/api/staff/v1/users/:id',
  '/api/staff/v1/talent-managers/:managerId/availability',
  '/api/staff/v1/promo-codes',
  // Job names, times, counts and error kinds (describeJobError keeps no query parameters).
  '/api/staff/v1/jobs',
];
