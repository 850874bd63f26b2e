import {
  ACCOUNT_TYPE_PAGE,
  canAccess,
  DEFAULT_LANDING_PAGES,
  ONBOARDING_PAGES,
  paths,
  type UserRole,
} from '@talentport/contract';
import { equivalentPathFor, readDestination, readSentDestination, spendDestination } from './destination';

/** Where a signed-in user belongs: onboarding until it is finished, then the role's landing page. */
export function landingPathFor(account: { userRole: UserRole | null; isOnboard: boolean }): string {
  if (!account.userRole) return ACCOUNT_TYPE_PAGE;
  if (!account.isOnboard) return ONBOARDING_PAGES[account.userRole];
  return DEFAULT_LANDING_PAGES[account.userRole];
}

/** The account settings page of a role (change email, password, team). */
export function settingsPathFor(account: { userRole: UserRole | null }): string {
  return account.userRole ? paths.role.settings.getHref({ role: account.userRole }) : ACCOUNT_TYPE_PAGE;
}

/** The navigation state of a link to /login from a page that wants the visitor back after it. */
export function toReturnState(path: string) {
  return { returnTo: path };
}

/** Reads the page to return to from `location.state`, which may hold anything (or nothing). */
export function readReturnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const path = state.returnTo;
  // Only a path inside the app: never another origin (`//host`, `https://…`).
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/**
 * Where a login lands: back on the page that asked for it (a guest who pressed "Log in to save"
 * on an opportunity) when the account may open it (the route rules), otherwise where `landingPathFor` says.
 */
export function pathAfterLogin(
  account: { userRole: UserRole | null; isOnboard: boolean },
  returnTo: string | null,
): string {
  if (!returnTo || !account.userRole || !account.isOnboard) return landingPathFor(account);
  if (canAccess(returnTo, account.userRole)) return returnTo;
  // A guest's `/talent/CODE` is `/employer/talent/CODE` for an employer (the query kept).
  return equivalentPathFor(returnTo, account.userRole) ?? landingPathFor(account);
}

/**
 * Where a person goes once signed in (log-in, sign-up, two-factor, social, the last onboarding
 * step): back to the page that asked (`returnTo`), else to the remembered `next`, else to the
 * landing page. The route guard reads the same, and forgets `next` once an onboarded person is on
 * a page (so it is used once).
 */
export function continueAfterSignIn(
  account: { userRole: UserRole | null; isOnboard: boolean },
  returnTo: string | null,
): string {
  const to = pathAfterLogin(account, returnTo ?? readDestination() ?? readSentDestination());
  // Used once: forgotten as the person is sent on, not when the page arrives (a slow page chunk
  // would leave it for the next link opened meanwhile).
  if (account.userRole && account.isOnboard) spendDestination(to);
  return to;
}
