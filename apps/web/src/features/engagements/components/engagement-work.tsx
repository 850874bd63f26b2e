import '../engagements.css';
import type { EngagementDetail, OfferTerms } from '@talentport/contract';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatWhen } from '../../../lib/format-date';
import { useEngagement } from '../api/get-engagement';
import { EndForm, mayEditReview, ReviewForm } from './engagement-list';
import { InvoicesPanel } from './invoices-panel';
import { MilestonesPanel } from './milestones-panel';
import { TimePanel } from './time-panel';
import { WorkSection } from './work-forms';

type EngagementWorkProps = {
  id: string;
  listHref: string;
  /** The working conversation of this engagement in the inbox. */
  conversationHref: string;
  /** The other side's public page for this viewer. */
  otherPartyHref: (party: EngagementDetail['otherParty']) => string;
  /** The agreed terms, drawn by the offers feature (the screen composes it). */
  renderTerms: (terms: OfferTerms) => ReactNode;
};

const STATUS_LABELS: Record<EngagementDetail['status'], string> = {
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The Work page of one engagement, for both sides: terms, milestones or time, invoices, next step. */
export function EngagementWork(props: EngagementWorkProps) {
  const query = useEngagement(props.id);
  if (query.isPending) {
    return (
      <div className="page inline-loading" role="status">
        <Spinner /> Loading the work…
      </div>
    );
  }
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="page">
        <h1>{isMissing ? 'Engagement not found' : 'Something went wrong'}</h1>
        <p>{isMissing ? 'It does not exist or you are not part of it.' : query.error.message}</p>
        <Link to={props.listHref}>Back to your work</Link>
      </div>
    );
  }
  return <EngagementLoaded {...props} engagement={query.data} />;
}

function EngagementLoaded({
  engagement,
  listHref,
  conversationHref,
  otherPartyHref,
  renderTerms,
}: Omit<EngagementWorkProps, 'id'> & { engagement: EngagementDetail }) {
  const [open, setOpen] = useState<'end' | 'review' | null>(null);
  const other = engagement.otherParty;
  const terms = engagement.terms;
  const isHourly = terms?.kind === 'hourly';
  return (
    <div className="page work-page">
      <p className="eyebrow">
        <Link to={listHref}>Work</Link>
      </p>
      <h1>{engagement.opportunity.title}</h1>
      <p className="lead">
        <span className={`status status--${engagement.status === 'active' ? 'open' : 'closed'}`}>
          {STATUS_LABELS[engagement.status]}
        </span>{' '}
        {engagement.side === 'worker' ? 'For ' : 'With '}
        <Link to={otherPartyHref(other)}>{other.name || other.code}</Link> · since{' '}
        {formatWhen(engagement.startedAt)}
        {engagement.endedAt ? ` · ended ${formatWhen(engagement.endedAt)}` : ''}
      </p>
      {engagement.nextAction ? (
        <div className="work-next" role="status">
          <strong>Next for you:</strong> {engagement.nextAction.label}
        </div>
      ) : null}
      <div className="actions work-page__links">
        <Link className="button button--secondary button--compact" to={conversationHref}>
          Working conversation
        </Link>
      </div>
      <WorkSection id="terms-heading" title="Terms">
        {terms ? (
          renderTerms(terms)
        ) : (
          <p className="muted">No terms were agreed: this engagement started before offers existed.</p>
        )}
      </WorkSection>
      {terms && !isHourly ? <MilestonesPanel engagement={engagement} /> : null}
      {isHourly ? <TimePanel engagement={engagement} /> : null}
      <InvoicesPanel invoices={engagement.invoices} />
      {engagement.can.end || engagement.can.review || mayEditReview(engagement) ? (
        <WorkSection id="end-heading" title={engagement.can.end ? 'Ending the engagement' : 'Review'}>
          {engagement.can.end && engagement.endBlockedReason ? (
            <Alert tone="info">{engagement.endBlockedReason}</Alert>
          ) : null}
          <div className="actions">
            {engagement.can.end ? (
              <Button variant="secondary" onClick={() => setOpen(open === 'end' ? null : 'end')}>
                End engagement
              </Button>
            ) : null}
            {engagement.can.review ? (
              <Button onClick={() => setOpen(open === 'review' ? null : 'review')}>
                Review {other.name}
              </Button>
            ) : mayEditReview(engagement) ? (
              <Button variant="secondary" onClick={() => setOpen(open === 'review' ? null : 'review')}>
                Edit your review
              </Button>
            ) : null}
          </div>
          {open === 'end' ? <EndForm engagement={engagement} onDone={() => setOpen(null)} /> : null}
          {open === 'review' ? <ReviewForm engagement={engagement} onDone={() => setOpen(null)} /> : null}
        </WorkSection>
      ) : null}
    </div>
  );
}
