import '../opportunities.css';
import { isSuccess, type OpportunityType } from '@talentport/contract';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useInvitableOpportunities } from '../api/get-invitable-opportunities';
import { useInviteFreelancer } from '../api/invite-freelancer';

type InvitePickerProps = {
  freelancerCode: string;
  name: string;
  /** The types the viewer posts: employers jobs and projects, agencies projects. */
  types: readonly OpportunityType[];
  /** Where the viewer posts a new listing, offered when none is open. */
  newListingPath: string;
  /** Opens the picker at once (a guest who pressed "Invite to a job" and came back signed in). */
  startsOpen?: boolean;
};

/**
 * "Invite to one of my open opportunities": a picker of the caller's own open listings, so nobody
 * types a code. Used on talent cards and on the profile page; the server checks again that the
 * listing is the caller's and open.
 */
export function InvitePicker({
  freelancerCode,
  name,
  types,
  newListingPath,
  startsOpen = false,
}: InvitePickerProps) {
  const [isOpen, setIsOpen] = useState(startsOpen);
  const listings = useInvitableOpportunities(types, isOpen);
  const invite = useInviteFreelancer();
  const [opportunityId, setOpportunityId] = useState('');
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const id = useId();
  const options = listings.data ?? [];
  const chosen = options.find((listing) => listing._id === opportunityId) ?? options[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    const envelope = await invite.mutateAsync({
      id: chosen._id,
      input: { freelancerCode, message: message.trim() },
    });
    if (isSuccess(envelope)) {
      setOutcome({ tone: 'success', text: `${name} is invited to “${chosen.title}” and has been emailed.` });
      setIsOpen(false);
      setMessage('');
    } else {
      setOutcome({ tone: 'error', text: envelope.error.en });
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        className="button--compact"
        aria-expanded={isOpen}
        aria-controls={`${id}-picker`}
        aria-label={`Invite ${name} to one of your opportunities`}
        onClick={() => {
          setIsOpen((open) => !open);
          setOutcome(null);
        }}
      >
        Invite
      </Button>
      {outcome && !isOpen ? (
        <div className="card-action__panel">
          <Alert tone={outcome.tone}>{outcome.text}</Alert>
        </div>
      ) : null}
      {isOpen ? (
        <div className="card-action__panel invite-picker" id={`${id}-picker`}>
          {listings.isPending ? (
            <p className="inline-loading" role="status">
              <Spinner size={18} /> Loading your open opportunities…
            </p>
          ) : listings.isError ? (
            <Alert>{listings.error.message}</Alert>
          ) : options.length === 0 ? (
            <p>
              You have no open {types.length === 1 && types[0] === 'Project' ? 'projects' : 'opportunities'}{' '}
              to invite {name} to. <Link to={newListingPath}>Post one</Link> first.
            </p>
          ) : (
            <form className="form" onSubmit={(event) => void submit(event)}>
              <div className="field">
                <label className="field__label" htmlFor={`${id}-listing`}>
                  Invite {name} to
                </label>
                <select
                  id={`${id}-listing`}
                  className="field__control field__control--select"
                  value={chosen?._id ?? ''}
                  onChange={(event) => setOpportunityId(event.target.value)}
                >
                  {options.map((listing) => (
                    <option key={listing._id} value={listing._id}>
                      {listing.title} ({listing.type === 'Job' ? 'job' : 'project'})
                    </option>
                  ))}
                </select>
              </div>
              <TextareaField
                label="Message"
                name="message"
                isOptional
                rows={2}
                maxLength={2000}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
              {outcome?.tone === 'error' ? <Alert>{outcome.text}</Alert> : null}
              <div className="actions">
                <Button type="submit" className="button--compact" isPending={invite.isPending}>
                  Send invitation
                </Button>
                <Button variant="ghost" className="button--compact" onClick={() => setIsOpen(false)}>
                  Cancel
                </Button>
              </div>
            </form>
          )}
        </div>
      ) : null}
    </>
  );
}
