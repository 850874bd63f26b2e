import '../auth.css';
import { isSuccess, OAUTH_PROVIDER_LABELS, OAUTH_PROVIDERS, type OAuthProvider } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatWhen } from '../../../lib/format-date';
import { useLinkedAccounts } from '../api/get-linked-accounts';
import { useOAuthProviders } from '../api/get-oauth-providers';
import { useUnlinkOAuthProvider } from '../api/unlink-oauth-provider';
import { ProviderIcon } from './provider-icon';

/** The account's social logins: which are linked, and an Unlink button where that is safe. */
export function LinkedAccounts() {
  const linkedQuery = useLinkedAccounts();
  const providersQuery = useOAuthProviders();
  const unlinkMutation = useUnlinkOAuthProvider();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  if (linkedQuery.isPending) return <Spinner size={24} />;
  if (linkedQuery.isError) return <Alert>{linkedQuery.error.message}</Alert>;
  const { linked, hasPassword } = linkedQuery.data;
  const offered = providersQuery.data?.providers ?? [];
  const shown = OAUTH_PROVIDERS.filter(
    (provider) => offered.includes(provider) || linked.some((entry) => entry.provider === provider),
  );

  async function handleUnlink(provider: OAuthProvider) {
    setMessage(null);
    const envelope = await unlinkMutation.mutateAsync(provider);
    setMessage(
      isSuccess(envelope)
        ? { tone: 'success', text: `${OAUTH_PROVIDER_LABELS[provider]} is no longer linked.` }
        : { tone: 'error', text: envelope.error.en },
    );
  }

  return (
    <section className="linked-accounts" aria-labelledby="linked-accounts-title">
      <h2 id="linked-accounts-title">Social logins</h2>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {shown.length === 0 ? <p className="lead">Social login is not offered here.</p> : null}
      <ul className="linked-accounts__list">
        {shown.map((provider) => {
          const entry = linked.find((candidate) => candidate.provider === provider);
          const label = OAUTH_PROVIDER_LABELS[provider];
          return (
            <li key={provider} className="linked-accounts__item">
              <ProviderIcon provider={provider} />
              <span className="linked-accounts__name">
                <strong>{label}</strong>
                <span className="linked-accounts__status">
                  {entry
                    ? `Linked since ${formatWhen(entry.linkedAt)}`
                    : `Not linked. Log out, then use “Continue with ${label}” with the same email to link it.`}
                </span>
              </span>
              {entry && hasPassword ? (
                <Button
                  variant="secondary"
                  className="button--compact"
                  isPending={unlinkMutation.isPending && unlinkMutation.variables === provider}
                  pendingLabel="Unlinking…"
                  onClick={() => void handleUnlink(provider)}
                >
                  Unlink
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {!hasPassword && linked.length > 0 ? (
        <p className="field__hint">
          Your account has no password, so its social login cannot be removed: it is how you log in.
        </p>
      ) : null}
    </section>
  );
}
