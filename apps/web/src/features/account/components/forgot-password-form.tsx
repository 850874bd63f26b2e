import { isSuccess, type PasswordLinkInput, passwordLinkInputSchema } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { type FieldErrors, toFieldErrors } from '../../../lib/form-errors';
import { useRequestPasswordLink } from '../api/request-password-link';

export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const linkMutation = useRequestPasswordLink();
  const [email, setEmail] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof PasswordLinkInput>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const parsed = passwordLinkInputSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldErrors(toFieldErrors(parsed.error, { email: 'Email' }));
      return;
    }
    const envelope = await linkMutation.mutateAsync(parsed.data);
    if (isSuccess(envelope)) onSent(parsed.data.email);
    else setServerError(envelope.error.en);
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit}>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        error={fieldErrors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldErrors({});
        }}
      />
      <Button type="submit" isPending={linkMutation.isPending} pendingLabel="Sending…">
        Email me a reset link
      </Button>
    </form>
  );
}
