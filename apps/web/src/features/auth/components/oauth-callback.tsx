import '../auth.css';
import { type AuthResult, isSuccess, OAUTH_PROVIDER_LABELS, type OAuthProvider } from '@talentport/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { finishOAuthLogin, toCallbackQuery } from '../api/finish-oauth-login';
import { useAuth } from '../auth-context';
import type { OAuthLoginNotice } from '../oauth-notice';

type OAuthCallbackProps = {
  provider: OAuthProvider;
  onSignedIn: (result: AuthResult) => void;
  /** The account has two-factor sign-in on: its second step comes before any session. */
  onSecondStep: (pendingToken: string) => void;
  /** Back to /login with a plain message, or with the password step of a pending link. */
  onNotSignedIn: (notice: OAuthLoginNotice) => void;
};

/** Where the provider sends the browser back: hands its answer to the API, once, and signs in. */
export function OAuthCallback({ provider, onSignedIn, onSecondStep, onNotSignedIn }: OAuthCallbackProps) {
  const { signIn } = useAuth();
  const [searchParams] = useSearchParams();
  const isSentRef = useRef(false);
  const handlersRef = useRef({ onSignedIn, onSecondStep, onNotSignedIn, signIn });
  handlersRef.current = { onSignedIn, onSecondStep, onNotSignedIn, signIn };

  useEffect(() => {
    // A code works once: never send it twice (StrictMode runs effects twice in development).
    if (isSentRef.current) return;
    isSentRef.current = true;
    void finishOAuthLogin(provider, toCallbackQuery(searchParams)).then((envelope) => {
      const handlers = handlersRef.current;
      if (isSuccess(envelope)) {
        const { result } = envelope;
        if ('twoFactorRequired' in result) return handlers.onSecondStep(result.pendingToken);
        handlers.signIn(result, '');
        handlers.onSignedIn(result);
        return;
      }
      handlers.onNotSignedIn(
        envelope.message === 'OAUTH_LINK_REQUIRED'
          ? { kind: 'link-required', provider, message: envelope.error.en }
          : { kind: 'error', message: envelope.error.en },
      );
    });
  }, [provider, searchParams]);

  return (
    <div className="oauth-callback" role="status">
      <Spinner size={32} />
      <p>Signing you in with {OAUTH_PROVIDER_LABELS[provider]}…</p>
    </div>
  );
}
