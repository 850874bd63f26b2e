import { decideRoute } from '@talentport/contract';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../features/auth/auth-context';
import { pathAfterLogin, readReturnPath } from '../features/auth/landing-path';

/**
 * Route access of spec §2/§4, decided on every render after auth has loaded, so the decision always
 * uses the location and the auth state of the same render.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  const hasTokenParam = new URLSearchParams(location.search).has('token');
  const decision = decideRoute(
    `${location.pathname}${location.search}`,
    { isAuthenticated: state.isAuthenticated, userRole: state.userRole, isOnboard: state.isOnboard },
    hasTokenParam,
  );
  if (decision.kind === 'stay') return children;
  // A login that came from a page wanting the visitor back (decision 006) returns there, so the
  // guard and the login page agree on where to go.
  const to =
    state.isAuthenticated && !decision.logout
      ? pathAfterLogin(state, readReturnPath(location.state))
      : decision.to;
  return <GuardRedirect to={to} isLogoutNeeded={decision.logout} />;
}

function GuardRedirect({ to, isLogoutNeeded }: { to: string; isLogoutNeeded: boolean }) {
  const { logoutLocally } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (isLogoutNeeded) logoutLocally();
    void navigate(to, { replace: true });
  }, [to, isLogoutNeeded, logoutLocally, navigate]);
  return null;
}
