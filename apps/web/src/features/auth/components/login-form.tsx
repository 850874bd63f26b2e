import { type AuthResult, isSuccess, type LoginInput, loginInputSchema } from '@talentport/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { type FieldErrors, focusFirstInvalidField, toFieldErrors } from '../../../lib/form-errors';
import { useLogin } from '../api/login';
import { useAuth } from '../auth-context';

type LoginField = keyof LoginInput;
const LABELS: Record<LoginField, string> = { email: 'Email', password: 'Password' };

type LoginFormProps = {
  onLoggedIn: (result: AuthResult) => void;
  /** Two-factor sign-in is on (or the password was wrong: this step does not tell): ask for the code. */
  onSecondStep: (pendingToken: string) => void;
  initialEmail?: string;
};

export function LoginForm({ onLoggedIn, onSecondStep, initialEmail = '' }: LoginFormProps) {
  const { signIn } = useAuth();
  const loginMutation = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<LoginInput>({ email: initialEmail, password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<LoginField>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [isPasswordShown, setIsPasswordShown] = useState(false);

  function updateField(field: LoginField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const parsed = loginInputSchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(toFieldErrors(parsed.error, LABELS));
      requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
      return;
    }
    const envelope = await loginMutation.mutateAsync(parsed.data);
    if (!isSuccess(envelope)) {
      setServerError(envelope.error.en);
      return;
    }
    if ('twoFactorRequired' in envelope.result) return onSecondStep(envelope.result.pendingToken);
    signIn(envelope.result, parsed.data.email);
    onLoggedIn(envelope.result);
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={handleSubmit}>
      {serverError ? <Alert>{serverError}</Alert> : null}
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
        autoComplete="current-password"
        required
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
      <Button type="submit" isPending={loginMutation.isPending} pendingLabel="Logging in…">
        Log in
      </Button>
    </form>
  );
}
