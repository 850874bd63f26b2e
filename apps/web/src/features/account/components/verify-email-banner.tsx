import '../account.css';
import { isSuccess } from '@talentport/contract';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useResendVerifyEmail } from '../api/resend-verify-email';
import { useVerifyEmail } from '../api/verify-email';

/**
 * For a logged-in account whose email is not verified yet: it can look around and onboard, but
 * not post, apply or message until it enters the code or opens the link.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const inputId = useId();
  const verifyMutation = useVerifyEmail();
  const resendMutation = useResendVerifyEmail();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function handleVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The same rule as the contract's verifyCodeSchema, without loading zod in the app shell.
    const trimmed = code.trim();
    if (!/^\d{6}$/.test(trimmed)) {
      setMessage({ tone: 'error', text: 'Enter the 6-digit code from the email.' });
      return;
    }
    const envelope = await verifyMutation.mutateAsync({ code: trimmed });
    if (isSuccess(envelope)) setMessage({ tone: 'success', text: 'Thank you, your email is verified.' });
    else setMessage({ tone: 'error', text: envelope.error.en });
  }

  async function handleResend() {
    const envelope = await resendMutation.mutateAsync({});
    setMessage(
      isSuccess(envelope)
        ? { tone: 'success', text: `We sent a new code and link to ${email}.` }
        : { tone: 'error', text: envelope.error.en },
    );
  }

  return (
    <section className="verify-banner" aria-label="Verify your email">
      <div className="verify-banner__inner">
        <p className="verify-banner__text">
          <strong>Verify your email</strong> to post, apply and message. Enter the 6-digit code we sent to{' '}
          <span className="verify-banner__email">{email}</span>, or open the link in that email.
        </p>
        <form className="verify-banner__form" noValidate onSubmit={handleVerify}>
          <label className="visually-hidden" htmlFor={inputId}>
            Verification code
          </label>
          <input
            id={inputId}
            className="field__control verify-banner__code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <Button type="submit" isPending={verifyMutation.isPending} pendingLabel="Checking…">
            Verify
          </Button>
          <Button variant="ghost" onClick={() => void handleResend()} isPending={resendMutation.isPending}>
            Send a new code
          </Button>
        </form>
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      </div>
    </section>
  );
}
