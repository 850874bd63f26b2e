import '../auth.css';
import { isSuccess, OAUTH_PROVIDER_LABELS, type OAuthProvider } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useOAuthProviders } from '../api/get-oauth-providers';
import { useStartOAuthLogin } from '../api/start-oauth-login';
import { ProviderIcon } from './provider-icon';

type SocialLoginButtonsProps = {
  /** Runs just before the browser leaves for the provider (e.g. to remember a chosen role). */
  onBeforeRedirect?: () => void;
};

/** "Continue with Google / LinkedIn" for the providers this installation offers; nothing otherwise. */
export function SocialLoginButtons({ onBeforeRedirect }: SocialLoginButtonsProps) {
  const providersQuery = useOAuthProviders();
  const startMutation = useStartOAuthLogin();
  const [redirectingTo, setRedirectingTo] = useState<OAuthProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = providersQuery.data?.providers ?? [];
  if (providers.length === 0) return null;

  async function handleContinue(provider: OAuthProvider) {
    setError(null);
    setRedirectingTo(provider);
    const envelope = await startMutation.mutateAsync(provider);
    if (!isSuccess(envelope)) {
      setRedirectingTo(null);
      setError(envelope.error.en);
      return;
    }
    onBeforeRedirect?.();
    window.location.assign(envelope.result.authorizationUrl);
  }

  return (
    <div className="social-login">
      {error ? <Alert>{error}</Alert> : null}
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          className="social-login__button"
          isPending={redirectingTo === provider}
          pendingLabel={`Opening ${OAUTH_PROVIDER_LABELS[provider]}…`}
          disabled={redirectingTo !== null}
          onClick={() => void handleContinue(provider)}
        >
          <ProviderIcon provider={provider} />
          Continue with {OAUTH_PROVIDER_LABELS[provider]}
        </Button>
      ))}
      <p className="social-login__divider">
        <span>or use your email</span>
      </p>
    </div>
  );
}
