import { STORAGE_KEYS } from '@talentport/contract';
import { describe, expect, it } from 'vitest';
import {
  type AuthState,
  authReducer,
  decideBootstrapStep,
  decideStorageChange,
  initialAuthState,
  toStateRole,
} from './auth-reducer';

const authenticatedFreelancer: AuthState = {
  ...initialAuthState,
  isAuthenticated: true,
  isLoading: false,
  userRole: 'freelancer',
  isOnboard: true,
  permissions: ['opportunity:apply'],
};

describe('authReducer', () => {
  it('starts loading as a guest', () => {
    expect(initialAuthState.isLoading).toBe(true);
    expect(initialAuthState.isAuthenticated).toBe(false);
    expect(toStateRole(initialAuthState)).toBe('*');
  });

  it('sets role and onboard flag and marks the user authenticated when the identity check succeeds', () => {
    const state = authReducer(initialAuthState, {
      type: 'identity-confirmed',
      userRole: 'employer',
      isOnboard: false,
    });
    expect(state).toMatchObject({
      isAuthenticated: true,
      isLoading: false,
      userRole: 'employer',
      isOnboard: false,
    });
    expect(toStateRole(state)).toBe('employer');
  });

  it('keeps a null role for an authenticated account that has not chosen one', () => {
    const state = authReducer(initialAuthState, { type: 'logged-in', userRole: null, isOnboard: false });
    expect(state.isAuthenticated).toBe(true);
    expect(toStateRole(state)).toBeNull();
  });

  it('resets to a guest and stops loading', () => {
    const state = authReducer(initialAuthState, { type: 'reset' });
    expect(state).toEqual({ ...initialAuthState, isLoading: false });
  });

  it('clears role, permissions, onboard state and login flag on logout', () => {
    const state = authReducer(authenticatedFreelancer, { type: 'logged-out' });
    expect(state).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      userRole: null,
      isOnboard: false,
      permissions: [],
    });
  });

  it('asks for a new identity check with a new refresh marker', () => {
    const state = authReducer(authenticatedFreelancer, { type: 'refresh-requested' });
    expect(state).toMatchObject({ isAuthenticated: false, isLoading: true, userRole: null });
    expect(state.refresh).toBe(authenticatedFreelancer.refresh + 1);
    expect(authReducer(state, { type: 'logged-out' }).refresh).toBe(state.refresh);
  });

  it('records the chosen role and the finished onboarding only for an authenticated user', () => {
    const noRole = authReducer(initialAuthState, { type: 'logged-in', userRole: null, isOnboard: false });
    const withRole = authReducer(noRole, { type: 'role-chosen', userRole: 'agency' });
    expect(withRole.userRole).toBe('agency');
    expect(authReducer(withRole, { type: 'onboarded' }).isOnboard).toBe(true);
    const guest = authReducer(initialAuthState, { type: 'reset' });
    expect(authReducer(guest, { type: 'role-chosen', userRole: 'agency' })).toBe(guest);
    expect(authReducer(guest, { type: 'onboarded' })).toBe(guest);
  });

  it('stores verification details and the change-email flag', () => {
    const verifyAccount = { fullName: 'Ada', code: 'U1', email: 'ada@example.com', role: null };
    const state = authReducer(initialAuthState, { type: 'verify-account-set', verifyAccount });
    expect(state.verifyAccount).toEqual(verifyAccount);
    expect(authReducer(state, { type: 'change-email-clicked', isClicked: true }).changeEmailClicked).toBe(
      true,
    );
  });
});

describe('decideBootstrapStep', () => {
  it('checks the identity when a token is stored and the user is not authenticated', () => {
    expect(decideBootstrapStep(initialAuthState, true)).toBe('check-identity');
  });

  it('resets when there is no token', () => {
    expect(decideBootstrapStep(initialAuthState, false)).toBe('reset');
  });

  it('does nothing once authenticated or once settled as a guest', () => {
    expect(decideBootstrapStep(authenticatedFreelancer, true)).toBe('wait');
    expect(decideBootstrapStep({ ...initialAuthState, isLoading: false }, false)).toBe('wait');
  });
});

describe('decideStorageChange', () => {
  it('re-checks when another tab stores a new token', () => {
    expect(decideStorageChange(STORAGE_KEYS.token, null, 'new')).toBe('recheck');
    expect(decideStorageChange(STORAGE_KEYS.token, 'old', 'new')).toBe('recheck');
  });

  it('logs out when another tab removes the token or clears storage', () => {
    expect(decideStorageChange(STORAGE_KEYS.token, 'old', null)).toBe('logout');
    expect(decideStorageChange(null, null, null)).toBe('logout');
  });

  it('ignores other keys and unchanged tokens', () => {
    expect(decideStorageChange(STORAGE_KEYS.email, 'a', 'b')).toBe('ignore');
    expect(decideStorageChange(STORAGE_KEYS.token, 'same', 'same')).toBe('ignore');
  });
});
