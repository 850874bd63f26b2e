import { paths } from '@talentport/contract';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { VerifyLinkPanel } from '../../features/account/components/verify-link-panel';
import { prefetchOAuthProviders } from '../../features/auth/api/get-oauth-providers';
import { useAuth } from '../../features/auth/auth-context';
import { LoginForm } from '../../features/auth/components/login-form';
import { OAuthLinkForm } from '../../features/auth/components/oauth-link-form';
import { SocialLoginButtons } from '../../features/auth/components/social-login-buttons';
import { rememberNextFrom } from '../../features/auth/destination';
import { continueAfterSignIn, landingPathFor, readReturnPath } from '../../features/auth/landing-path';
import { readOAuthNotice } from '../../features/auth/oauth-notice';
import { queryClient } from '../../lib/query-client';
import {
  clearVerifiedEmail,
  clearVerifyToken,
  readVerifiedEmail,
  readVerifyToken,
  writeVerifiedEmail,
} from '../../lib/storage';
import { toSecondStepState } from './login-two-factor';

/** Social login buttons are known before the page shows (no layout shift). */
export function loginLoader() {
  return prefetchOAuthProviders(queryClient);
}

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = readOAuthNotice(location.state);
  const { setVerifyAccount } = useAuth();
  const [verifyToken, setVerifyToken] = useState(readVerifyToken);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(readVerifiedEmail);
  // `?next=/talent/CODE`: kept (a day, every tab) until the person is in and onboarded.
  const [next] = useState(() => rememberNextFrom(location.search));

  function finishVerification() {
    clearVerifyToken();
    setVerifyToken(null);
    setVerifyAccount(null);
  }

  if (notice?.kind === 'link-required') {
    return (
      <div className="page page--narrow">
        <title>Link your account · Talentport</title>
        <h1>Link your account</h1>
        <OAuthLinkForm
          provider={notice.provider}
          message={notice.message}
          onLinked={(result) => void navigate(landingPathFor(result), { replace: true })}
          onSecondStep={(pendingToken) =>
            void navigate(paths.loginTwoFactor.getHref(), {
              replace: true,
              state: toSecondStepState(pendingToken, null),
            })
          }
          onCancel={() => void navigate(paths.login.getHref(), { replace: true, state: null })}
        />
      </div>
    );
  }

  return (
    <div className="page page--narrow">
      <title>Log in · Talentport</title>
      <h1>Log in</h1>
      {verifyToken ? (
        <VerifyLinkPanel
          token={verifyToken}
          onLinkInfo={(info) =>
            setVerifyAccount({ fullName: info.fullName, code: info.code, email: info.email, role: info.role })
          }
          onVerified={(result) => {
            finishVerification();
            writeVerifiedEmail(result.email);
            setVerifiedEmail(result.email);
          }}
          onDismiss={finishVerification}
        />
      ) : null}
      {verifiedEmail ? (
        <Alert tone="success">Your email {verifiedEmail} is verified. Log in to continue.</Alert>
      ) : (
        <p className="lead">Welcome back. Log in to see your opportunities.</p>
      )}
      {notice ? <Alert>{notice.message}</Alert> : null}
      <SocialLoginButtons />
      <LoginForm
        key={verifiedEmail ?? 'login'}
        initialEmail={verifiedEmail ?? ''}
        onLoggedIn={(result) => {
          clearVerifiedEmail();
          void navigate(continueAfterSignIn(result, readReturnPath(location.state)), { replace: true });
        }}
        onSecondStep={(pendingToken) => {
          clearVerifiedEmail();
          void navigate(paths.loginTwoFactor.getHref(), {
            state: toSecondStepState(pendingToken, readReturnPath(location.state)),
          });
        }}
      />
      <p className="form-links">
        <Link to={paths.forgotPassword.getHref()}>Forgot your password?</Link>
      </p>
      <p className="form-links">
        New to Talentport?{' '}
        <Link to={paths.signup.getHref(next ? { next } : undefined)}>Create an account</Link>
      </p>
    </div>
  );
}
