import { isSuccess, reportReviewInputSchema } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { checkWithSchema, type FormErrors, hasFieldErrors, toFormErrors } from '../../../lib/form-errors';
import { useReportReview } from '../api/report-review';

const LABELS = { reason: 'Reason' };

/** "Report" under a public review: a reason, sent once; staff decide whether to hide it. */
export function ReportReviewForm({ reviewId }: { reviewId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors<'reason'>>({ fields: {}, summary: '' });
  const [isSent, setIsSent] = useState(false);
  const report = useReportReview();

  if (isSent)
    return (
      <p className="muted" role="status">
        Thank you. Our staff will look at this review.
      </p>
    );
  if (!isOpen) {
    return (
      <p>
        <Button variant="ghost" className="button--compact" onClick={() => setIsOpen(true)}>
          Report this review
        </Button>
      </p>
    );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const fields = checkWithSchema(reportReviewInputSchema, { reason }, LABELS);
    if (hasFieldErrors(fields)) return setErrors({ fields, summary: '' });
    const envelope = await report.mutateAsync({ id: reviewId, reason });
    if (isSuccess(envelope)) return setIsSent(true);
    setErrors(toFormErrors(envelope, LABELS));
  }

  return (
    <form className="stack" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <TextareaField
        label="Why should staff look at this review?"
        name="reason"
        rows={3}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors({ fields: {}, summary: '' });
        }}
        error={errors.fields.reason}
      />
      {errors.summary ? (
        <p className="field__error" role="alert">
          {errors.summary}
        </p>
      ) : null}
      <div className="heading-row">
        <Button type="submit" variant="secondary" disabled={report.isPending}>
          Send report
        </Button>
        <Button type="button" variant="ghost" onClick={() => setIsOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
