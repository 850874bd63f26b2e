import { paths } from '@talentport/contract';
import { Link, useNavigate } from 'react-router';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';

export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return (
    <div className="page page--narrow">
      <title>Forgot your password · Talentport</title>
      <h1>Forgot your password?</h1>
      <p className="lead">
        Enter the email you log in with. We will send you a link to choose a new password.
      </p>
      <ForgotPasswordForm
        onSent={(email) => void navigate(paths.forgotPasswordSent.getHref(), { state: { email } })}
      />
      <p className="form-links">
        Remembered it? <Link to={paths.login.getHref()}>Log in</Link>
      </p>
    </div>
  );
}
