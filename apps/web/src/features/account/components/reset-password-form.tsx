import { isSuccess } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLinkInfo } from '../api/get-link-info';
import { useResetPassword } from '../api/reset-password';
import { checkNewPassword, NewPasswordFields } from './new-password-fields';

export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const linkInfo = useLinkInfo(token);
  const resetMutation = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ passwordError?: string; confirmationError?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);

  if (linkInfo.isPending) {
    return (
      <p aria-busy="true">
        <Spinner size={20} /> Checking your link…
      </p>
    );
  }
  const envelope = linkInfo.data;
  if (!envelope || !isSuccess(envelope) || envelope.result.purpose !== 'password-reset') {
    return (
      <Alert>
        {envelope && !isSuccess(envelope) ? envelope.error.en : 'This is not a password reset link.'} You can
        ask for a new link below.
      </Alert>
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const check = checkNewPassword(password, confirmation);
    setErrors({ passwordError: check.passwordError, confirmationError: check.confirmationError });
    if (!check.isValid) return;
    const result = await resetMutation.mutateAsync({ token, password });
    if (isSuccess(result)) onReset();
    else setServerError(result.error.en);
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit}>
      <p>
        Choose a new password for <strong>{envelope.result.email}</strong>. You will be logged out everywhere.
      </p>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={envelope.result.email}
        readOnly
        hidden
      />
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        passwordError={errors.passwordError}
        confirmationError={errors.confirmationError}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
      />
      <Button type="submit" isPending={resetMutation.isPending} pendingLabel="Saving…">
        Set new password
      </Button>
    </form>
  );
}
