import { isSuccess, paths } from '@talentport/contract';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { useAuth } from '../../features/auth/auth-context';
import { continueAfterSignIn, readReturnPath } from '../../features/auth/landing-path';
import { useLoginTwoFactor } from '../../features/two-factor/api/login-two-factor';
import { CodeForm } from '../../features/two-factor/components/code-form';
import { codeRefusal } from '../../features/two-factor/refusal';

/** The navigation state that carries a pending log-in here (kept out of the URL and history). */
export function toSecondStepState(pendingToken: string, returnTo: string | null) {
  return { pendingToken, ...(returnTo ? { returnTo } : {}) };
}

function readPendingToken(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('pendingToken' in state)) return null;
  return typeof state.pendingToken === 'string' ? state.pendingToken : null;
}

/** `/login/two-factor` (a guest page, the route rules): the second step of a password or social log-in. */
export function LoginTwoFactorRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const secondStep = useLoginTwoFactor();
  const pendingToken = readPendingToken(location.state);

  return (
    <div className="page page--narrow">
      <title>Two-factor sign-in · Talentport</title>
      <h1>Enter your code</h1>
      {pendingToken ? (
        <CodeForm
          allowsRecoveryCode
          isPending={secondStep.isPending}
          submitLabel="Log in"
          pendingLabel="Checking…"
          submit={async (code) => {
            const envelope = await secondStep.mutateAsync({ pendingToken, code });
            if (!isSuccess(envelope)) return codeRefusal(envelope);
            signIn(envelope.result, '');
            void navigate(continueAfterSignIn(envelope.result, readReturnPath(location.state)), {
              replace: true,
            });
            return null;
          }}
        />
      ) : (
        <Alert tone="info">This sign-in has expired. Please log in again.</Alert>
      )}
      <p className="form-links">
        <Link to={paths.login.getHref()} replace state={null}>
          Back to log in
        </Link>
      </p>
    </div>
  );
}
