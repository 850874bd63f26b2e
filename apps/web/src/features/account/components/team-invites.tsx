import '../account.css';
import { isSuccess, TEAM_INVITE_ROLES, teamInviteInputSchema } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { formatWhen } from '../../../lib/format-date';
import { useTeamInvites } from '../api/get-team-invites';
import { useInviteTeamMember } from '../api/invite-team-member';
import { useRevokeTeamInvite } from '../api/revoke-team-invite';

const ROLE_WORDS = { member: 'a member', admin: 'an admin' } as const;
const ROLE_CHOICES = {
  member: 'Member: posts listings and moves applicants',
  admin: 'Admin: also edits the company page and invites people',
} as const;

/**
 * The owner and admins invite colleagues by email; pending invitations can be withdrawn. Invitations
 * carry the company's words, so they are sent only for verified accounts (decision 053). The owner
 * chooses whether the invitation makes a member or an admin (issue 35); admins invite members.
 */
export function TeamInvites({
  isSenderVerified,
  mayInviteAdmins,
}: {
  isSenderVerified: boolean;
  mayInviteAdmins: boolean;
}) {
  const invites = useTeamInvites({ isEnabled: true });
  const inviteMutation = useInviteTeamMember();
  const revokeMutation = useRevokeTeamInvite();
  const [email, setEmail] = useState('');
  const [companyRole, setCompanyRole] = useState<'member' | 'admin'>('member');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function handleInvite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const parsed = teamInviteInputSchema.safeParse({ email, companyRole });
    if (!parsed.success) {
      setFieldError(`Email ${parsed.error.issues[0]?.message ?? 'is not valid'}.`);
      return;
    }
    const envelope = await inviteMutation.mutateAsync(parsed.data);
    if (isSuccess(envelope)) {
      setEmail('');
      setCompanyRole('member');
      setMessage({
        tone: 'success',
        text: `Invitation sent to ${envelope.result.email}, to join as ${ROLE_WORDS[envelope.result.companyRole]}.`,
      });
    } else setFieldError(envelope.error.en);
  }

  async function handleRevoke(id: string, address: string) {
    const envelope = await revokeMutation.mutateAsync(id);
    setMessage(
      isSuccess(envelope)
        ? { tone: 'success', text: `The invitation to ${address} was withdrawn.` }
        : { tone: 'error', text: envelope.error.en },
    );
  }

  return (
    <div className="settings-item">
      {isSenderVerified ? null : (
        <p className="muted">
          Verify your email address first: invitations carry your company’s name, so we only send them for
          verified accounts.
        </p>
      )}
      <form className="form" noValidate onSubmit={handleInvite}>
        <fieldset className="form__fieldset" disabled={!isSenderVerified}>
          <TextField
            label="Invite a colleague"
            name="invite-email"
            type="email"
            autoComplete="off"
            hint="They get a link to join your company, with a new account or the one they already have. It works for 7 days."
            value={email}
            error={fieldError}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldError(undefined);
            }}
          />
          {mayInviteAdmins ? (
            <SelectField
              label="They join as"
              name="invite-role"
              options={TEAM_INVITE_ROLES}
              labelFor={(option) => ROLE_CHOICES[option as 'member' | 'admin']}
              value={companyRole}
              onChange={(event) => setCompanyRole(event.target.value === 'admin' ? 'admin' : 'member')}
            />
          ) : null}
          <Button type="submit" isPending={inviteMutation.isPending} pendingLabel="Sending…">
            Send invitation
          </Button>
        </fieldset>
      </form>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <h3 className="settings-subtitle">Pending invitations</h3>
      {invites.isPending ? (
        <Spinner size={20} />
      ) : invites.isError ? (
        <Alert>{invites.error.message}</Alert>
      ) : invites.data.length === 0 ? (
        <p className="muted">No pending invitations. Invite a colleague above.</p>
      ) : (
        <ul className="invite-list">
          {invites.data.map((invite) => (
            <li key={invite._id} className="invite-list__item">
              <span className="invite-list__email">{invite.email}</span>
              <span className={`role-badge role-badge--${invite.companyRole}`}>
                {invite.companyRole === 'admin' ? 'Admin' : 'Member'}
              </span>
              <span className="muted">until {formatWhen(invite.expiresAt)}</span>
              <Button
                variant="ghost"
                className="button--compact"
                onClick={() => void handleRevoke(invite._id, invite.email)}
                aria-label={`Withdraw the invitation to ${invite.email}`}
              >
                Withdraw
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
