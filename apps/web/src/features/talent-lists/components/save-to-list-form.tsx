import { isSuccess, TALENT_LIST_NAME_MAX, TALENT_LIST_NOTE_MAX, type TalentList } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useAddTalentToList } from '../api/add-talent-to-list';
import { useCreateTalentList } from '../api/create-talent-list';
import { type ListFormErrors, listFormErrors } from '../field-errors';

const NEW_LIST = 'new';

type SaveToListFormProps = {
  code: string;
  fullname: string;
  lists: TalentList[];
  onSaved: (listName: string) => void;
  onCancel: () => void;
};

/** Pick one of the company's lists (or name a new one) and add a private note. */
export function SaveToListForm({ code, fullname, lists, onSaved, onCancel }: SaveToListFormProps) {
  const firstOpen = lists.find((list) => !list.hasTalent);
  const [choice, setChoice] = useState(firstOpen?.id ?? NEW_LIST);
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<ListFormErrors>({});
  const create = useCreateTalentList();
  const add = useAddTalentToList();
  const isPending = create.isPending || add.isPending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    let list = lists.find((candidate) => candidate.id === choice);
    if (!list) {
      if (!name.trim()) return setErrors({ name: 'Give the new list a name.' });
      const created = await create.mutateAsync({ name });
      if (!isSuccess(created)) return setErrors(listFormErrors(created));
      list = created.result;
    }
    const added = await add.mutateAsync({ listId: list.id, code, note });
    if (!isSuccess(added)) return setErrors(listFormErrors(added));
    onSaved(list.name);
  }

  return (
    <form className="save-to-list__form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <fieldset className="save-to-list__choices">
        <legend>List</legend>
        {lists.map((list) => (
          <label key={list.id} className="save-to-list__choice">
            <input
              type="radio"
              name="list"
              value={list.id}
              checked={choice === list.id}
              disabled={list.hasTalent}
              onChange={() => setChoice(list.id)}
            />
            <span>
              {list.name}{' '}
              <span className="save-to-list__count">
                {list.hasTalent ? `(${fullname} is on it)` : `(${list.entryCount})`}
              </span>
            </span>
          </label>
        ))}
        <label className="save-to-list__choice">
          <input
            type="radio"
            name="list"
            value={NEW_LIST}
            checked={choice === NEW_LIST}
            onChange={() => setChoice(NEW_LIST)}
          />
          <span>A new list</span>
        </label>
      </fieldset>
      {choice === NEW_LIST ? (
        <TextField
          label="Name of the new list"
          name="name"
          value={name}
          maxLength={TALENT_LIST_NAME_MAX}
          placeholder="For example: Designers for the spring launch"
          onChange={(event) => {
            setName(event.target.value);
            setErrors(({ name: _name, ...rest }) => rest);
          }}
          error={errors.name}
        />
      ) : null}
      <TextareaField
        label="Note"
        name="note"
        isOptional
        hint="Only your company’s team sees it."
        value={note}
        maxLength={TALENT_LIST_NOTE_MAX}
        onChange={(event) => {
          setNote(event.target.value);
          setErrors(({ note: _note, ...rest }) => rest);
        }}
        error={errors.note}
      />
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <div className="actions">
        <Button type="submit" isPending={isPending} pendingLabel="Saving…">
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
