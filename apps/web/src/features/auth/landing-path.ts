import {
  ACCOUNT_TYPE_PAGE,
  DEFAULT_LANDING_PAGES,
  ONBOARDING_PAGES,
  type UserRole,
} from '@talentport/contract';

/** Where a signed-in user belongs: onboarding until it is finished, then the role's landing page. */
export function landingPathFor(account: { userRole: UserRole | null; isOnboard: boolean }): string {
  if (!account.userRole) return ACCOUNT_TYPE_PAGE;
  if (!account.isOnboard) return ONBOARDING_PAGES[account.userRole];
  return DEFAULT_LANDING_PAGES[account.userRole];
}

/** The account settings page of a role (change email, password, team). */
export function settingsPathFor(account: { userRole: UserRole | null }): string {
  return account.userRole ? `/${account.userRole}/settings` : ACCOUNT_TYPE_PAGE;
}
