import {
  isSuccess,
  type StaffLoginInput,
  type StaffLoginStep,
  staffLoginInputSchema,
} from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { type FieldErrors, toFieldErrors } from '../../../lib/form-errors';
import { useStaffLogin } from '../api/staff-login';

const LABELS: Record<keyof StaffLoginInput, string> = { email: 'Email', password: 'Password' };

/** The password step; every staff log-in goes on to a second step (`code`, or `setup` the first time). */
export function StaffLoginForm({ onSecondStep }: { onSecondStep: (step: StaffLoginStep) => void }) {
  const loginMutation = useStaffLogin();
  const [values, setValues] = useState<StaffLoginInput>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof StaffLoginInput>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const parsed = staffLoginInputSchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(toFieldErrors(parsed.error, LABELS));
      return;
    }
    const envelope = await loginMutation.mutateAsync(parsed.data);
    if (isSuccess(envelope)) onSecondStep(envelope.result);
    else setServerError(envelope.error.en);
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit}>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        value={values.email}
        error={fieldErrors.email}
        onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={fieldErrors.password}
        onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
      />
      <Button type="submit" isPending={loginMutation.isPending} pendingLabel="Logging in…">
        Log in
      </Button>
    </form>
  );
}
