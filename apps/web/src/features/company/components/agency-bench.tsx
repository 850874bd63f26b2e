import '../company.css';
import { type BenchPerson, isSuccess } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useBench } from '../api/get-bench';
import { useInviteToBench } from '../api/invite-to-bench';
import { useRemoveFromBench } from '../api/remove-from-bench';
import { readProfileCode } from '../bench-code';

type Message = { tone: 'success' | 'error'; text: string };

/**
 * An agency's bench (decision 131): freelancers who agreed to be shown on the agency's page and
 * search card. The owner and admins add someone by profile code or link (they are asked, and
 * decide), and remove them or withdraw the invitation; members see the list.
 */
export function AgencyBench({ profilePath }: { profilePath: (code: string) => string }) {
  const bench = useBench();
  const invite = useInviteToBench();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [message, setMessage] = useState<Message | null>(null);

  async function handleInvite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const talentCode = readProfileCode(typed);
    if (!talentCode) {
      setFieldError('Enter the freelancer’s profile code, or paste the link to their profile.');
      return;
    }
    try {
      const envelope = await invite.mutateAsync({ talentCode });
      if (!isSuccess(envelope)) {
        setFieldError(envelope.error.en);
        return;
      }
      setTyped('');
      const person = envelope.result;
      setMessage({
        tone: 'success',
        text:
          person.status === 'active'
            ? `${person.fullname} is already on your bench.`
            : `${person.fullname} was asked to join your bench. They show once they accept.`,
      });
    } catch {
      setFieldError('The invitation could not be sent. Check your connection and try again.');
    }
  }

  if (bench.isPending) return <Spinner size={20} />;
  if (bench.isError) return <Alert>{bench.error.message}</Alert>;
  const { items, limit, mayManage } = bench.data;
  return (
    <div className="settings-item">
      <p className="company-rights">
        Freelancers who agreed to be shown with your agency appear under “Our people” on your company page and
        in your card in talent search. Up to {limit} people.
      </p>
      {mayManage ? (
        <form className="form" noValidate onSubmit={handleInvite}>
          <TextField
            label="Add a freelancer"
            name="bench-code"
            autoComplete="off"
            hint="Their profile code, or paste the link to their profile. They are asked first."
            value={typed}
            error={fieldError}
            onChange={(event) => {
              setTyped(event.target.value);
              setFieldError(undefined);
            }}
          />
          <Button type="submit" isPending={invite.isPending} pendingLabel="Sending…">
            Invite to the bench
          </Button>
        </form>
      ) : (
        <p className="muted">The agency’s owner and admins add people to the bench.</p>
      )}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <h3 className="settings-subtitle">People</h3>
      {items.length > 0 ? (
        <p className="muted">
          {`${items.filter((item) => item.status === 'active').length} on the bench · ${
            items.filter((item) => item.status === 'invited').length
          } invited`}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="muted">Nobody yet. Add a freelancer you work with by their profile link.</p>
      ) : (
        <ul className="invite-list">
          {items.map((person) => (
            <BenchRow
              key={person.code}
              person={person}
              to={profilePath(person.code)}
              mayManage={mayManage}
              onDone={setMessage}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function BenchRow({
  person,
  to,
  mayManage,
  onDone,
}: {
  person: BenchPerson;
  to: string;
  mayManage: boolean;
  onDone: (message: Message) => void;
}) {
  const remove = useRemoveFromBench();
  const isActive = person.status === 'active';
  async function handleRemove() {
    const envelope = await remove.mutateAsync({ code: person.code });
    onDone(
      isSuccess(envelope)
        ? {
            tone: 'success',
            text: isActive
              ? `${person.fullname} is no longer on your bench.`
              : `The invitation to ${person.fullname} was withdrawn.`,
          }
        : { tone: 'error', text: envelope.error.en },
    );
  }
  return (
    <li className="invite-list__item" data-testid={`bench-person-${person.code}`}>
      <span className="invite-list__email">
        <Link to={to}>{person.fullname}</Link>
        {person.occupation ? <span className="team-list__email muted">{person.occupation}</span> : null}
      </span>
      <span className={`role-badge${isActive ? ' role-badge--owner' : ''}`}>
        {isActive ? 'On the bench' : 'Invited'}
      </span>
      {mayManage ? (
        <Button
          variant="ghost"
          className="button--compact button--danger-text"
          isPending={remove.isPending}
          pendingLabel="Removing…"
          aria-label={
            isActive
              ? `Remove ${person.fullname} from the bench`
              : `Withdraw the invitation to ${person.fullname}`
          }
          onClick={() => void handleRemove()}
        >
          {isActive ? 'Remove' : 'Withdraw'}
        </Button>
      ) : null}
    </li>
  );
}
