import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/** What a submit answers: nothing when it worked, or where to show the refusal. */
export type CodeRefusal = { field: 'code' | 'banner'; message: string } | null;

type CodeFormProps = {
  submit: (code: string) => Promise<CodeRefusal>;
  submitLabel: string;
  pendingLabel: string;
  /** Offer "use a recovery code" (the log-in second step, turning off, new codes). */
  allowsRecoveryCode?: boolean;
  isPending: boolean;
};

/**
 * A 6-digit code from the authenticator app, or a recovery code. Refusals show next to the field
 * in plain words (decision 062).
 */
export function CodeForm({
  submit,
  submitLabel,
  pendingLabel,
  allowsRecoveryCode = false,
  isPending,
}: CodeFormProps) {
  const [code, setCode] = useState('');
  const [isRecovery, setIsRecovery] = useState(false);
  const [refusal, setRefusal] = useState<CodeRefusal>(null);
  const hintId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.trim();
    if (typed.length === 0) {
      setRefusal({
        field: 'code',
        message: isRecovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code.',
      });
      return;
    }
    setRefusal(await submit(typed));
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit} aria-describedby={hintId}>
      {refusal?.field === 'banner' ? <Alert>{refusal.message}</Alert> : null}
      <p id={hintId} className="muted">
        {isRecovery
          ? 'Each recovery code works once. Type it with or without the dash.'
          : 'Open your authenticator app and type the 6-digit code it shows for Talentport.'}
      </p>
      <TextField
        label={isRecovery ? 'Recovery code' : 'Code from your app'}
        name="code"
        autoComplete="one-time-code"
        inputMode={isRecovery ? 'text' : 'numeric'}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={24}
        required
        value={code}
        error={refusal?.field === 'code' ? refusal.message : undefined}
        onChange={(event) => {
          setCode(event.target.value);
          setRefusal(null);
        }}
      />
      <Button type="submit" isPending={isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
      {allowsRecoveryCode ? (
        <Button
          variant="ghost"
          onClick={() => {
            setIsRecovery((current) => !current);
            setCode('');
            setRefusal(null);
          }}
        >
          {isRecovery ? 'Use the code from my app instead' : 'Use a recovery code instead'}
        </Button>
      ) : null}
    </form>
  );
}
