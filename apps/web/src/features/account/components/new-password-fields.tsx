import { PASSWORD_MIN_LENGTH } from '@talentport/contract';
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';

type NewPasswordFieldsProps = {
  password: string;
  confirmation: string;
  passwordError?: string | undefined;
  confirmationError?: string | undefined;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  label?: string;
};

/** A new password typed twice, with a "show" toggle: used by reset, change and join. */
export function NewPasswordFields({
  password,
  confirmation,
  passwordError,
  confirmationError,
  onPasswordChange,
  onConfirmationChange,
  label = 'New password',
}: NewPasswordFieldsProps) {
  const [isShown, setIsShown] = useState(false);
  return (
    <>
      <TextField
        label={label}
        name="new-password"
        type={isShown ? 'text' : 'password'}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words work well.`}
        required
        value={password}
        error={passwordError}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <TextField
        label="Type it again"
        name="confirm-password"
        type={isShown ? 'text' : 'password'}
        autoComplete="new-password"
        required
        value={confirmation}
        error={confirmationError}
        onChange={(event) => onConfirmationChange(event.target.value)}
      />
      <label className="checkbox">
        <input type="checkbox" checked={isShown} onChange={(event) => setIsShown(event.target.checked)} />
        Show passwords
      </label>
    </>
  );
}

/** The sentence for a new password, or undefined when it is acceptable. */
export function checkNewPassword(password: string, confirmation: string) {
  const passwordError =
    password.length < PASSWORD_MIN_LENGTH
      ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`
      : password.length > 128
        ? 'Password must be at most 128 characters.'
        : undefined;
  const confirmationError =
    !passwordError && password !== confirmation ? 'The two passwords are not the same.' : undefined;
  return { passwordError, confirmationError, isValid: !passwordError && !confirmationError };
}
