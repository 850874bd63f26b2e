import { LinkedAccounts } from '../../features/auth/components/linked-accounts';

/** `/{role}/account`: account settings; for now the social logins. */
export function AccountSettingsRoute() {
  return (
    <div className="page">
      <title>Account · Talentport</title>
      <h1>Account</h1>
      <LinkedAccounts />
    </div>
  );
}
