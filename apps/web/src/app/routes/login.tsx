import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { VerifyLinkPanel } from '../../features/account/components/verify-link-panel';
import { useAuth } from '../../features/auth/auth-context';
import { LoginForm } from '../../features/auth/components/login-form';
import { landingPathFor } from '../../features/auth/landing-path';
import { clearVerifyToken, readVerifyToken } from '../../lib/storage';

export function LoginRoute() {
  const navigate = useNavigate();
  const { setVerifyAccount } = useAuth();
  const [verifyToken, setVerifyToken] = useState(readVerifyToken);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);

  function finishVerification() {
    clearVerifyToken();
    setVerifyToken(null);
    setVerifyAccount(null);
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
      <LoginForm
        key={verifiedEmail ?? 'login'}
        initialEmail={verifiedEmail ?? ''}
        onLoggedIn={(result) => void navigate(landingPathFor(result), { replace: true })}
      />
      <p className="form-links">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <p className="form-links">
        New to Talentport? <Link to="/signup">Create an account</Link>
      </p>
    </div>
  );
}
