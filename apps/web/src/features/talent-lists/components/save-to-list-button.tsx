import { PAGE_AREAS, paths } from '@talentport/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTalentLists } from '../api/get-talent-lists';
import { SaveToListForm } from './save-to-list-form';
import '../talent-lists.css';

export type SaveToListButtonProps = { code: string; fullname: string };

/**
 * "Save to list" for employers and agencies (decision 102): a modal dialog to pick one of the
 * company's talent lists, or name a new one, with a note only the team sees. Render it only for
 * employers and agencies: the lists are fetched when the dialog opens.
 */
export function SaveToListButton({ code, fullname }: SaveToListButtonProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [savedTo, setSavedTo] = useState('');
  const lists = useTalentLists(code, isOpen);
  const role = useLocation().pathname.startsWith(PAGE_AREAS.agency) ? 'agency' : 'employer';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  function open() {
    setIsOpen(true);
  }

  function handleSaved(listName: string) {
    setSavedTo(listName);
    setIsOpen(false);
  }

  return (
    <div className="save-to-list">
      <Button variant="secondary" onClick={open} aria-haspopup="dialog">
        Save to list
      </Button>
      {savedTo ? (
        <p className="save-to-list__saved" role="status">
          Saved to “{savedTo}”. <Link to={paths.role.talentLists.getHref({ role })}>See your lists</Link>
        </p>
      ) : null}
      <dialog ref={dialogRef} className="dialog" aria-labelledby={titleId} onClose={() => setIsOpen(false)}>
        <h2 id={titleId} className="dialog__title">
          Save {fullname} to a list
        </h2>
        {!isOpen ? null : lists.isPending ? (
          <div className="inline-loading" role="status" aria-label="Loading your lists">
            <Spinner />
          </div>
        ) : lists.isError ? (
          <>
            <Alert>{lists.error.message}</Alert>
            <Button variant="secondary" onClick={() => setIsOpen(false)}>
              Close
            </Button>
          </>
        ) : (
          <SaveToListForm
            key={code}
            code={code}
            fullname={fullname}
            lists={lists.data.items}
            onSaved={handleSaved}
            onCancel={() => setIsOpen(false)}
          />
        )}
      </dialog>
    </div>
  );
}
