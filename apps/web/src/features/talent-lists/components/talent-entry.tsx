import { isSuccess, TALENT_LIST_NOTE_MAX, type TalentListEntry } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { formatWhen } from '../../../lib/format-date';
import { formatRates } from '../../../lib/format-rate';
import { useRemoveTalentFromList } from '../api/remove-talent-from-list';
import { useUpdateTalentListNote } from '../api/update-talent-list-note';
import { listFormErrors } from '../field-errors';

type TalentEntryProps = { entry: TalentListEntry; profilePath: (code: string) => string };

function Avatar({ entry }: { entry: TalentListEntry }) {
  const picture = entry.talent.avatar[0];
  if (picture)
    return <img className="talent-entry__avatar" src={picture.url} alt="" width={48} height={48} />;
  return (
    <span className="talent-entry__avatar" aria-hidden="true">
      {entry.talent.fullname.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** One saved freelancer: the public card line, the team's note (editable) and "Remove". */
export function TalentEntry({ entry, profilePath }: TalentEntryProps) {
  const { talent } = entry;
  const [isEditing, setIsEditing] = useState(false);
  const [note, setNote] = useState(entry.note);
  const [error, setError] = useState('');
  const update = useUpdateTalentListNote();
  const remove = useRemoveTalentFromList();
  const rates = formatRates(talent.hourlyRate, talent.monthlyRate);
  const rating =
    talent.numberOfRate > 0 ? `★ ${talent.rating.toFixed(1)} (${talent.numberOfRate})` : 'No reviews yet';

  async function saveNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const envelope = await update.mutateAsync({ listId: entry.listId, code: talent.code, note });
    if (!isSuccess(envelope)) return setError(listFormErrors(envelope).note ?? envelope.error.en);
    setError('');
    setIsEditing(false);
  }

  async function handleRemove() {
    const envelope = await remove.mutateAsync({ listId: entry.listId, code: talent.code });
    if (!isSuccess(envelope)) setError(envelope.error.en);
  }

  return (
    <li className="talent-entry">
      <Avatar entry={entry} />
      <div className="talent-entry__body">
        <Link className="talent-entry__name" to={profilePath(talent.code)}>
          {talent.fullname}
        </Link>
        <span className="talent-entry__meta">
          {[talent.occupation, talent.experienceLevel].filter(Boolean).join(' · ')}
        </span>
        <span className="talent-entry__meta">
          {rates === 'Not given' ? 'Rate not given' : rates} · {rating}
        </span>
        {isEditing ? (
          <form onSubmit={(event) => void saveNote(event)} noValidate>
            <TextareaField
              label={`Note on ${talent.fullname}`}
              name="note"
              hint="Only your company’s team sees it."
              value={note}
              maxLength={TALENT_LIST_NOTE_MAX}
              onChange={(event) => setNote(event.target.value)}
              error={error || undefined}
            />
            <div className="talent-entry__actions">
              <Button type="submit" isPending={update.isPending} pendingLabel="Saving…">
                Save note
              </Button>
              <Button variant="secondary" onClick={() => setIsEditing(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <>
            {entry.note ? <p className="talent-entry__note">{entry.note}</p> : null}
            <span className="talent-entry__meta">
              Saved by {entry.addedBy ?? 'a former teammate'} on {formatWhen(entry.addedAt)}
            </span>
            {error ? <Alert>{error}</Alert> : null}
            <div className="talent-entry__actions">
              <Button variant="secondary" className="button--compact" onClick={() => setIsEditing(true)}>
                {entry.note ? 'Edit note' : 'Add a note'}
                <span className="visually-hidden"> on {talent.fullname}</span>
              </Button>
              <Button
                variant="ghost"
                className="button--compact"
                onClick={() => void handleRemove()}
                isPending={remove.isPending}
                pendingLabel="Removing…"
              >
                Remove<span className="visually-hidden"> {talent.fullname} from this list</span>
              </Button>
            </div>
          </>
        )}
      </div>
    </li>
  );
}
