import { paths } from '@talentport/contract';
import { Link, useNavigate } from 'react-router';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { useAuth } from '../../features/auth/auth-context';
import { settingsPathFor } from '../../features/auth/landing-path';

export function ChangePasswordRoute() {
  const navigate = useNavigate();
  const { state } = useAuth();
  return (
    <div className="page page--narrow">
      <title>Change password · Talentport</title>
      <h1>Change your password</h1>
      <ChangePasswordForm
        onChanged={() => void navigate(paths.changePasswordSuccess.getHref(), { replace: true })}
      />
      <p className="form-links">
        <Link to={settingsPathFor(state)}>Back to settings</Link>
      </p>
    </div>
  );
}
