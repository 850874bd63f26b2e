import { decideRoute } from '@talentport/contract';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../features/auth/auth-context';
import {
  forgetDestination,
  readDestination,
  readSentDestination,
  rememberDestination,
  sanitizeNext,
  settleDestination,
  spendDestination,
  toTriedState,
} from '../features/auth/destination';
import { pathAfterLogin, readReturnPath } from '../features/auth/landing-path';

/**
 * Route access of the route rules/the guard rules, decided on every render after auth has loaded, so the decision always
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
  if (decision.kind === 'stay') {
    // The log-in and sign-up pages themselves (and home) are not an arrival: a login there is
    // still on its way to the remembered page.
    const isArrived = state.isAuthenticated && state.isOnboard && sanitizeNext(location.pathname) !== null;
    return <Arrived isArrived={isArrived}>{children}</Arrived>;
  }
  // A login that came from a page wanting the visitor back (decision 006) returns there, so the
  // guard and the login page agree on where to go.
  const isToLanding = state.isAuthenticated && !decision.logout;
  const to = isToLanding
    ? pathAfterLogin(state, readReturnPath(location.state) ?? readDestination() ?? readSentDestination())
    : decision.to;
  // Links that land (decision 061): the address opened travels along, without changing where the guard rules
  // sends the visitor. Sent home, it is kept for after logging in or signing up; sent to a landing
  // page, that page says what was opened and offers the same thing under the role's prefix.
  const opened = `${location.pathname}${location.search}`;
  const remember = to === '/' ? opened : null;
  const isDestinationUsed = isToLanding && state.isOnboard;
  const tried = isToLanding && state.isOnboard && isWorthTelling(opened) && to !== opened ? opened : null;
  return (
    <GuardRedirect
      to={to}
      isLogoutNeeded={decision.logout}
      remember={remember}
      isDestinationUsed={isDestinationUsed}
      tried={tried}
    />
  );
}

/** An onboarded person on a page they may open has arrived: a remembered `next` is used up. */
function Arrived({ isArrived, children }: { isArrived: boolean; children: ReactNode }) {
  useEffect(() => {
    if (isArrived) forgetDestination();
    else settleDestination();
  }, [isArrived]);
  return children;
}

function GuardRedirect({
  to,
  isLogoutNeeded,
  remember,
  isDestinationUsed,
  tried,
}: {
  to: string;
  isLogoutNeeded: boolean;
  remember: string | null;
  isDestinationUsed: boolean;
  tried: string | null;
}) {
  const { logoutLocally } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (isLogoutNeeded) logoutLocally();
    if (remember) rememberDestination(remember);
    if (isDestinationUsed) spendDestination(to);
    void navigate(to, { replace: true, state: tried ? toTriedState(tried) : undefined });
  }, [to, isLogoutNeeded, logoutLocally, navigate, remember, isDestinationUsed, tried]);
  return null;
}

/** Pages one passes through on the way in (login, plain signup, onboarding) are not worth a notice. */
function isWorthTelling(path: string): boolean {
  return !/^\/(login|signup|onboard)([/?]|$)/.test(path) || /^\/signup\?invite=/.test(path);
}
