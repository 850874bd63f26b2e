import '../company.css';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useCompanyMembers } from '../api/get-company-members';
import { RIGHTS_SENTENCES } from './company-rights';
import { TeamMemberRow } from './team-member-row';

/**
 * The team with each person's role; the owner makes members admins and back (decision 052) and
 * can hand the company over to one of them (decision 112).
 */
export function CompanyTeam({
  children,
}: {
  children?: (may: { manageInvites: boolean; manageMemberRoles: boolean }) => React.ReactNode;
}) {
  const members = useCompanyMembers({ isEnabled: true });
  const [message, setMessage] = useState<string | null>(null);

  if (members.isPending) return <Spinner size={20} />;
  if (members.isError) return <Alert>{members.error.message}</Alert>;
  const { items, viewer } = members.data;
  return (
    <div className="settings-item">
      <p className="company-rights">{RIGHTS_SENTENCES[viewer.companyRole]}</p>
      {viewer.may.transferOwnership && items.length > 1 ? (
        <p className="company-rights">
          Leaving, or someone else should run the company? Use “Make owner” on a teammate: they become the
          owner and you stay on the team as an admin.
        </p>
      ) : null}
      <h3 className="settings-subtitle">People</h3>
      <ul className="team-list">
        {items.map((member) => (
          <TeamMemberRow key={member.code} member={member} may={viewer.may} onDone={setMessage} />
        ))}
      </ul>
      {message ? <Alert tone="success">{message}</Alert> : null}
      {children?.({
        manageInvites: viewer.may.manageInvites,
        manageMemberRoles: viewer.may.manageMemberRoles,
      })}
    </div>
  );
}
