import '../staff.css';
import '../../features/account/account.css';
import { isSuccess, paths } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { MarkdownText } from '../../components/ui/markdown-text';
import { useReportedOpportunities } from '../../features/staff/api/get-reported-opportunities';
import { useReviewReportedOpportunity } from '../../features/staff/api/review-reported-opportunity';
import { ReportQueue, ReportReasons, usePendingReportsText } from '../report-queue';

/**
 * Reported opportunities: read the listing, then dismiss the reports (it shows again, if hidden)
 * or hide it (reports upheld).
 */
export function StaffReportsRoute() {
  const pendingReportsText = usePendingReportsText();
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
            text:
              decision === 'restore'
                ? `Reports about “${title}” dismissed; it is listed.`
                : `“${title}” is hidden from listings.`,
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
      <ReportQueue
        query={reports}
        page={page}
        onPageChange={setPage}
        emptyText="Nothing to review. Reported opportunities appear here."
        renderItem={(item) => (
          <li key={item._id} className="card staff-report">
            <h2>{item.title}</h2>
            <p className="muted">
              {item.type} by {item.companyName || 'a company'} · {item.isHidden ? 'hidden' : 'visible'} ·{' '}
              {pendingReportsText(item)}
            </p>
            <ReportReasons reasons={item.reasons} />
            <details className="staff-report__listing">
              <summary>Read the listing</summary>
              <MarkdownText text={item.description} />
            </details>
            {item.isHidden || item.status !== 'open' ? null : (
              <p>
                <a
                  href={paths.freelancer.opportunity.getHref({ opportunityId: item._id })}
                  target="_blank"
                  rel="noreferrer"
                >
                  Open “{item.title}” as people see it
                </a>
              </p>
            )}
            <div className="panel__actions">
              <Button
                variant="secondary"
                onClick={() => void decide(item._id, item.title, 'restore')}
                aria-label={`${item.isHidden ? 'Dismiss and show again' : 'Dismiss reports'}: ${item.title}`}
              >
                {item.isHidden ? 'Dismiss and show again' : 'Dismiss reports'}
              </Button>
              <Button
                variant="ghost"
                onClick={() => void decide(item._id, item.title, 'hide')}
                aria-label={`${item.isHidden ? 'Keep hidden' : 'Hide it'}: ${item.title}`}
              >
                {item.isHidden ? 'Keep hidden' : 'Hide it'}
              </Button>
            </div>
          </li>
        )}
      />
    </div>
  );
}
