import type { TeamJoined } from '@talentport/contract';
import { ReceivedTeamInvitations } from '../features/account/components/received-team-invitations';
import { landingPathFor, settingsPathFor } from '../features/auth/landing-path';
import { writeStoredUserRole } from '../lib/storage';

/**
 * Team invitations to this account (decision 132), composed with the session. Joining changes the
 * account's company, its rights in it and perhaps its role, which every cached answer and open
 * page was made for: the app starts afresh on the new team's Settings page (or on the company
 * steps when the team's owner has not finished them), rather than racing the route guard and
 * stale rights (a 403 signs a person out).
 */
function startAfreshInTeam(joined: TeamJoined) {
  writeStoredUserRole(joined.userRole);
  window.location.replace(joined.isOnboard ? settingsPathFor(joined) : landingPathFor(joined));
}

export function TeamInvitationsToAnswer() {
  return <ReceivedTeamInvitations onJoined={startAfreshInTeam} />;
}
