import { type ComponentProps, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';

type CredentialFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The email field of the log-in and sign-up forms. */
export function EmailField(props: CredentialFieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...props} />;
}

/** The password field of the log-in and sign-up forms, with its "Show password" checkbox. */
export function PasswordField(props: CredentialFieldProps) {
  const [isShown, setIsShown] = useState(false);
  return (
    <>
      <TextField label="Password" type={isShown ? 'text' : 'password'} required {...props} />
      <label className="checkbox">
        <input type="checkbox" checked={isShown} onChange={(event) => setIsShown(event.target.checked)} />
        Show password
      </label>
    </>
  );
}
