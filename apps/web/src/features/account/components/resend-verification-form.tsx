import '../account.css';
import { isSuccess } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useResendVerifyEmail } from '../api/resend-verify-email';

/** For guests: the answer is the same whether or not the address has an unverified account. */
export function ResendVerificationForm() {
  const resendMutation = useResendVerifyEmail();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The schema (and zod with it) loads on the first submit, not with the log-in page.
    const { emailSchema } = await import('../account-schemas');
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(`Email ${parsed.error.issues[0]?.message ?? 'is not valid'}.`);
      return;
    }
    const envelope = await resendMutation.mutateAsync({ email: parsed.data });
    setOutcome(
      isSuccess(envelope)
        ? {
            tone: 'success',
            text: `If ${parsed.data} has an account waiting for verification, a new link is on its way.`,
          }
        : { tone: 'error', text: envelope.error.en },
    );
  }

  return (
    <form className="form form--inline" noValidate onSubmit={handleSubmit}>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <TextField
        label="Email"
        name="resend-email"
        type="email"
        autoComplete="email"
        value={email}
        error={fieldError}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(undefined);
        }}
      />
      <Button type="submit" variant="secondary" isPending={resendMutation.isPending} pendingLabel="Sending…">
        Send a new link
      </Button>
    </form>
  );
}
