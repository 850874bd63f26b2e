import { type CompanyMember, isSuccess } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCompanyMembers } from '../api/get-company-members';
import { useSetMemberRole } from '../api/set-member-role';
import { RIGHTS_SENTENCES, ROLE_LABELS } from './company-rights';

/** The team with each person's role; the owner makes members admins and back (decision 052). */
export function CompanyTeam({
  children,
}: {
  children?: (may: { manageInvites: boolean }) => React.ReactNode;
}) {
  const members = useCompanyMembers({ isEnabled: true });
  const setRole = useSetMemberRole();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function change(member: CompanyMember, companyRole: 'admin' | 'member') {
    setMessage(null);
    const envelope = await setRole.mutateAsync({ code: member.code, companyRole });
    setMessage(
      isSuccess(envelope)
        ? {
            tone: 'success',
            text: `${member.fullname} is now ${companyRole === 'admin' ? 'an admin' : 'a member'}.`,
          }
        : { tone: 'error', text: envelope.error.en },
    );
  }

  if (members.isPending) return <Spinner size={20} />;
  if (members.isError) return <Alert>{members.error.message}</Alert>;
  const { items, viewer } = members.data;
  const isOwner = viewer.may.manageMemberRoles;
  return (
    <div className="settings-item">
      <p className="company-rights">{RIGHTS_SENTENCES[viewer.companyRole]}</p>
      <h3 className="settings-subtitle">People</h3>
      <ul className="team-list">
        {items.map((member) => (
          <li key={member.code} className="invite-list__item">
            <span className="invite-list__email">
              {member.fullname}
              {member.isYou ? ' (you)' : ''}
              <span className="team-list__email muted">{member.email}</span>
            </span>
            <span className={`role-badge role-badge--${member.companyRole}`}>
              {ROLE_LABELS[member.companyRole]}
            </span>
            {isOwner && member.companyRole !== 'owner' ? (
              <Button
                variant="ghost"
                className="button--compact"
                isPending={setRole.isPending && setRole.variables?.code === member.code}
                pendingLabel="Saving…"
                onClick={() => void change(member, member.companyRole === 'admin' ? 'member' : 'admin')}
                aria-label={`${member.companyRole === 'admin' ? 'Make member' : 'Make admin'}: ${member.fullname}`}
              >
                {member.companyRole === 'admin' ? 'Make member' : 'Make admin'}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {children?.({ manageInvites: viewer.may.manageInvites })}
    </div>
  );
}
