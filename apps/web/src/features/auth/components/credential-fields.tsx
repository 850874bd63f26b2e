import { TextField } from '../../../components/ui/text-field';

type EmailFieldProps = { value: string; error: string | undefined; onChange: (value: string) => void };

/** The email field of the log-in and sign-up forms. */
export function EmailField({ value, error, onChange }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The "Show password" checkbox under a password field. */
export function ShowPasswordCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      Show password
    </label>
  );
}
