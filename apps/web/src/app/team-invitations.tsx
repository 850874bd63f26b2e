import type { TeamJoined } from '@talentport/contract';
import { useCallback } from 'react';
import { ReceivedTeamInvitations } from '../features/account/components/received-team-invitations';
import { useAuth } from '../features/auth/auth-context';
import { rememberDestination } from '../features/auth/destination';
import { settingsPathFor } from '../features/auth/landing-path';

/**
 * Team invitations to this account (decision 132), composed with the session: once the account
 * joined a team, its role and onboarding state follow, and the person lands on their new team in
 * Settings (or on the company steps when the team's owner has not finished them).
 */
export function TeamInvitationsToAnswer() {
  const { state, chooseRole, markOnboarded } = useAuth();
  const handleJoined = useCallback(
    (joined: TeamJoined) => {
      // A new role makes this page another role's: the route guard moves the person on, to the
      // remembered Settings page of the new role (onboarding first when the team's owner has not
      // finished it), and forgets it there. With the same role, they stay on this page.
      const isMoving = joined.userRole !== state.userRole;
      if (isMoving && joined.isOnboard) rememberDestination(settingsPathFor(joined));
      chooseRole(joined.userRole);
      if (joined.isOnboard) markOnboarded();
    },
    [state.userRole, chooseRole, markOnboarded],
  );
  return <ReceivedTeamInvitations onJoined={handleJoined} />;
}
