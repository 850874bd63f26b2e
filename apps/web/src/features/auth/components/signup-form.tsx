import {
  type AuthResult,
  isSuccess,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type RegisterInput,
} from '@talentport/contract';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useRegister } from '../api/register';
import { useAuth } from '../auth-context';
import { useCredentialsForm } from '../use-credentials-form';
import { EmailField, PasswordField } from './credential-fields';

type SignupField = keyof RegisterInput;
const LABELS: Record<SignupField, string> = { fullname: 'Full name', email: 'Email', password: 'Password' };

export function SignupForm({ onSignedUp }: { onSignedUp: (result: AuthResult) => void }) {
  const { signIn } = useAuth();
  const registerMutation = useRegister();
  const { formRef, serverError, setServerError, bind, showFieldError, validate } =
    useCredentialsForm<RegisterInput>(
      () => import('../credential-schemas').then((schemas) => schemas.registerInputSchema),
      { fullname: '', email: '', password: '' },
      LABELS,
    );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validate();
    if (!input) return;
    const envelope = await registerMutation.mutateAsync(input);
    if (!isSuccess(envelope)) {
      if (envelope.message === 'EMAIL_TAKEN' || envelope.message === 'PASSWORD_TOO_COMMON') {
        showFieldError(envelope.message === 'EMAIL_TAKEN' ? 'email' : 'password', envelope.error.en);
        return;
      }
      setServerError(envelope.error.en);
      return;
    }
    signIn(envelope.result, input.email);
    onSignedUp(envelope.result);
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={handleSubmit}>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <TextField maxLength={100} label="Full name" {...bind('fullname')} autoComplete="name" required />
      <EmailField {...bind('email')} />
      <PasswordField
        {...bind('password')}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`}
      />
      <Button type="submit" isPending={registerMutation.isPending} pendingLabel="Creating your account…">
        Create account
      </Button>
    </form>
  );
}
