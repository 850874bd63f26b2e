import type { AuthResult, UserRole } from '@talentport/contract';
import { isSuccess, paths } from '@talentport/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setForbiddenHandler } from '../../lib/api-client';
import {
  clearSessionStorage,
  readToken,
  readVerifyToken,
  writeSession,
  writeStoredUserRole,
} from '../../lib/storage';
import { checkIdentity } from './api/get-me';
import { logout as revokeSession } from './api/logout';
import {
  type AuthState,
  authReducer,
  decideBootstrapStep,
  decideStorageChange,
  initialAuthState,
  type VerifyAccount,
} from './auth-reducer';

export type AuthContextValue = {
  state: AuthState;
  /** Store the session of a successful login or registration and mark the user authenticated. */
  signIn: (result: AuthResult, email: string) => void;
  chooseRole: (userRole: UserRole) => void;
  markOnboarded: () => void;
  /** Ask the server who the user is again (e.g. the account changed elsewhere). */
  recheckIdentity: () => void;
  /** Revoke the session server-side (best effort) and forget it here. */
  logout: () => void;
  /** Forget the session here only (403 answers, route guard, another tab logging out). */
  logoutLocally: () => void;
  /** Who a pending verification link is for (the data rules `verifyAccount`); null when done. */
  setVerifyAccount: (verifyAccount: VerifyAccount | null) => void;
  /** The change-of-email form is open (the data rules `changeEmailClicked`). */
  setChangeEmailClicked: (isClicked: boolean) => void;
};

const LOGIN_PATH = paths.login.getHref();

/**
 * Set when the page starts to unload (reload, full navigation). The browser then cancels the
 * identity check in flight; that failure is ours, not the server's, and must not log the user out.
 */
let isPageUnloading = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    isPageUnloading = true;
  });
  window.addEventListener('pagehide', () => {
    isPageUnloading = true;
  });
}

const AuthContext = createContext<AuthContextValue | null>(null);

type AuthProviderProps = {
  children: ReactNode;
  /** Runs once the user is known, e.g. to load the full profile. */
  onAuthenticated?: () => void;
};

/** The authentication state machine of the guard rules. Must sit inside the router (it redirects). */
export function AuthProvider({ children, onAuthenticated }: AuthProviderProps) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isForcedLoginPending, setIsForcedLoginPending] = useState(false);
  const onAuthenticatedRef = useRef(onAuthenticated);
  onAuthenticatedRef.current = onAuthenticated;

  const forgetSession = useCallback(() => {
    clearSessionStorage();
    queryClient.clear();
  }, [queryClient]);

  const logoutLocally = useCallback(() => {
    forgetSession();
    dispatch({ type: 'logged-out' });
  }, [forgetSession]);

  const logout = useCallback(() => {
    const token = readToken();
    logoutLocally();
    if (token) void revokeSession(token);
  }, [logoutLocally]);

  const signIn = useCallback(
    (result: AuthResult, email: string) => {
      // Answers cached for the guest (an opportunity's `viewer`, say) are not this account's.
      queryClient.clear();
      writeSession({ token: result.token, userRole: result.userRole, email });
      dispatch({ type: 'logged-in', userRole: result.userRole, isOnboard: result.isOnboard });
      onAuthenticatedRef.current?.();
    },
    [queryClient],
  );

  const chooseRole = useCallback((userRole: UserRole) => {
    writeStoredUserRole(userRole);
    dispatch({ type: 'role-chosen', userRole });
  }, []);

  const markOnboarded = useCallback(() => dispatch({ type: 'onboarded' }), []);
  const recheckIdentity = useCallback(() => dispatch({ type: 'refresh-requested' }), []);
  const setVerifyAccount = useCallback(
    (verifyAccount: VerifyAccount | null) => dispatch({ type: 'verify-account-set', verifyAccount }),
    [],
  );
  const setChangeEmailClicked = useCallback(
    (isClicked: boolean) => dispatch({ type: 'change-email-clicked', isClicked }),
    [],
  );

  // Identity check: runs at start and whenever a re-check is requested (refresh marker).
  const { isAuthenticated, isLoading, refresh } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` is the re-check trigger
  useEffect(() => {
    const step = decideBootstrapStep(
      { ...initialAuthState, isAuthenticated, isLoading },
      readToken() !== null,
    );
    if (step === 'wait') return;
    if (readVerifyToken() !== null) {
      // A pending e-mail verification forces a fresh login (the guard rules). Auth stays loading until the
      // login page is rendered, so the route guard never sees a guest on the old page.
      forgetSession();
      setIsForcedLoginPending(true);
      void navigate(LOGIN_PATH, { replace: true });
      return;
    }
    if (step === 'reset') {
      dispatch({ type: 'reset' });
      return;
    }
    const controller = new AbortController();
    checkIdentity(controller.signal)
      .then((envelope) => {
        if (controller.signal.aborted) return;
        if (isSuccess(envelope)) {
          writeStoredUserRole(envelope.result.userRole);
          // The first page of a visit renders on this answer: as a transition, React renders it in
          // slices and keeps the page responsive on a slow phone instead of one long task.
          startTransition(() =>
            dispatch({
              type: 'identity-confirmed',
              userRole: envelope.result.userRole,
              isOnboard: envelope.result.isOnboard,
            }),
          );
          onAuthenticatedRef.current?.();
          return;
        }
        if (!isPageUnloading) logoutLocally();
      })
      .catch(() => {
        if (!controller.signal.aborted && !isPageUnloading) logoutLocally();
      });
    return () => controller.abort();
  }, [isAuthenticated, isLoading, refresh, forgetSession, logoutLocally, navigate]);

  const { pathname } = useLocation();
  useEffect(() => {
    if (!isForcedLoginPending || pathname !== LOGIN_PATH) return;
    setIsForcedLoginPending(false);
    dispatch({ type: 'logged-out' });
  }, [isForcedLoginPending, pathname]);

  // Another tab changed the stored token: re-check with the new one, or log out.
  useEffect(() => {
    function handleStorage(event: StorageEvent) {
      if (event.storageArea !== window.localStorage) return;
      const change = decideStorageChange(event.key, event.oldValue, event.newValue);
      if (change === 'recheck') {
        queryClient.clear();
        dispatch({ type: 'refresh-requested' });
      } else if (change === 'logout') {
        logoutLocally();
      }
    }
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, [logoutLocally, queryClient]);

  // Any 403 answer logs out locally and goes home (the role rules, the error rules).
  useEffect(
    () =>
      setForbiddenHandler(() => {
        logoutLocally();
        void navigate(paths.home.getHref(), { replace: true });
      }),
    [logoutLocally, navigate],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      signIn,
      chooseRole,
      markOnboarded,
      recheckIdentity,
      logout,
      logoutLocally,
      setVerifyAccount,
      setChangeEmailClicked,
    }),
    [
      state,
      signIn,
      chooseRole,
      markOnboarded,
      recheckIdentity,
      logout,
      logoutLocally,
      setVerifyAccount,
      setChangeEmailClicked,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
