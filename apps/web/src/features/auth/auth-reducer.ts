import { GUEST_ROLE_MARKER, STORAGE_KEYS, type UserRole } from '@talentport/contract';

/** Details kept while an account waits for e-mail verification (the data rules Auth state). */
export type VerifyAccount = { fullName: string; code: string; email: string; role: UserRole | null };

/**
 * Auth state of the data rules. `userRole` is null for guests and for accounts without a role; use
 * `toStateRole` for the "*" guest marker of the spec.
 */
export type AuthState = {
  isAuthenticated: boolean;
  isLoading: boolean;
  userRole: UserRole | null;
  permissions: string[];
  isOnboard: boolean;
  /** Bumped to ask for a new identity check (e.g. another tab stored a new token). */
  refresh: number;
  verifyAccount: VerifyAccount | null;
  changeEmailClicked: boolean;
};

export type AuthAction =
  | { type: 'identity-check-started' }
  | { type: 'identity-confirmed'; userRole: UserRole | null; isOnboard: boolean }
  | { type: 'logged-in'; userRole: UserRole | null; isOnboard: boolean }
  | { type: 'reset' }
  | { type: 'logged-out' }
  | { type: 'refresh-requested' }
  | { type: 'role-chosen'; userRole: UserRole }
  | { type: 'onboarded' }
  | { type: 'permissions-set'; permissions: string[] }
  | { type: 'verify-account-set'; verifyAccount: VerifyAccount | null }
  | { type: 'change-email-clicked'; isClicked: boolean };

/** It starts in the loading state as a guest (the guard rules). */
export const initialAuthState: AuthState = {
  isAuthenticated: false,
  isLoading: true,
  userRole: null,
  permissions: [],
  isOnboard: false,
  refresh: 0,
  verifyAccount: null,
  changeEmailClicked: false,
};

function guestState(state: AuthState): AuthState {
  // The refresh marker survives so that a later re-check is still a new value.
  return { ...initialAuthState, isLoading: false, refresh: state.refresh };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'identity-check-started':
      return { ...state, isLoading: true };
    case 'identity-confirmed':
    case 'logged-in':
      return {
        ...state,
        isAuthenticated: true,
        isLoading: false,
        userRole: action.userRole,
        isOnboard: action.isOnboard,
      };
    case 'reset':
    case 'logged-out':
      return guestState(state);
    case 'refresh-requested':
      return { ...guestState(state), isLoading: true, refresh: state.refresh + 1 };
    case 'role-chosen':
      return state.isAuthenticated ? { ...state, userRole: action.userRole } : state;
    case 'onboarded':
      return state.isAuthenticated ? { ...state, isOnboard: true } : state;
    case 'permissions-set':
      return { ...state, permissions: action.permissions };
    case 'verify-account-set':
      return { ...state, verifyAccount: action.verifyAccount };
    case 'change-email-clicked':
      return { ...state, changeEmailClicked: action.isClicked };
  }
}

/** The role as the spec writes it: "*" for a guest. Authenticated accounts without a role give null. */
export function toStateRole(state: AuthState): UserRole | typeof GUEST_ROLE_MARKER | null {
  if (!state.isAuthenticated) return GUEST_ROLE_MARKER;
  return state.userRole;
}

export type BootstrapStep = 'check-identity' | 'reset' | 'wait';

/** What the provider does when the state or the stored token changes (the guard rules Authentication). */
export function decideBootstrapStep(state: AuthState, hasStoredToken: boolean): BootstrapStep {
  if (state.isAuthenticated) return 'wait';
  if (hasStoredToken) return state.isLoading ? 'check-identity' : 'wait';
  return state.isLoading ? 'reset' : 'wait';
}

export type StorageChange = 'recheck' | 'logout' | 'ignore';

/** Another tab changed localStorage: a new token means re-check, a removed token means logout. */
export function decideStorageChange(
  key: string | null,
  oldValue: string | null,
  newValue: string | null,
): StorageChange {
  // `key` is null when the other tab cleared the whole storage.
  if (key !== null && key !== STORAGE_KEYS.token) return 'ignore';
  if (newValue === null) return oldValue === null && key !== null ? 'ignore' : 'logout';
  if (newValue === oldValue) return 'ignore';
  return 'recheck';
}
