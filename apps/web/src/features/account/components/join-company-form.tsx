import { type AuthResult, isSuccess } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useLinkInfo } from '../api/get-link-info';
import { useJoinCompany } from '../api/join-company';
import { checkNewPassword, NewPasswordFields } from './new-password-fields';

type JoinCompanyFormProps = {
  invite: string;
  onJoined: (result: AuthResult, email: string) => void;
};

/** Sign-up from an invitation: the email comes from the invitation, the company and role too. */
export function JoinCompanyForm({ invite, onJoined }: JoinCompanyFormProps) {
  const linkInfo = useLinkInfo(invite);
  const joinMutation = useJoinCompany();
  const [fullname, setFullname] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{
    fullname?: string;
    passwordError?: string;
    confirmationError?: string;
  }>({});
  const [serverError, setServerError] = useState<string | null>(null);

  if (linkInfo.isPending) {
    return (
      <p aria-busy="true">
        <Spinner size={20} /> Checking your invitation…
      </p>
    );
  }
  const envelope = linkInfo.data;
  if (!envelope || !isSuccess(envelope) || envelope.result.purpose !== 'team-invite') {
    return (
      <Alert>
        {envelope && !isSuccess(envelope) ? envelope.error.en : 'This is not an invitation link.'} Ask the
        person who invited you to send a new invitation.
      </Alert>
    );
  }
  const info = envelope.result;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const { fullnameSchema } = await import('../account-schemas');
    const name = fullnameSchema.safeParse(fullname);
    const check = checkNewPassword(password, confirmation);
    setErrors({
      fullname: name.success ? undefined : `Full name ${name.error.issues[0]?.message ?? 'is not valid'}.`,
      passwordError: check.passwordError,
      confirmationError: check.confirmationError,
    });
    if (!name.success || !check.isValid) return;
    const result = await joinMutation.mutateAsync({ invite, fullname: name.data, password });
    if (isSuccess(result)) onJoined(result.result, info.email);
    else setServerError(result.error.en);
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit}>
      <Alert tone="info">
        {info.fullName || 'A colleague'} invited you to join{' '}
        <strong>{info.companyName ?? 'their company'}</strong> as{' '}
        {info.role === 'agency' ? 'an agency' : 'an employer'} member.
      </Alert>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        value={info.email}
        readOnly
      />
      <TextField
        maxLength={100}
        label="Full name"
        name="fullname"
        autoComplete="name"
        required
        value={fullname}
        error={errors.fullname}
        onChange={(event) => setFullname(event.target.value)}
      />
      <NewPasswordFields
        label="Password"
        password={password}
        confirmation={confirmation}
        passwordError={errors.passwordError}
        confirmationError={errors.confirmationError}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
      />
      <Button type="submit" isPending={joinMutation.isPending} pendingLabel="Joining…">
        Join {info.companyName ?? 'the team'}
      </Button>
    </form>
  );
}
