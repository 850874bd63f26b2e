import { isSuccess, TALENT_LIST_NAME_MAX } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useCreateTalentList } from '../api/create-talent-list';
import { useTalentLists } from '../api/get-talent-lists';
import { listFormErrors } from '../field-errors';
import { TalentListCard } from './talent-list-card';
import '../talent-lists.css';

function NewListForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const create = useCreateTalentList();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return setError('Give the new list a name.');
    const envelope = await create.mutateAsync({ name });
    if (!isSuccess(envelope)) return setError(listFormErrors(envelope).name ?? envelope.error.en);
    setError('');
    setName('');
  }

  return (
    <form className="card" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <TextField
        label="New list"
        name="name"
        value={name}
        maxLength={TALENT_LIST_NAME_MAX}
        placeholder="For example: React developers"
        onChange={(event) => setName(event.target.value)}
        error={error || undefined}
      />
      <Button type="submit" isPending={create.isPending} pendingLabel="Creating…">
        Create list
      </Button>
    </form>
  );
}

/** The company's talent lists, shared by its team, each with its freelancers and notes. */
export function TalentListsPage({ profilePath }: { profilePath: (code: string) => string }) {
  const lists = useTalentLists();
  return (
    <div className="talent-lists">
      <NewListForm />
      {lists.isPending ? (
        <div className="inline-loading" role="status" aria-label="Loading your lists">
          <Spinner />
        </div>
      ) : lists.isError ? (
        <Alert>{lists.error.message}</Alert>
      ) : lists.data.items.length === 0 ? (
        <p>
          Your company has no talent lists yet. Create one above, or choose “Save to list” on a freelancer’s
          profile.
        </p>
      ) : (
        lists.data.items.map((list) => <TalentListCard key={list.id} list={list} profilePath={profilePath} />)
      )}
    </div>
  );
}
