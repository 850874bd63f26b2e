import { isSuccess } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { useReportedOpportunities } from '../../features/staff/api/get-reported-opportunities';
import { useReviewReportedOpportunity } from '../../features/staff/api/review-reported-opportunity';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** Reported opportunities: restore one (reports dismissed) or keep it hidden (reports upheld). */
export function StaffReportsRoute() {
  const [page, setPage] = useState(1);
  const reports = useReportedOpportunities(page);
  const review = useReviewReportedOpportunity();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function decide(id: string, title: string, decision: 'restore' | 'hide') {
    const envelope = await review.mutateAsync({ id, decision });
    setMessage(
      isSuccess(envelope)
        ? {
            tone: 'success',
            text: decision === 'restore' ? `“${title}” is visible again.` : `“${title}” stays hidden.`,
          }
        : { tone: 'error', text: envelope.error.en },
    );
  }

  return (
    <div className="page">
      <title>Reported opportunities · Staff console</title>
      <h1>Reported opportunities</h1>
      <p className="lead">Three reports hide an opportunity until someone here looks at it.</p>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {reports.isPending ? (
        <Spinner size={24} />
      ) : reports.isError ? (
        <Alert>{reports.error.message}</Alert>
      ) : reports.data.items.length === 0 ? (
        <p className="muted">Nothing to review. Reported opportunities appear here.</p>
      ) : (
        <>
          <ul className="staff-report-list">
            {reports.data.items.map((item) => (
              <li key={item._id} className="card staff-report">
                <h2>{item.title}</h2>
                <p className="muted">
                  {item.type} by {item.companyName || 'a company'} · {item.isHidden ? 'hidden' : 'visible'} ·{' '}
                  {item.pendingReports} {item.pendingReports === 1 ? 'report' : 'reports'} pending
                  {item.lastReportedAt ? ` · last ${dateFormat.format(new Date(item.lastReportedAt))}` : ''}
                </p>
                {item.reasons.length > 0 ? (
                  <ul className="staff-report__reasons">
                    {item.reasons.map((reason, index) => (
                      // Reasons repeat word for word; their order is stable (newest first).
                      // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only
                      <li key={index}>{reason}</li>
                    ))}
                  </ul>
                ) : null}
                <div className="panel__actions">
                  <Button
                    variant="secondary"
                    onClick={() => void decide(item._id, item.title, 'restore')}
                    aria-label={`Restore ${item.title}`}
                  >
                    Restore
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => void decide(item._id, item.title, 'hide')}
                    aria-label={`Keep ${item.title} hidden`}
                  >
                    Keep hidden
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            total={reports.data.total}
            recordPerPage={reports.data.recordPerPage}
            onPageChange={setPage}
            label="Pages"
          />
        </>
      )}
    </div>
  );
}
