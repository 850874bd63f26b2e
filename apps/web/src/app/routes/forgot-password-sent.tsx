import { paths } from '@talentport/contract';
import { Link, useLocation } from 'react-router';

export function ForgotPasswordSentRoute() {
  const location = useLocation();
  const email = (location.state as { email?: string } | null)?.email;
  return (
    <div className="page page--narrow">
      <title>Check your inbox · Talentport</title>
      <h1>Check your inbox</h1>
      <p className="lead">
        If an account uses {email ? <strong>{email}</strong> : 'that address'}, we have sent it a link to
        choose a new password. The link works for 1 hour.
      </p>
      <p>Nothing after a few minutes? Look in your spam folder, or ask for another link.</p>
      <p className="form-links">
        <Link to={paths.forgotPassword.getHref()}>Send another link</Link> ·{' '}
        <Link to={paths.login.getHref()}>Back to log in</Link>
      </p>
    </div>
  );
}
