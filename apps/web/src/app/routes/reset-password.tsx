import { paths } from '@talentport/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';

export function ResetPasswordRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <div className="page page--narrow">
      <title>Choose a new password · Talentport</title>
      <h1>Choose a new password</h1>
      {token ? (
        <ResetPasswordForm
          token={token}
          onReset={() => void navigate(paths.resetPasswordSuccess.getHref(), { replace: true })}
        />
      ) : (
        <Alert>This page needs the link from your reset email.</Alert>
      )}
      <p className="form-links">
        <Link to={paths.forgotPassword.getHref()}>Send me a new link</Link> ·{' '}
        <Link to={paths.login.getHref()}>Back to log in</Link>
      </p>
    </div>
  );
}
