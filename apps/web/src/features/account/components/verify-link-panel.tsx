import '../account.css';
import { type EmailVerifyResult, isSuccess, type LinkInfo } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLinkInfo } from '../api/get-link-info';
import { useVerifyEmail } from '../api/verify-email';
import { ResendVerificationForm } from './resend-verification-form';

type VerifyLinkPanelProps = {
  token: string;
  /** The link is known: who it is for (the data rules verifyAccount). */
  onLinkInfo?: (info: LinkInfo) => void;
  onVerified: (result: EmailVerifyResult) => void;
  /** The person is done with the link (used, expired or dismissed). */
  onDismiss: () => void;
};

/** Shown on the login page while a verification (or change-of-email) link waits to be confirmed. */
export function VerifyLinkPanel({ token, onLinkInfo, onVerified, onDismiss }: VerifyLinkPanelProps) {
  const linkInfo = useLinkInfo(token);
  const verifyMutation = useVerifyEmail();
  const [error, setError] = useState<string | null>(null);
  const envelope = linkInfo.data;

  if (linkInfo.isPending) {
    return (
      <section className="panel" aria-busy="true">
        <Spinner size={20} /> <span>Checking your link…</span>
      </section>
    );
  }
  if (!envelope || !isSuccess(envelope)) {
    return (
      <section className="panel" aria-labelledby="verify-link-title">
        <h2 id="verify-link-title">This link cannot be used</h2>
        <Alert>{envelope?.error.en ?? 'We could not check this link. Please try again.'}</Alert>
        <p>Ask for a new verification email:</p>
        <ResendVerificationForm />
        <Button variant="ghost" onClick={onDismiss}>
          Close
        </Button>
      </section>
    );
  }

  const info = envelope.result;
  const isEmailChange = info.purpose === 'email-change';
  if (info.purpose !== 'email-verify' && !isEmailChange) {
    return (
      <section className="panel">
        <Alert>This is not an email verification link.</Alert>
        <Button variant="ghost" onClick={onDismiss}>
          Close
        </Button>
      </section>
    );
  }

  async function handleConfirm() {
    setError(null);
    onLinkInfo?.(info);
    const result = await verifyMutation.mutateAsync({ token });
    if (isSuccess(result)) onVerified(result.result);
    else setError(result.error.en);
  }

  return (
    <section className="panel panel--highlight" aria-labelledby="verify-link-title">
      <h2 id="verify-link-title">{isEmailChange ? 'Confirm your new email' : 'Verify your email'}</h2>
      <p>
        {isEmailChange
          ? `Use ${info.email} for ${info.fullName}'s Talentport account from now on.`
          : `Confirm that ${info.email} belongs to ${info.fullName}.`}
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="panel__actions">
        <Button
          onClick={() => void handleConfirm()}
          isPending={verifyMutation.isPending}
          pendingLabel="Confirming…"
        >
          {isEmailChange ? 'Confirm new email' : 'Verify my email'}
        </Button>
        <Button variant="ghost" onClick={onDismiss}>
          Not now
        </Button>
      </div>
    </section>
  );
}
