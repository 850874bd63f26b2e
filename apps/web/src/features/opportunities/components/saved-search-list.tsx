import '../opportunities.css';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  type AlertFrequency,
  isSuccess,
  type SavedSearch,
  type SavedSearchTarget,
  TALENT_ALERT_FREQUENCY_LABELS,
} from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';

type Message = { tone: 'success' | 'error'; text: string } | null;

const labelsOf = (target: SavedSearchTarget) =>
  target === 'talent' ? TALENT_ALERT_FREQUENCY_LABELS : ALERT_FREQUENCY_LABELS;

/**
 * Saved searches in settings (issue 19 item 4): open, rename, change how often, delete. Each
 * change is saved at once. `target` picks opportunity searches or talent searches (decision 114).
 */
export function SavedSearchList({
  searchPath,
  target = 'opportunity',
}: {
  searchPath: string;
  target?: SavedSearchTarget;
}) {
  const searches = useSavedSearches(target);
  const [message, setMessage] = useState<Message>(null);

  if (searches.isPending) return <Spinner size={20} />;
  if (searches.isError) return <Alert>{searches.error.message}</Alert>;
  if (searches.data.items.length === 0) {
    return (
      <p className="settings-item__value">
        No saved searches yet. Search{' '}
        <Link to={searchPath}>{target === 'talent' ? 'talent' : 'opportunities'}</Link> and choose “Save this
        search” to get new {target === 'talent' ? 'freelancers' : 'matches'} by email.
      </p>
    );
  }
  return (
    <div className="settings-item">
      <ul className="saved-search-list">
        {searches.data.items.map((search) => (
          <SavedSearchItem
            key={search._id}
            search={search}
            searchPath={searchPath}
            target={target}
            onMessage={setMessage}
          />
        ))}
      </ul>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </div>
  );
}

function SavedSearchItem({
  search,
  searchPath,
  target,
  onMessage,
}: {
  search: SavedSearch;
  searchPath: string;
  target: SavedSearchTarget;
  onMessage: (message: Message) => void;
}) {
  const update = useUpdateSavedSearch(target);
  const remove = useDeleteSavedSearch(target);
  const labels = labelsOf(target);
  const [isRenaming, setIsRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | undefined>(undefined);

  async function changeFrequency(frequency: AlertFrequency) {
    const envelope = await update.mutateAsync({ id: search._id, frequency });
    onMessage(
      isSuccess(envelope)
        ? { tone: 'success', text: `“${search.name}”: ${labels[frequency].toLowerCase()}.` }
        : { tone: 'error', text: envelope.error.en },
    );
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    const envelope = await update.mutateAsync({ id: search._id, name });
    if (!isSuccess(envelope))
      return setNameError(
        envelope.error.fields?.[0] ? `Name ${envelope.error.fields[0].message}.` : envelope.error.en,
      );
    setNameError(undefined);
    setIsRenaming(false);
    onMessage({ tone: 'success', text: `Renamed to “${envelope.result.name}”.` });
  }

  async function handleDelete() {
    const envelope = await remove.mutateAsync(search._id);
    onMessage(
      isSuccess(envelope)
        ? { tone: 'success', text: `“${search.name}” is deleted: its alerts have stopped.` }
        : { tone: 'error', text: envelope.error.en },
    );
  }

  return (
    <li className="saved-search-list__item">
      {isRenaming ? (
        <form className="saved-search-list__rename" onSubmit={rename} noValidate>
          <TextField
            label="Name"
            name="name"
            value={name}
            maxLength={80}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
          <div className="search-alert__actions">
            <Button type="submit" className="button--compact" isPending={update.isPending}>
              Save name
            </Button>
            <Button variant="ghost" className="button--compact" onClick={() => setIsRenaming(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <p className="saved-search-list__name">
          <Link to={`${searchPath}?${search.query}`}>{search.name}</Link>
        </p>
      )}
      <div className="saved-search-list__controls">
        <label className="saved-search-list__frequency">
          <span className="visually-hidden">How often for “{search.name}”</span>
          <select
            className="field__control field__control--select"
            value={search.frequency}
            disabled={update.isPending}
            onChange={(event) => void changeFrequency(event.target.value as AlertFrequency)}
          >
            {ALERT_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {labels[frequency]}
              </option>
            ))}
          </select>
        </label>
        {isRenaming ? null : (
          <Button
            variant="ghost"
            className="button--compact"
            onClick={() => {
              setName(search.name);
              setIsRenaming(true);
            }}
            aria-label={`Rename “${search.name}”`}
          >
            Rename
          </Button>
        )}
        <Button
          variant="ghost"
          className="button--compact"
          isPending={remove.isPending}
          onClick={() => void handleDelete()}
          aria-label={`Delete “${search.name}”`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
