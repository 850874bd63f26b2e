import { type AuthResult, isSuccess, OAUTH_PROVIDER_LABELS, type OAuthProvider } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useLinkOAuthAccount } from '../api/link-oauth-account';
import { useAuth } from '../auth-context';

type OAuthLinkFormProps = {
  provider: OAuthProvider;
  /** The server's sentence: which email already has an account. */
  message: string;
  onLinked: (result: AuthResult) => void;
  /** The account has two-factor sign-in on: its second step comes before any session. */
  onSecondStep: (pendingToken: string) => void;
  onCancel: () => void;
};

/** The password step of linking a social login to an existing account with the same email. */
export function OAuthLinkForm({ provider, message, onLinked, onSecondStep, onCancel }: OAuthLinkFormProps) {
  const { signIn } = useAuth();
  const linkMutation = useLinkOAuthAccount();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const label = OAUTH_PROVIDER_LABELS[provider];

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    if (password === '') {
      setFieldError('Password is required');
      return;
    }
    const envelope = await linkMutation.mutateAsync({ provider, input: { password } });
    if (!isSuccess(envelope)) {
      if (envelope.message === 'INVALID_CREDENTIALS') setFieldError(envelope.error.en);
      else setServerError(envelope.error.en);
      return;
    }
    if ('twoFactorRequired' in envelope.result) return onSecondStep(envelope.result.pendingToken);
    signIn(envelope.result, '');
    onLinked(envelope.result);
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit} aria-label={`Link ${label}`}>
      <Alert tone="info">{message}</Alert>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={fieldError}
        onChange={(event) => {
          setPassword(event.target.value);
          setFieldError(undefined);
        }}
      />
      <Button type="submit" isPending={linkMutation.isPending} pendingLabel="Linking…">
        Link {label} and log in
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
