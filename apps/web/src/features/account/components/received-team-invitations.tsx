import '../account.css';
import { isSuccess, type ReceivedTeamInvitation, type TeamJoined } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatWhen } from '../../../lib/format-date';
import {
  useAcceptTeamInvitation,
  useDeclineTeamInvitation,
  useReceivedTeamInvitations,
} from '../api/team-invitations';

const AS_ROLE = { member: 'a member', admin: 'an admin' } as const;

/**
 * What to say after joining, on the page the person lands on: the app starts afresh in the new
 * team (see `onJoined`), so the sentence waits in this tab's sessionStorage.
 */
const JOINED_NOTICE_KEY = 'talentport.joinedTeam';

function takeJoinedNotice(): string | null {
  try {
    const text = window.sessionStorage.getItem(JOINED_NOTICE_KEY);
    window.sessionStorage.removeItem(JOINED_NOTICE_KEY);
    return text;
  } catch {
    return null;
  }
}

function keepJoinedNotice(text: string): void {
  try {
    window.sessionStorage.setItem(JOINED_NOTICE_KEY, text);
  } catch {
    // Privacy mode: the team in Settings says it instead.
  }
}

/**
 * Invitations to join a company team sent to this account's address (decision 132). Accepting
 * moves the account into that team; the server says beforehand when it cannot, and why. Nothing is
 * drawn when there are none.
 */
export function ReceivedTeamInvitations({
  onJoined,
}: {
  /** The account's role and company changed: the app starts afresh in the new team. */
  onJoined: (joined: TeamJoined) => void;
}) {
  const invitations = useReceivedTeamInvitations();
  const accept = useAcceptTeamInvitation();
  const decline = useDeclineTeamInvitation();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(() => {
    const text = takeJoinedNotice();
    return text ? { tone: 'success', text } : null;
  });

  async function handleAccept(invitation: ReceivedTeamInvitation) {
    setMessage(null);
    const envelope = await accept.mutateAsync(invitation._id);
    if (!isSuccess(envelope)) {
      setMessage({ tone: 'error', text: envelope.error.en });
      return;
    }
    const joined = envelope.result;
    const text = `You joined ${joined.companyName || 'the team'} as ${AS_ROLE[joined.companyRole]}.`;
    setMessage({ tone: 'success', text });
    keepJoinedNotice(text);
    onJoined(joined);
  }

  async function handleDecline(invitation: ReceivedTeamInvitation) {
    setMessage(null);
    const envelope = await decline.mutateAsync(invitation._id);
    setMessage(
      isSuccess(envelope)
        ? { tone: 'success', text: `You declined the invitation from ${invitation.companyName}.` }
        : { tone: 'error', text: envelope.error.en },
    );
  }

  const items = invitations.data ?? [];
  if (items.length === 0 && !message) return null;
  return (
    <section className="settings-section" aria-labelledby="team-invitations-heading" id="team-invitations">
      <h2 id="team-invitations-heading">Team invitations</h2>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {items.length > 0 ? (
        <ul className="received-invitations">
          {items.map((invitation) => (
            <li key={invitation._id} className="received-invitations__item">
              <p>
                <strong>{invitation.companyName}</strong> invited you to join its{' '}
                {invitation.role === 'agency' ? 'agency' : 'company'} team as{' '}
                {AS_ROLE[invitation.companyRole]}.
              </p>
              <p className="muted">
                {invitation.mayAccept
                  ? 'Accepting moves your account into their team: an account belongs to one team.'
                  : invitation.whyNot}{' '}
                Valid until {formatWhen(invitation.expiresAt)}.
              </p>
              <div className="received-invitations__actions">
                {invitation.mayAccept ? (
                  <Button
                    isPending={accept.isPending && accept.variables === invitation._id}
                    pendingLabel="Joining…"
                    onClick={() => void handleAccept(invitation)}
                  >
                    Accept and join
                  </Button>
                ) : null}
                <Button
                  variant="secondary"
                  isPending={decline.isPending && decline.variables === invitation._id}
                  pendingLabel="Declining…"
                  onClick={() => void handleDecline(invitation)}
                >
                  Decline
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
