import '../staff.css';
import '../../features/account/account.css';
import { isSuccess, type ReportedReview } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextareaField } from '../../components/ui/textarea-field';
import { useReportedReviews } from '../../features/staff/api/get-reported-reviews';
import { useModerateReview } from '../../features/staff/api/moderate-review';
import { toFormErrors } from '../../lib/form-errors';
import { ReportQueue, ReportReasons, usePendingReportsText } from '../report-queue';

type Message = { tone: 'success' | 'error'; text: string };

/** One reported review: read it and the reasons, then hide it with a reason or dismiss the reports. */
function ReportedReviewCard({ item, onDone }: { item: ReportedReview; onDone: (message: Message) => void }) {
  const pendingReportsText = usePendingReportsText();
  const moderate = useModerateReview();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  async function decide(decision: 'hide' | 'dismiss', event?: FormEvent) {
    event?.preventDefault();
    const envelope = await moderate.mutateAsync({ id: item._id, decision, reason });
    if (isSuccess(envelope)) {
      return onDone({
        tone: 'success',
        text:
          decision === 'hide'
            ? `The review by ${item.reviewerName} is hidden; both sides see why.`
            : `Reports about the review by ${item.reviewerName} dismissed; it is shown.`,
      });
    }
    const errors = toFormErrors(envelope, { reason: 'Reason' });
    if (errors.fields.reason) return setReasonError(errors.fields.reason);
    onDone({ tone: 'error', text: errors.summary });
  }

  return (
    <li className="card staff-report">
      <h2>
        Rated {item.rating} of 5 by {item.reviewerName}, about {item.reviewedName || 'a former member'}
      </h2>
      <p>{item.comment}</p>
      <p className="muted">
        {item.isHidden ? `Hidden: ${item.hiddenReason ?? ''}` : 'Shown in public'} ·{' '}
        {pendingReportsText(item)}
      </p>
      <ReportReasons reasons={item.reasons} />
      <form className="stack" noValidate onSubmit={(event) => void decide('hide', event)}>
        {item.isHidden ? null : (
          <TextareaField
            label="Reason for hiding (both sides see it)"
            name={`reason-${item._id}`}
            rows={2}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
            error={reasonError}
          />
        )}
        <div className="panel__actions">
          <Button type="button" variant="secondary" onClick={() => void decide('dismiss')}>
            {item.isHidden ? 'Show it again' : 'Dismiss reports'}
          </Button>
          {item.isHidden ? null : (
            <Button type="submit" variant="ghost" disabled={moderate.isPending}>
              Hide review
            </Button>
          )}
        </div>
      </form>
    </li>
  );
}

/** Reported reviews (decision 106): hidden reviews leave the public lists and the ratings. */
export function StaffReportedReviewsRoute() {
  const [page, setPage] = useState(1);
  const reports = useReportedReviews(page);
  const [message, setMessage] = useState<Message | null>(null);

  return (
    <div className="page">
      <title>Reported reviews · Staff console</title>
      <h1>Reported reviews</h1>
      <p className="lead">
        A hidden review leaves the public lists and the rating; its two sides see your reason.
      </p>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <ReportQueue
        query={reports}
        page={page}
        onPageChange={setPage}
        emptyText="Nothing to review. Reported reviews appear here."
        renderItem={(item) => <ReportedReviewCard key={item._id} item={item} onDone={setMessage} />}
      />
    </div>
  );
}
