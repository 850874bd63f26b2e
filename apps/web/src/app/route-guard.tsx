import { decideRoute } from '@talentport/contract';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../features/auth/auth-context';
import {
  forgetDestination,
  readDestination,
  rememberDestination,
  sanitizeNext,
  settleDestination,
  toTriedState,
} from '../features/auth/destination';
import { landingPathFor, pathAfterLogin, readReturnPath } from '../features/auth/landing-path';

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
    // Used up as soon as the page is decided, not when it commits: a page whose code is still
    // loading would otherwise leave it for the next link opened meanwhile. Idempotent.
    if (isArrived) forgetDestination();
    return <Arrived isArrived={isArrived}>{children}</Arrived>;
  }
  // A login that came from a page wanting the visitor back (decision 006) returns there, so the
  // guard and the login page agree on where to go.
  const isToLanding = state.isAuthenticated && !decision.logout;
  const to = isToLanding
    ? pathAfterLogin(state, readReturnPath(location.state) ?? readDestination())
    : decision.to;
  // Links that land (decision 061): the address opened travels along, without changing where the guard rules
  // sends the visitor. Sent home, it is kept for after logging in or signing up; sent to a landing
  // page, that page says what was opened and offers the same thing under the role's prefix.
  const opened = `${location.pathname}${location.search}`;
  const remember = to === '/' ? opened : null;
  // Only a person sent to their start page is told what they opened; one sent on to a remembered
  // page (after logging in, or joining another team) is where they meant to be.
  const isToStartPage = isToLanding && state.isOnboard && to === landingPathFor(state);
  const tried = isToStartPage && isWorthTelling(opened) && to !== opened ? opened : null;
  return <GuardRedirect to={to} isLogoutNeeded={decision.logout} remember={remember} tried={tried} />;
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
  tried,
}: {
  to: string;
  isLogoutNeeded: boolean;
  remember: string | null;
  tried: string | null;
}) {
  const { logoutLocally } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (isLogoutNeeded) logoutLocally();
    if (remember) rememberDestination(remember);
    void navigate(to, { replace: true, state: tried ? toTriedState(tried) : undefined });
  }, [to, isLogoutNeeded, logoutLocally, navigate, remember, tried]);
  return null;
}

/** Pages one passes through on the way in (login, plain signup, onboarding) are not worth a notice. */
function isWorthTelling(path: string): boolean {
  return !/^\/(login|signup|onboard)([/?]|$)/.test(path) || /^\/signup\?invite=/.test(path);
}
