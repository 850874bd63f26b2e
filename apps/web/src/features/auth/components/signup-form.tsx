import {
  type AuthResult,
  isSuccess,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type RegisterInput,
  registerInputSchema,
} from '@talentport/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { type FieldErrors, focusFirstInvalidField, toFieldErrors } from '../../../lib/form-errors';
import { useRegister } from '../api/register';
import { useAuth } from '../auth-context';

type SignupField = keyof RegisterInput;
const LABELS: Record<SignupField, string> = { fullname: 'Full name', email: 'Email', password: 'Password' };

export function SignupForm({ onSignedUp }: { onSignedUp: (result: AuthResult) => void }) {
  const { signIn } = useAuth();
  const registerMutation = useRegister();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegisterInput>({ fullname: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SignupField>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [isPasswordShown, setIsPasswordShown] = useState(false);

  function updateField(field: SignupField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const parsed = registerInputSchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(toFieldErrors(parsed.error, LABELS));
      requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
      return;
    }
    const envelope = await registerMutation.mutateAsync(parsed.data);
    if (!isSuccess(envelope)) {
      if (envelope.message === 'EMAIL_TAKEN' || envelope.message === 'PASSWORD_TOO_COMMON') {
        const field: SignupField = envelope.message === 'EMAIL_TAKEN' ? 'email' : 'password';
        setFieldErrors((current) => ({ ...current, [field]: envelope.error.en }));
        requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
        return;
      }
      setServerError(envelope.error.en);
      return;
    }
    signIn(envelope.result, parsed.data.email);
    onSignedUp(envelope.result);
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={handleSubmit}>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <TextField
        label="Full name"
        name="fullname"
        autoComplete="name"
        required
        value={values.fullname}
        error={fieldErrors.fullname}
        onChange={(event) => updateField('fullname', event.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        error={fieldErrors.email}
        onChange={(event) => updateField('email', event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type={isPasswordShown ? 'text' : 'password'}
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`}
        value={values.password}
        error={fieldErrors.password}
        onChange={(event) => updateField('password', event.target.value)}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={isPasswordShown}
          onChange={(event) => setIsPasswordShown(event.target.checked)}
        />
        Show password
      </label>
      <Button type="submit" isPending={registerMutation.isPending} pendingLabel="Creating your account…">
        Create account
      </Button>
    </form>
  );
}
