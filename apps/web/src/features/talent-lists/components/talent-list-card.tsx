import { isSuccess, TALENT_LIST_NAME_MAX, type TalentList } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useDeleteTalentList } from '../api/delete-talent-list';
import { ENTRIES_PER_PAGE, useTalentListEntries } from '../api/get-talent-list-entries';
import { useRenameTalentList } from '../api/rename-talent-list';
import { listFormErrors } from '../field-errors';
import { TalentEntry } from './talent-entry';

type TalentListCardProps = { list: TalentList; profilePath: (code: string) => string };

function RenameForm({ list, onDone }: { list: TalentList; onDone: () => void }) {
  const [name, setName] = useState(list.name);
  const [error, setError] = useState('');
  const rename = useRenameTalentList();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const envelope = await rename.mutateAsync({ listId: list.id, name });
    if (!isSuccess(envelope)) return setError(listFormErrors(envelope).name ?? envelope.error.en);
    onDone();
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <TextField
        label="List name"
        name="name"
        value={name}
        maxLength={TALENT_LIST_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
        error={error || undefined}
      />
      <div className="talent-entry__actions">
        <Button type="submit" isPending={rename.isPending} pendingLabel="Saving…">
          Save name
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** One list: its name, rename and delete, and the freelancers on it with the team's notes. */
export function TalentListCard({ list, profilePath }: TalentListCardProps) {
  const [page, setPage] = useState(1);
  const [isRenaming, setIsRenaming] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const entries = useTalentListEntries(list.id, page);
  const remove = useDeleteTalentList();
  const headingId = `talent-list-${list.id}`;

  return (
    <section className="card" aria-labelledby={headingId}>
      {isRenaming ? (
        <RenameForm list={list} onDone={() => setIsRenaming(false)} />
      ) : (
        <div className="talent-list__header">
          <h2 id={headingId}>
            {list.name} <span className="save-to-list__count">({list.entryCount})</span>
          </h2>
          <div className="talent-entry__actions">
            <Button variant="secondary" className="button--compact" onClick={() => setIsRenaming(true)}>
              Rename<span className="visually-hidden"> {list.name}</span>
            </Button>
            <Button variant="ghost" className="button--compact" onClick={() => setIsConfirmingDelete(true)}>
              Delete<span className="visually-hidden"> {list.name}</span>
            </Button>
          </div>
        </div>
      )}
      {isConfirmingDelete ? (
        <div className="alert alert--info">
          <p>Delete “{list.name}” and its notes for your whole team?</p>
          <div className="talent-entry__actions">
            <Button
              onClick={() => void remove.mutateAsync(list.id)}
              isPending={remove.isPending}
              pendingLabel="Deleting…"
            >
              Delete the list
            </Button>
            <Button variant="secondary" onClick={() => setIsConfirmingDelete(false)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : null}
      {entries.isPending ? (
        <div className="inline-loading" role="status" aria-label={`Loading ${list.name}`}>
          <Spinner />
        </div>
      ) : entries.isError ? (
        <Alert>{entries.error.message}</Alert>
      ) : entries.data.items.length === 0 ? (
        <p className="talent-entry__meta">
          No one on this list yet. Open a freelancer’s profile and choose “Save to list”.
        </p>
      ) : (
        <>
          <ul className="talent-list__entries">
            {entries.data.items.map((entry) => (
              <TalentEntry key={entry.talent.code} entry={entry} profilePath={profilePath} />
            ))}
          </ul>
          <Pagination
            page={page}
            total={entries.data.total}
            recordPerPage={ENTRIES_PER_PAGE}
            onPageChange={setPage}
            label={`Pages of ${list.name}`}
          />
        </>
      )}
    </section>
  );
}
