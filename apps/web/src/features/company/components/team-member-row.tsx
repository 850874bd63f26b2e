import '../company.css';
import { type CompanyMember, isSuccess } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useMakeOwner } from '../api/make-owner';
import { useRemoveMember } from '../api/remove-member';
import { useSetMemberRole } from '../api/set-member-role';
import { ROLE_LABELS } from './company-rights';

/**
 * One person in the team list. The owner makes members admins and back (decision 052), and may
 * hand the company to them after a confirm step (decision 112); the owner removes admins and
 * members, admins remove members, after a confirm step (issue 35); refusals show in the row.
 */
export function TeamMemberRow({
  member,
  may,
  onDone,
}: {
  member: CompanyMember;
  may: { manageMemberRoles: boolean; transferOwnership: boolean; removeMembers: boolean };
  onDone: (text: string) => void;
}) {
  const setRole = useSetMemberRole();
  const makeOwner = useMakeOwner();
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState<'owner' | 'remove' | null>(null);
  const isConfirming = confirming !== null;
  const [error, setError] = useState<string | null>(null);
  const isOther = member.companyRole !== 'owner' && !member.isYou;
  const mayChangeRole = may.manageMemberRoles && isOther;
  const mayHandOver = may.transferOwnership && isOther;
  // Admins remove members; only the owner (who alone manages roles) removes admins.
  const mayRemove =
    may.removeMembers && isOther && (member.companyRole === 'member' || may.manageMemberRoles);
  const nextRole = member.companyRole === 'admin' ? 'member' : 'admin';

  async function changeRole() {
    setError(null);
    const envelope = await setRole.mutateAsync({ code: member.code, companyRole: nextRole });
    if (isSuccess(envelope))
      onDone(`${member.fullname} is now ${nextRole === 'admin' ? 'an admin' : 'a member'}.`);
    else setError(envelope.error.en);
  }

  async function handOver() {
    setError(null);
    const envelope = await makeOwner.mutateAsync({ code: member.code });
    if (isSuccess(envelope)) {
      setConfirming(null);
      onDone(`${member.fullname} now owns the company. You are an admin.`);
    } else setError(envelope.error.en);
  }

  async function removeFromTeam() {
    setError(null);
    const envelope = await remove.mutateAsync({ code: member.code });
    if (isSuccess(envelope)) onDone(`${member.fullname} is no longer on the team.`);
    else setError(envelope.error.en);
  }

  return (
    <li className="invite-list__item" data-testid={`team-member-${member.code}`}>
      <span className="invite-list__email">
        {member.fullname}
        {member.isYou ? ' (you)' : ''}
        <span className="team-list__email muted">{member.email}</span>
      </span>
      <span className={`role-badge role-badge--${member.companyRole}`}>
        {ROLE_LABELS[member.companyRole]}
      </span>
      {(mayChangeRole || mayHandOver || mayRemove) && !isConfirming ? (
        <span className="team-list__actions">
          {mayChangeRole ? (
            <Button
              variant="ghost"
              className="button--compact"
              isPending={setRole.isPending}
              pendingLabel="Saving…"
              onClick={() => void changeRole()}
              aria-label={`${nextRole === 'admin' ? 'Make admin' : 'Make member'}: ${member.fullname}`}
            >
              {nextRole === 'admin' ? 'Make admin' : 'Make member'}
            </Button>
          ) : null}
          {mayHandOver ? (
            <Button
              variant="ghost"
              className="button--compact"
              onClick={() => {
                setError(null);
                setConfirming('owner');
              }}
              aria-label={`Make owner: ${member.fullname}`}
            >
              Make owner
            </Button>
          ) : null}
          {mayRemove ? (
            <Button
              variant="ghost"
              className="button--compact button--danger-text"
              onClick={() => {
                setError(null);
                setConfirming('remove');
              }}
              aria-label={`Remove from the team: ${member.fullname}`}
            >
              Remove
            </Button>
          ) : null}
        </span>
      ) : null}
      {mayRemove && confirming === 'remove' ? (
        <div className="team-list__confirm">
          <p>
            {member.fullname} will lose access to the company at once: its listings, applicants and team
            conversations. They keep their own account.
          </p>
          <span className="team-list__actions">
            <Button
              className="button--compact"
              isPending={remove.isPending}
              pendingLabel="Removing…"
              onClick={() => void removeFromTeam()}
            >
              Remove {member.fullname}
            </Button>
            <Button variant="ghost" className="button--compact" onClick={() => setConfirming(null)}>
              Keep on the team
            </Button>
          </span>
        </div>
      ) : null}
      {mayHandOver && confirming === 'owner' ? (
        <div className="team-list__confirm">
          <p>
            {member.fullname} will own the company; you will become an admin. Only the new owner can choose
            admins or hand the company on again.
          </p>
          <span className="team-list__actions">
            <Button
              className="button--compact"
              isPending={makeOwner.isPending}
              pendingLabel="Handing over…"
              onClick={() => void handOver()}
            >
              Make {member.fullname} the owner
            </Button>
            <Button
              variant="ghost"
              className="button--compact"
              onClick={() => {
                setError(null);
                setConfirming(null);
              }}
            >
              Keep ownership
            </Button>
          </span>
        </div>
      ) : null}
      {error ? (
        <div className="team-list__error">
          <Alert>{error}</Alert>
        </div>
      ) : null}
    </li>
  );
}
