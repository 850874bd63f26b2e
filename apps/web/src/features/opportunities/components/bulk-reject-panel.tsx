import { BULK_REJECT_MESSAGE_MAX, DEFAULT_REJECTION_MESSAGE, isSuccess } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useRejectApplicants } from '../api/reject-applicants';

/**
 * Rejects the selected applicants in one request with one kind message (decision 127). Each is
 * told as for a single rejection, after the undo window; each card keeps its own Undo.
 */
export function BulkRejectPanel({
  opportunityId,
  applicationIds,
  onDone,
  onCancel,
}: {
  opportunityId: string;
  applicationIds: string[];
  onDone: (summary: string) => void;
  onCancel: () => void;
}) {
  const reject = useRejectApplicants();
  const [message, setMessage] = useState(DEFAULT_REJECTION_MESSAGE);
  const [error, setError] = useState('');
  const [messageError, setMessageError] = useState<string | undefined>();
  const count = applicationIds.length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    if (!message.trim()) {
      setMessageError('Message must not be empty: write a few kind words, or restore the default.');
      return;
    }
    setMessageError(undefined);
    const envelope = await reject.mutateAsync({ opportunityId, applicationIds, message });
    if (!isSuccess(envelope)) {
      const field = envelope.error.fields?.find((issue) => issue.path === 'message');
      if (field) setMessageError(`Message ${field.message}.`);
      else setError(envelope.error.en);
      return;
    }
    const rejected = envelope.result.items.filter((item) => item.outcome === 'rejected').length;
    const skipped = envelope.result.items.length - rejected;
    onDone(
      `${rejected} ${rejected === 1 ? 'applicant' : 'applicants'} rejected. They will be told with your message in a few minutes; until then, Undo on a card takes it back.${
        skipped > 0 ? ` ${skipped} left as they were (already rejected, hired or withdrawn).` : ''
      }`,
    );
  }

  return (
    <section className="panel bulk-reject" aria-labelledby="bulk-reject-heading">
      <h2 id="bulk-reject-heading">
        Reject {count} {count === 1 ? 'applicant' : 'applicants'}
      </h2>
      {error ? <Alert>{error}</Alert> : null}
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <TextareaField
          label="Message to each of them"
          name="message"
          hint="Sent with the usual rejection email. Edit it as you like."
          rows={4}
          maxLength={BULK_REJECT_MESSAGE_MAX}
          error={messageError}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <div className="actions">
          <Button type="submit" isPending={reject.isPending} pendingLabel="Rejecting…">
            Reject {count} {count === 1 ? 'applicant' : 'applicants'}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
