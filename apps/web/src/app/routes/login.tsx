import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { prefetchOAuthProviders } from '../../features/auth/api/get-oauth-providers';
import { LoginForm } from '../../features/auth/components/login-form';
import { OAuthLinkForm } from '../../features/auth/components/oauth-link-form';
import { SocialLoginButtons } from '../../features/auth/components/social-login-buttons';
import { landingPathFor } from '../../features/auth/landing-path';
import { readOAuthNotice } from '../../features/auth/oauth-notice';
import { queryClient } from '../../lib/query-client';

/** Social login buttons are known before the page shows (no layout shift). */
export function loginLoader() {
  return prefetchOAuthProviders(queryClient);
}

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = readOAuthNotice(location.state);

  if (notice?.kind === 'link-required') {
    return (
      <div className="page page--narrow">
        <title>Link your account · Talentport</title>
        <h1>Link your account</h1>
        <OAuthLinkForm
          provider={notice.provider}
          message={notice.message}
          onLinked={(result) => void navigate(landingPathFor(result), { replace: true })}
          onCancel={() => void navigate('/login', { replace: true, state: null })}
        />
      </div>
    );
  }

  return (
    <div className="page page--narrow">
      <title>Log in · Talentport</title>
      <h1>Log in</h1>
      <p className="lead">Welcome back. Log in to see your opportunities.</p>
      {notice ? <Alert>{notice.message}</Alert> : null}
      <SocialLoginButtons />
      <LoginForm onLoggedIn={(result) => void navigate(landingPathFor(result), { replace: true })} />
      <p className="form-links">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <p className="form-links">
        New to Talentport? <Link to="/signup">Create an account</Link>
      </p>
    </div>
  );
}
