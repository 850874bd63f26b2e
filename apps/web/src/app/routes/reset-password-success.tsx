import { paths } from '@talentport/contract';
import { Link } from 'react-router';

export function ResetPasswordSuccessRoute() {
  return (
    <div className="page page--narrow">
      <title>Password changed · Talentport</title>
      <h1>Your password is changed</h1>
      <p className="lead">
        You were logged out on every device. Log in with your new password. We also sent a note to your email.
      </p>
      <Link className="button button--primary" to={paths.login.getHref()}>
        Log in
      </Link>
    </div>
  );
}
