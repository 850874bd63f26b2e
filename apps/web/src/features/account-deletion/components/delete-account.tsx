import '../account-deletion.css';
import { ACCOUNT_DELETION_COOLING_OFF_DAYS, isSuccess, paths, type UserRole } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { formatWhen } from '../../../lib/format-date';
import {
  useAccountDeletion,
  useCancelAccountDeletion,
  useRequestAccountDeletion,
} from '../api/account-deletion';

type Errors = { password?: string; code?: string; banner?: string };

const formatDay = (iso: string) => formatWhen(iso, 'longDate');

/**
 * The "Delete account" section of the settings (decision 111): what happens, the password (and a
 * code when two-factor is on), then the pending state with its date and a way to cancel.
 */
export function DeleteAccount({ userRole }: { userRole: UserRole | null }) {
  const status = useAccountDeletion();
  const cancel = useCancelAccountDeletion();
  const [isOpen, setIsOpen] = useState(false);

  if (status.isPending) return <Spinner size={20} />;
  if (status.isError) return <Alert>{status.error.message}</Alert>;
  const { pending, blockedBy } = status.data;

  if (pending) {
    return (
      <div className="settings-item" data-testid="deletion-pending">
        <p className="settings-item__label">Your account is set to be deleted</p>
        <p className="settings-item__value">
          We will erase it on <strong>{formatDay(pending.dueAt)}</strong>. Your public profile is hidden from
          everyone until then. You can change your mind: cancel here, or simply sign in again.
        </p>
        {cancel.data && !isSuccess(cancel.data) ? <Alert>{cancel.data.error.en}</Alert> : null}
        <Button
          variant="secondary"
          isPending={cancel.isPending}
          pendingLabel="Cancelling…"
          onClick={() => cancel.mutate()}
        >
          Cancel deletion
        </Button>
      </div>
    );
  }

  const wasCancelled = cancel.data !== undefined && isSuccess(cancel.data);
  return (
    <div className="settings-item">
      {wasCancelled ? (
        <p className="delete-account__cancelled" role="status" data-testid="deletion-cancelled">
          Deletion cancelled. Your account stays, and your profile is shown again as before.
        </p>
      ) : null}
      <p className="settings-item__value">
        Deleting your account erases your profile, photo, resume and other files, your saved searches and
        alerts, your sign-ins and linked logins. You have {ACCOUNT_DELETION_COOLING_OFF_DAYS} days to change
        your mind: signing in during that time cancels it. What others rely on stays without your name:
        messages you sent in their conversations show as from “a former member”, reviews you wrote stay
        unsigned, and reward records stay for accounting.
      </p>
      {blockedBy === 'company-owner' ? (
        <OwnerNote userRole={userRole} />
      ) : !status.data.needsPassword && !status.data.needsCode ? (
        <Alert>
          Your account has no password yet, so we cannot check it is you. Use “Forgot your password?” on the
          sign-in page to set one, then come back here.
        </Alert>
      ) : isOpen ? (
        <DeleteAccountForm
          needsPassword={status.data.needsPassword}
          needsCode={status.data.needsCode}
          onCancel={() => setIsOpen(false)}
        />
      ) : (
        <Button variant="secondary" onClick={() => setIsOpen(true)}>
          Delete my account
        </Button>
      )}
    </div>
  );
}

/** Where each company role's own listings are managed. */
const LISTINGS_PAGE: Partial<Record<UserRole, string>> = {
  employer: paths.employer.opportunities.getHref(),
  agency: paths.agency.posted.getHref(),
};

/**
 * Why a company owner cannot leave yet, and the two ways out (decisions 111 and 112): hand the
 * company to a teammate in the team section, or, alone in it, close the open listings.
 */
function OwnerNote({ userRole }: { userRole: UserRole | null }) {
  const listings = userRole ? LISTINGS_PAGE[userRole] : undefined;
  return (
    <div className="alert alert--info deletion-owner-note" data-testid="deletion-owner-note">
      <p>You own a company that others still rely on, so you cannot delete your account yet.</p>
      <ul>
        <li>
          If you have teammates, make one of them the owner in <a href="#settings-team">Your team</a>. You
          become an admin, and can then delete your account here.
        </li>
        <li>
          If you are the only one in the company, close its open and paused listings
          {listings ? (
            <>
              {' '}
              on <Link to={listings}>your listings page</Link>
            </>
          ) : null}
          . The company then closes with your account.
        </li>
      </ul>
    </div>
  );
}

function DeleteAccountForm({
  needsPassword,
  needsCode,
  onCancel,
}: {
  needsPassword: boolean;
  needsCode: boolean;
  onCancel: () => void;
}) {
  const request = useRequestAccountDeletion();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Errors = {
      ...(needsPassword && !password ? { password: 'Enter your password.' } : {}),
      ...(needsCode && !code.trim()
        ? { code: 'Enter the 6-digit code from your app, or a recovery code.' }
        : {}),
    };
    if (Object.keys(missing).length > 0) return setErrors(missing);
    const envelope = await request.mutateAsync({
      ...(needsPassword ? { password } : {}),
      ...(needsCode ? { code: code.trim() } : {}),
    });
    if (isSuccess(envelope)) return;
    if (envelope.message === 'CURRENT_PASSWORD_WRONG')
      setErrors({ password: 'This password is not correct.' });
    else if (envelope.message === 'TWO_FACTOR_CODE_INVALID') setErrors({ code: envelope.error.en });
    else setErrors({ banner: envelope.error.en });
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit} aria-label="Delete your account">
      {errors.banner ? <Alert>{errors.banner}</Alert> : null}
      {needsPassword ? (
        <TextField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
      ) : (
        <p className="muted">
          Your account has no password: the code from your authenticator app confirms it is you.
        </p>
      )}
      {needsCode ? (
        <TextField
          label="Code from your app"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          hint="Or one of your recovery codes."
          value={code}
          error={errors.code}
          onChange={(event) => {
            setCode(event.target.value);
            setErrors((current) => ({ ...current, code: undefined }));
          }}
        />
      ) : null}
      <div className="two-factor-actions">
        <Button type="submit" isPending={request.isPending} pendingLabel="Asking…">
          Delete my account in {ACCOUNT_DELETION_COOLING_OFF_DAYS} days
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Keep my account
        </Button>
      </div>
    </form>
  );
}
