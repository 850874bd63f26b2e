import { isSuccess } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useDisableTwoFactor } from '../api/disable-two-factor';

type Errors = { password?: string; code?: string; banner?: string };

/** Turning off needs the password (when the account has one) and a current code. */
export function DisableTwoFactorForm({
  hasPassword,
  onDone,
  onCancel,
}: {
  hasPassword: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Errors = {
      ...(hasPassword && !password ? { password: 'Enter your password.' } : {}),
      ...(code.trim() ? {} : { code: 'Enter the 6-digit code from your app, or a recovery code.' }),
    };
    if (Object.keys(missing).length > 0) return setErrors(missing);
    const envelope = await disable.mutateAsync({ ...(hasPassword ? { password } : {}), code: code.trim() });
    if (isSuccess(envelope)) return onDone();
    const text = envelope.error.en;
    if (envelope.message === 'CURRENT_PASSWORD_WRONG')
      setErrors({ password: 'This password is not correct.' });
    else if (envelope.message === 'TWO_FACTOR_CODE_INVALID') setErrors({ code: text });
    else setErrors({ banner: text });
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit}>
      <p className="settings-item__label">Turn two-factor sign-in off</p>
      {errors.banner ? <Alert>{errors.banner}</Alert> : null}
      {hasPassword ? (
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
      ) : null}
      <TextField
        label="Code from your app"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        hint="Or one of your recovery codes."
        value={code}
        error={errors.code}
        onChange={(event) => {
          setCode(event.target.value);
          setErrors((current) => ({ ...current, code: undefined }));
        }}
      />
      <div className="two-factor-actions">
        <Button type="submit" isPending={disable.isPending} pendingLabel="Turning off…">
          Turn off
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
