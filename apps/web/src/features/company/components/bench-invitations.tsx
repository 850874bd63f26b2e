import '../company.css';
import { type BenchAgency, isSuccess } from '@talentport/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { type BenchAnswer, useAnswerBenchInvitation } from '../api/answer-bench-invitation';
import { useBenchInvitations } from '../api/get-bench-invitations';

type Message = { tone: 'success' | 'error'; text: string };

const DONE: Record<BenchAnswer, (agency: string) => string> = {
  accept: (agency) => `You are on ${agency}’s bench: your card shows on its page and in its search card.`,
  decline: (agency) => `You declined ${agency}’s invitation.`,
  leave: (agency) => `You left ${agency}’s bench.`,
};

/**
 * A freelancer's agencies (decision 131): invitations to be shown on an agency's bench, to accept
 * or decline, and the benches they are on, to leave whenever they like. Only they decide.
 */
export function BenchInvitations({ companyPath }: { companyPath: (code: string) => string }) {
  const query = useBenchInvitations();
  const [message, setMessage] = useState<Message | null>(null);

  if (query.isPending) return <Spinner size={20} />;
  if (query.isError) return <Alert>{query.error.message}</Alert>;
  const { invitations, agencies } = query.data;
  return (
    <div className="settings-item">
      <p className="company-rights">
        An agency can show you on its bench: your profile card on its page and in its search card, seen only
        by those who may see your profile.
      </p>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <h3 className="settings-subtitle">Invitations</h3>
      {invitations.length === 0 ? (
        <p className="muted">No invitations waiting. Agencies you work with can invite you.</p>
      ) : (
        <ul className="invite-list">
          {invitations.map((agency) => (
            <AgencyRow
              key={agency.code}
              agency={agency}
              to={companyPath(agency.code)}
              answers={['accept', 'decline']}
              onDone={setMessage}
            />
          ))}
        </ul>
      )}
      <h3 className="settings-subtitle">Benches you are on</h3>
      {agencies.length === 0 ? (
        <p className="muted">You are not on any agency’s bench.</p>
      ) : (
        <ul className="invite-list">
          {agencies.map((agency) => (
            <AgencyRow
              key={agency.code}
              agency={agency}
              to={companyPath(agency.code)}
              answers={['leave']}
              onDone={setMessage}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

const LABELS: Record<BenchAnswer, string> = { accept: 'Accept', decline: 'Decline', leave: 'Leave' };

function AgencyRow({
  agency,
  to,
  answers,
  onDone,
}: {
  agency: BenchAgency;
  to: string;
  answers: BenchAnswer[];
  onDone: (message: Message) => void;
}) {
  const answer = useAnswerBenchInvitation();
  const [isConfirmingLeave, setIsConfirmingLeave] = useState(false);
  const name = agency.name || 'This agency';
  async function handle(choice: BenchAnswer) {
    setIsConfirmingLeave(false);
    try {
      const envelope = await answer.mutateAsync({ code: agency.code, answer: choice });
      onDone(
        isSuccess(envelope)
          ? { tone: 'success', text: DONE[choice](name) }
          : { tone: 'error', text: envelope.error.en },
      );
    } catch {
      onDone({ tone: 'error', text: 'That did not go through. Check your connection and try again.' });
    }
  }
  return (
    <li className="invite-list__item" data-testid={`bench-agency-${agency.code}`}>
      <span className="invite-list__email">
        <Link to={to}>{name}</Link>
      </span>
      {isConfirmingLeave ? (
        <span className="team-list__actions">
          <span>Your card leaves {name}’s page and search card at once.</span>
          <Button variant="ghost" className="button--compact" onClick={() => setIsConfirmingLeave(false)}>
            Stay on the bench
          </Button>
          <Button
            variant="ghost"
            className="button--compact button--danger-text"
            isPending={answer.isPending}
            pendingLabel="Saving…"
            onClick={() => void handle('leave')}
          >
            Leave {name}
          </Button>
        </span>
      ) : (
        <span className="team-list__actions">
          {answers.map((choice) => (
            <Button
              key={choice}
              variant={choice === 'accept' ? 'primary' : 'ghost'}
              className={`button--compact${choice === 'accept' ? '' : ' button--danger-text'}`}
              isPending={answer.isPending && answer.variables?.answer === choice}
              pendingLabel="Saving…"
              aria-label={`${LABELS[choice]} ${name}${choice === 'leave' ? '’s bench' : '’s invitation'}`}
              onClick={() => (choice === 'leave' ? setIsConfirmingLeave(true) : void handle(choice))}
            >
              {LABELS[choice]}
            </Button>
          ))}
        </span>
      )}
    </li>
  );
}
