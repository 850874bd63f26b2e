import { isSuccess } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useChangePassword } from '../api/change-password';
import { checkNewPassword, NewPasswordFields } from './new-password-fields';

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const changeMutation = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{
    current?: string;
    passwordError?: string;
    confirmationError?: string;
  }>({});
  const [serverError, setServerError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const check = checkNewPassword(password, confirmation);
    const current = currentPassword ? undefined : 'Current password is required.';
    setErrors({ current, passwordError: check.passwordError, confirmationError: check.confirmationError });
    if (!check.isValid || current) return;
    const envelope = await changeMutation.mutateAsync({ currentPassword, newPassword: password });
    if (isSuccess(envelope)) {
      onChanged();
      return;
    }
    if (envelope.message === 'CURRENT_PASSWORD_WRONG') setErrors({ current: envelope.error.en });
    else if (envelope.message === 'PASSWORD_REUSED' || envelope.message === 'PASSWORD_TOO_COMMON') {
      setErrors({ passwordError: envelope.error.en });
    } else setServerError(envelope.error.en);
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit}>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <TextField
        label="Current password"
        name="current-password"
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        error={errors.current}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        passwordError={errors.passwordError}
        confirmationError={errors.confirmationError}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
      />
      <p className="field__hint">Your other devices will be logged out. This one stays logged in.</p>
      <Button type="submit" isPending={changeMutation.isPending} pendingLabel="Saving…">
        Change password
      </Button>
    </form>
  );
}
