import '../opportunities.css';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  type AlertFrequency,
  type SavedSearchTarget,
  TALENT_ALERT_FREQUENCY_LABELS,
} from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { type FormErrors, toFormErrors } from '../../../lib/form-errors';
import { useCreateSavedSearch, useSubscribeGuestAlert } from '../api/saved-searches';

type Field = 'name' | 'email' | 'frequency' | 'query';
const LABELS: Record<Field, string> = {
  name: 'Name',
  email: 'Email',
  frequency: 'How often',
  query: 'Search',
};
const NO_ERRORS: FormErrors<Field> = { fields: {}, summary: '' };

type SearchAlertPanelProps = {
  /** The search as the URL holds it, without the page. */
  query: string;
  /** A name to start from ("Jobs · react"). */
  suggestedName: string;
  /** Signed in: "Save this search"; a guest: alerts by email (double opt-in). */
  mode: 'save' | 'guest';
  /** Where saved searches are managed (settings), for the signed-in. */
  settingsPath?: string;
  /** Opportunities (default) or, for employers and agencies, talent (decision 114; save mode only). */
  target?: SavedSearchTarget;
};

/** "Save this search" (or "Email me new matches" for guests) above the results (issue 19 item 4). */
export function SearchAlertPanel({
  query,
  suggestedName,
  mode,
  settingsPath,
  target = 'opportunity',
}: SearchAlertPanelProps) {
  const labels = target === 'talent' ? TALENT_ALERT_FREQUENCY_LABELS : ALERT_FREQUENCY_LABELS;
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState(suggestedName);
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [errors, setErrors] = useState(NO_ERRORS);
  const [done, setDone] = useState<string | null>(null);
  const create = useCreateSavedSearch(target);
  const subscribe = useSubscribeGuestAlert();

  function open() {
    setName(suggestedName);
    setErrors(NO_ERRORS);
    setDone(null);
    setIsOpen(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const envelope =
      mode === 'save'
        ? await create.mutateAsync({ name, query, frequency })
        : await subscribe.mutateAsync({ email, query, frequency });
    if ('error' in envelope) return setErrors(toFormErrors(envelope, LABELS));
    setIsOpen(false);
    setDone(
      mode === 'save'
        ? `Saved. We will email you ${target === 'talent' ? 'new freelancers who match' : 'new matches'} (${labels[frequency].toLowerCase()}) and show them in your notifications.`
        : `Almost done: we sent a link to ${email}. Your alert starts when you confirm it.`,
    );
  }

  if (!isOpen) {
    return (
      <div className="search-alert">
        <Button variant="secondary" className="button--compact" onClick={open}>
          {mode === 'save' ? 'Save this search' : 'Email me new matches'}
        </Button>
        {done ? (
          <Alert tone="success">
            {done} {settingsPath ? <Link to={settingsPath}>Manage saved searches</Link> : null}
          </Alert>
        ) : null}
      </div>
    );
  }
  return (
    <form
      className="search-alert search-alert--open"
      onSubmit={submit}
      aria-label={mode === 'save' ? 'Save this search' : 'Email me new matches'}
      noValidate
    >
      {mode === 'save' ? (
        <TextField
          label="Name"
          name="name"
          value={name}
          maxLength={80}
          required
          error={errors.fields.name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors(NO_ERRORS);
          }}
        />
      ) : (
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          required
          error={errors.fields.email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors(NO_ERRORS);
          }}
        />
      )}
      <SelectField
        label="How often"
        name="frequency"
        options={ALERT_FREQUENCIES}
        labelFor={(option) => labels[option as AlertFrequency]}
        value={frequency}
        error={errors.fields.frequency}
        onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
      />
      {errors.fields.query ? (
        <Alert>{errors.fields.query}</Alert>
      ) : errors.summary && Object.keys(errors.fields).length === 0 ? (
        // With field errors, each sits next to its field: no summary pointing at them.
        <Alert>{errors.summary}</Alert>
      ) : null}
      <div className="search-alert__actions">
        <Button type="submit" isPending={create.isPending || subscribe.isPending} pendingLabel="Saving…">
          {mode === 'save' ? 'Save search' : 'Send me the link'}
        </Button>
        <Button variant="ghost" onClick={() => setIsOpen(false)}>
          Cancel
        </Button>
      </div>
      {mode === 'guest' ? (
        <p className="muted search-alert__note">
          We email you only after you confirm, and every email has a one-click unsubscribe link.
        </p>
      ) : null}
    </form>
  );
}
