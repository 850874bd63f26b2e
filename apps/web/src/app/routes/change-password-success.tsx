import { paths } from '@talentport/contract';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { landingPathFor } from '../../features/auth/landing-path';

/** Open to guests too (the route rules): a person whose session ended meanwhile still sees the outcome. */
export function ChangePasswordSuccessRoute() {
  const { state } = useAuth();
  return (
    <div className="page page--narrow">
      <title>Password changed · Talentport</title>
      <h1>Your password is changed</h1>
      <p className="lead">Your other devices were logged out. We sent a note to your email.</p>
      {state.isAuthenticated ? (
        <Link className="button button--primary" to={landingPathFor(state)}>
          Back to my opportunities
        </Link>
      ) : (
        <Link className="button button--primary" to={paths.login.getHref()}>
          Log in
        </Link>
      )}
    </div>
  );
}
