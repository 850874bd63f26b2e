import '../company.css';
import { type CompanyMember, isSuccess } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useMakeOwner } from '../api/make-owner';
import { useSetMemberRole } from '../api/set-member-role';
import { ROLE_LABELS } from './company-rights';

/**
 * One person in the team list. The owner makes members admins and back (decision 052), and may
 * hand the company to them after a confirm step (decision 112); refusals show in the row.
 */
export function TeamMemberRow({
  member,
  may,
  onDone,
}: {
  member: CompanyMember;
  may: { manageMemberRoles: boolean; transferOwnership: boolean };
  onDone: (text: string) => void;
}) {
  const setRole = useSetMemberRole();
  const makeOwner = useMakeOwner();
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isOther = member.companyRole !== 'owner' && !member.isYou;
  const mayChangeRole = may.manageMemberRoles && isOther;
  const mayHandOver = may.transferOwnership && isOther;
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
      setIsConfirming(false);
      onDone(`${member.fullname} now owns the company. You are an admin.`);
    } else setError(envelope.error.en);
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
      {(mayChangeRole || mayHandOver) && !isConfirming ? (
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
                setIsConfirming(true);
              }}
              aria-label={`Make owner: ${member.fullname}`}
            >
              Make owner
            </Button>
          ) : null}
        </span>
      ) : null}
      {mayHandOver && isConfirming ? (
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
                setIsConfirming(false);
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
