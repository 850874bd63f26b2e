import { ONBOARDING_PAGES, USER_ROLES } from '@talentport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { AccountTypePicker } from '../../features/onboarding/components/account-type-picker';
import { getProfileQueryOptions } from '../../features/profile/api/get-profile';
import { clearRoleHint, readRoleHint } from '../../lib/storage';
import { TeamInvitationsToAnswer } from '../team-invitations';

export function OnboardAccountTypeRoute() {
  const { chooseRole, recheckIdentity } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const roleHint = USER_ROLES.find((role) => role === (searchParams.get('role') ?? readRoleHint())) ?? null;

  return (
    <div className="page">
      <title>Choose your account type · Talentport</title>
      <h1>How will you use Talentport?</h1>
      <TeamInvitationsToAnswer />
      <p className="lead">Choose the account type that fits you. You cannot change it later.</p>
      <AccountTypePicker
        initialRole={roleHint}
        onRoleChosen={(userRole) => {
          clearRoleHint();
          chooseRole(userRole);
          // The role (and for employers and agencies, the company) changes the profile.
          void queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey });
          void navigate(ONBOARDING_PAGES[userRole], { replace: true });
        }}
        onRoleAlreadySet={recheckIdentity}
      />
    </div>
  );
}
