import { paths } from '@talentport/contract';
import { writeVerifyToken } from './storage';

/** The path mailed verification and change-of-email links open. */
export const VERIFY_EMAIL_PATH = paths.verifyEmail.getHref();

/**
 * A verification link (`/verify-email?token=...`) stores its token as `verifyToken` and goes on
 * to /login, where the pending token forces a logout and the person confirms it (the guard rules).
 * Returns whether the location was such a link.
 */
export function captureVerifyLink(
  location: Pick<Location, 'pathname' | 'search'>,
  history: Pick<History, 'replaceState'>,
): boolean {
  if (location.pathname.replace(/\/+$/, '') !== VERIFY_EMAIL_PATH) return false;
  const token = new URLSearchParams(location.search).get('token');
  if (token) writeVerifyToken(token);
  history.replaceState(null, '', paths.login.getHref());
  return true;
}
