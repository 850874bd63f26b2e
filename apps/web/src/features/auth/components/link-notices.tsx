import '../auth.css';
import { canAccess, paths, type UserRole } from '@talentport/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../auth-context';
import { equivalentPathFor, forgetDestination, readDestination, readTriedPath } from '../destination';

const ROLE_NAMES: Record<UserRole, string> = {
  freelancer: 'freelancer',
  employer: 'employer',
  agency: 'agency',
};

/** A path as shown to people: its page only, never its query (which may hold a mailed token). */
function pageOf(path: string): string {
  return path.split(/[?#]/, 1)[0] || '/';
}

/** Who a path is for, in words: "visitors who are not signed in" or "employer accounts". */
function audienceOf(path: string): string {
  const roles = (['freelancer', 'employer', 'agency'] as const).filter((role) => canAccess(path, role));
  if (roles.length === 0 && canAccess(path, 'onboard')) return 'new accounts choosing their account type';
  if (roles.length === 0) return 'visitors who are not signed in';
  return `${roles.map((role) => ROLE_NAMES[role]).join(' and ')} accounts`;
}

/**
 * On the home page, for a guest whom the guard rules sent here: what they opened, and the way to it. A page
 * guests may open (a mailed reset link opened while signed in) is one click away; any other waits
 * for logging in or signing up, which continue to it (decision 061).
 */
export function DestinationNotice() {
  const { state } = useAuth();
  const [destination, setDestination] = useState(readDestination);
  if (state.isAuthenticated || !destination) return null;
  const dismiss = () => {
    forgetDestination();
    setDestination(null);
  };
  const isOpenToGuests = canAccess(destination, 'guest');
  return (
    <section className="alert alert--info link-notice" aria-labelledby="link-notice-heading">
      <h2 id="link-notice-heading" className="link-notice__title">
        {isOpenToGuests ? 'You were signed out to open a link' : 'Log in to open the page you followed'}
      </h2>
      <p>
        You opened <code className="link-notice__path">{pageOf(destination)}</code>
        {isOpenToGuests
          ? ', which is for visitors who are not signed in.'
          : `, which is for ${audienceOf(destination)}. Log in or create an account and we will take you straight there.`}
      </p>
      <div className="actions">
        {isOpenToGuests ? (
          <Link className="button button--primary" to={destination} onClick={forgetDestination}>
            Continue to the page
          </Link>
        ) : (
          <>
            <Link
              className="button button--primary"
              to={paths.login.getHref()}
              state={{ returnTo: destination }}
            >
              Log in and continue
            </Link>
            <Link className="button button--secondary" to={paths.signup.getHref()}>
              Create an account
            </Link>
          </>
        )}
        <button type="button" className="button button--ghost" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}

/**
 * On a signed-in person's landing page, after the guard rules sent them there from a link for another
 * audience: what they tried to open and, where the route rules allows it, the same thing under their prefix.
 */
export function TriedToOpenNotice() {
  const { state } = useAuth();
  const location = useLocation();
  const tried = readTriedPath(location.state);
  if (!tried || !state.userRole || !state.isAuthenticated) return null;
  const equivalent = equivalentPathFor(tried, state.userRole);
  if (new URLSearchParams(tried.split('?')[1] ?? '').has('invite')) {
    return (
      <section className="alert alert--info link-notice page" aria-labelledby="tried-notice-heading">
        <h2 id="tried-notice-heading" className="link-notice__title">
          You are already signed in
        </h2>
        <p>
          The invitation you opened makes a new account in a team. To accept it, log out and open the link
          from the mail again. If it was meant for this account, ask the person who invited you to invite this
          account’s email instead.
        </p>
      </section>
    );
  }
  return (
    <section className="alert alert--info link-notice page" aria-labelledby="tried-notice-heading">
      <h2 id="tried-notice-heading" className="link-notice__title">
        That link was for {audienceOf(tried)}
      </h2>
      <p>
        You opened <code className="link-notice__path">{pageOf(tried)}</code>, so we brought you to your own
        start page instead.{' '}
        {equivalent
          ? `Here is the same page for your ${ROLE_NAMES[state.userRole]} account.`
          : `There is no ${ROLE_NAMES[state.userRole]} version of it; log out to open it as a visitor.`}
      </p>
      {equivalent ? (
        <div className="actions">
          <Link className="button button--primary" to={equivalent}>
            Open it as {ROLE_NAMES[state.userRole]}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
