import '../account.css';
import { type ChangeEmailInput, changeEmailInputSchema, isSuccess } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { type FieldErrors, toFieldErrors } from '../../../lib/form-errors';
import { useChangeEmail } from '../api/change-email';

type ChangeEmailFormProps = {
  currentEmail: string;
  /** Auth state `changeEmailClicked` (the data rules): the form is open. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

const LABELS: Record<keyof ChangeEmailInput, string> = { newEmail: 'New email', password: 'Password' };

export function ChangeEmailForm({ currentEmail, isOpen, onOpenChange }: ChangeEmailFormProps) {
  const changeMutation = useChangeEmail();
  const [values, setValues] = useState<ChangeEmailInput>({ newEmail: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof ChangeEmailInput>>({});
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const parsed = changeEmailInputSchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(toFieldErrors(parsed.error, LABELS));
      return;
    }
    const envelope = await changeMutation.mutateAsync(parsed.data);
    if (isSuccess(envelope)) {
      setPendingEmail(envelope.result.pendingEmail);
      setValues({ newEmail: '', password: '' });
      onOpenChange(false);
      return;
    }
    if (envelope.message === 'CURRENT_PASSWORD_WRONG') setFieldErrors({ password: envelope.error.en });
    else if (envelope.message === 'EMAIL_TAKEN' || envelope.message === 'EMAIL_UNCHANGED') {
      setFieldErrors({ newEmail: envelope.error.en });
    } else setServerError(envelope.error.en);
  }

  return (
    <div className="settings-item">
      <div className="settings-item__row">
        <div>
          <p className="settings-item__label">Email</p>
          <p className="settings-item__value">{currentEmail}</p>
        </div>
        {isOpen ? null : (
          <Button variant="secondary" className="button--compact" onClick={() => onOpenChange(true)}>
            Change email
          </Button>
        )}
      </div>
      {pendingEmail ? (
        <Alert tone="success">
          We sent a link to {pendingEmail}. Your email changes when you open it; until then you keep using{' '}
          {currentEmail}.
        </Alert>
      ) : null}
      {isOpen ? (
        <form className="form" noValidate onSubmit={handleSubmit}>
          {serverError ? <Alert>{serverError}</Alert> : null}
          <TextField
            label="New email"
            name="newEmail"
            type="email"
            autoComplete="email"
            required
            value={values.newEmail}
            error={fieldErrors.newEmail}
            onChange={(event) => {
              setValues((current) => ({ ...current, newEmail: event.target.value }));
              setFieldErrors((current) => ({ ...current, newEmail: undefined }));
            }}
          />
          <TextField
            label="Your password"
            name="password"
            type="password"
            autoComplete="current-password"
            hint="To make sure it is you."
            required
            value={values.password}
            error={fieldErrors.password}
            onChange={(event) => {
              setValues((current) => ({ ...current, password: event.target.value }));
              setFieldErrors((current) => ({ ...current, password: undefined }));
            }}
          />
          <div className="panel__actions">
            <Button type="submit" isPending={changeMutation.isPending} pendingLabel="Sending…">
              Send confirmation link
            </Button>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
