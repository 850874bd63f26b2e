import { type AuthResult, isSuccess, type LoginInput } from '@talentport/contract';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useLogin } from '../api/login';
import { useAuth } from '../auth-context';
import { useCredentialsForm } from '../use-credentials-form';
import { EmailField, PasswordField } from './credential-fields';

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
  const { formRef, serverError, setServerError, bind, validate } = useCredentialsForm<LoginInput>(
    () => import('../credential-schemas').then((schemas) => schemas.loginInputSchema),
    { email: initialEmail, password: '' },
    LABELS,
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validate();
    if (!input) return;
    const envelope = await loginMutation.mutateAsync(input);
    if (!isSuccess(envelope)) {
      setServerError(envelope.error.en);
      return;
    }
    if ('twoFactorRequired' in envelope.result) return onSecondStep(envelope.result.pendingToken);
    signIn(envelope.result, input.email);
    onLoggedIn(envelope.result);
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={handleSubmit}>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <EmailField {...bind('email')} />
      <PasswordField {...bind('password')} autoComplete="current-password" />
      <Button type="submit" isPending={loginMutation.isPending} pendingLabel="Logging in…">
        Log in
      </Button>
    </form>
  );
}
