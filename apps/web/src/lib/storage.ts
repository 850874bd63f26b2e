import { STORAGE_KEYS, type UserRole } from '@talentport/contract';

/** sessionStorage key for the values kept while an invited company owner finishes signing up. */
export const INVITED_OWNER_SESSION_KEY = 'invitedOwner';

function getStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Storage can be disabled (privacy settings); the app then behaves as a guest.
    return null;
  }
}

function read(key: string): string | null {
  return getStorage('localStorage')?.getItem(key) ?? null;
}

function write(key: string, value: string): void {
  try {
    getStorage('localStorage')?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the session then lasts for this page only.
  }
}

function remove(key: string): void {
  getStorage('localStorage')?.removeItem(key);
}

export function readToken(): string | null {
  return read(STORAGE_KEYS.token);
}

export function readStoredUserRole(): string | null {
  return read(STORAGE_KEYS.userRole);
}

export function readStoredEmail(): string | null {
  return read(STORAGE_KEYS.email);
}

export function readVerifyToken(): string | null {
  return read(STORAGE_KEYS.verifyToken);
}

export function writeVerifyToken(verifyToken: string): void {
  write(STORAGE_KEYS.verifyToken, verifyToken);
}

export function clearVerifyToken(): void {
  remove(STORAGE_KEYS.verifyToken);
}

/** localStorage key of the address a verification link just confirmed, for the login form of any tab. */
const VERIFIED_EMAIL_KEY = 'verifiedEmail';

/**
 * The address a verification link confirmed (issue 35): a link opened in another tab signs every tab
 * out, and the login form each of them shows next starts with this address filled in. Forgotten
 * once someone logs in.
 */
export function readVerifiedEmail(): string | null {
  return read(VERIFIED_EMAIL_KEY);
}

export function writeVerifiedEmail(email: string): void {
  write(VERIFIED_EMAIL_KEY, email);
}

export function clearVerifiedEmail(): void {
  remove(VERIFIED_EMAIL_KEY);
}

export type StoredSession = { token: string; userRole: UserRole | null; email: string };

export function writeSession(session: StoredSession): void {
  write(STORAGE_KEYS.token, session.token);
  write(STORAGE_KEYS.email, session.email);
  writeStoredUserRole(session.userRole);
}

export function writeStoredUserRole(userRole: UserRole | null): void {
  if (userRole) write(STORAGE_KEYS.userRole, userRole);
  else remove(STORAGE_KEYS.userRole);
}

export function readInvitedOwner(): string | null {
  return getStorage('sessionStorage')?.getItem(INVITED_OWNER_SESSION_KEY) ?? null;
}

export function writeInvitedOwner(value: string): void {
  getStorage('sessionStorage')?.setItem(INVITED_OWNER_SESSION_KEY, value);
}

export function clearInvitedOwner(): void {
  getStorage('sessionStorage')?.removeItem(INVITED_OWNER_SESSION_KEY);
}

/** Forget the session: token, role, email and the invited-owner session values (the error rules). */
export function clearSessionStorage(): void {
  remove(STORAGE_KEYS.token);
  remove(STORAGE_KEYS.userRole);
  remove(STORAGE_KEYS.email);
  clearInvitedOwner();
  clearRoleHint();
  getStorage('sessionStorage')?.removeItem(ONBOARD_DRAFT_SESSION_KEY);
}

/** sessionStorage key of the onboarding wizard's draft (kept across reloads, cleared on logout). */
export const ONBOARD_DRAFT_SESSION_KEY = 'onboardDraft';

/** sessionStorage key for the role a guest showed interest in ("Find work", "Hire talent"...). */
export const ROLE_HINT_SESSION_KEY = 'roleHint';

export function readRoleHint(): string | null {
  return getStorage('sessionStorage')?.getItem(ROLE_HINT_SESSION_KEY) ?? null;
}

export function writeRoleHint(role: string): void {
  getStorage('sessionStorage')?.setItem(ROLE_HINT_SESSION_KEY, role);
}

export function clearRoleHint(): void {
  getStorage('sessionStorage')?.removeItem(ROLE_HINT_SESSION_KEY);
}

/** The referral code from a referral link (`/signup?ref=CODE`), sent with the onboarding submit. */
const REFERRAL_CODE_KEY = 'referralCode';

export function writeReferralCode(code: string): void {
  write(REFERRAL_CODE_KEY, code);
}

export function readReferralCode(): string | null {
  return read(REFERRAL_CODE_KEY);
}

export function clearReferralCode(): void {
  remove(REFERRAL_CODE_KEY);
}
