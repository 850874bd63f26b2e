import '../account.css';
import { isSuccess, type ReceivedTeamInvitation, type TeamJoined } from '@talentport/contract';
import { useQueryClient } from '@tanstack/react-query';
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
 * What to say after joining, for the page the person lands on: a new role means another Settings
 * page (or the account-type page left behind), so the sentence outlives this component, briefly.
 */
let joinedNotice: { text: string; at: number } | null = null;

function takeJoinedNotice(): string | null {
  const notice = joinedNotice;
  joinedNotice = null;
  return notice && Date.now() - notice.at < 10_000 ? notice.text : null;
}

/**
 * Invitations to join a company team sent to this account's address (decision 132). Accepting
 * moves the account into that team; the server says beforehand when it cannot, and why. Nothing is
 * drawn when there are none.
 */
export function ReceivedTeamInvitations({
  onJoined,
}: {
  /** The account's role and company changed: the app updates its state and moves on. */
  onJoined: (joined: TeamJoined) => void;
}) {
  const invitations = useReceivedTeamInvitations();
  const accept = useAcceptTeamInvitation();
  const decline = useDeclineTeamInvitation();
  const queryClient = useQueryClient();
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
    joinedNotice = { text, at: Date.now() };
    // The app's role first (a refetched answer in the new role must not meet the old one), then
    // everything this account sees, which changed with its company.
    onJoined(joined);
    void queryClient.invalidateQueries();
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
