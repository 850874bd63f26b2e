import '../engagements.css';
import type { Engagement, UserRole } from '@talentport/contract';
import { isSuccess, paths, REVIEW_MIN_LENGTH } from '@talentport/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { formatWhen } from '../../../lib/format-date';
import { useEndEngagement } from '../api/end-engagement';
import { useEngagements } from '../api/get-engagements';
import { useReviewEngagement } from '../api/review-engagement';

const STATUS_LABELS: Record<Engagement['status'], string> = {
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const RATINGS = ['5', '4', '3', '2', '1'] as const;
function Stars({ rating }: { rating: number }) {
  return (
    <>
      <span aria-hidden="true">{`${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`}</span>
      <span className="visually-hidden">{rating} of 5</span>
    </>
  );
}
const day = (iso: string) => formatWhen(iso);

export function EndForm({ engagement, onDone }: { engagement: Engagement; onDone: () => void }) {
  const end = useEndEngagement();
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const outcome = form.get('outcome') === 'cancelled' ? 'cancelled' : 'completed';
    const envelope = await end.mutateAsync({
      id: engagement._id,
      outcome,
      reason: String(form.get('reason') ?? ''),
    });
    if (isSuccess(envelope)) onDone();
    else setError(envelope.error.en);
  }
  return (
    <form className="stack" onSubmit={submit} aria-label={`End ${engagement.opportunity.title}`}>
      {error ? <Alert>{error}</Alert> : null}
      <SelectField
        label="How did it end?"
        name="outcome"
        options={['completed', 'cancelled']}
        labelFor={(option) => (option === 'completed' ? 'Completed' : 'Cancelled')}
      />
      <TextareaField label="Reason" name="reason" maxLength={1000} isOptional />
      <Button type="submit" isPending={end.isPending}>
        End engagement
      </Button>
    </form>
  );
}

/** Writes the viewer's review, or changes it while it is still hidden (`engagement.myReview`). */
export function ReviewForm({ engagement, onDone }: { engagement: Engagement; onDone: () => void }) {
  const review = useReviewEngagement();
  const [error, setError] = useState<string | null>(null);
  const existing = engagement.myReview;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const envelope = await review.mutateAsync({
      id: engagement._id,
      isEdit: existing !== null,
      rating: Number(form.get('rating')),
      comment: String(form.get('comment') ?? ''),
    });
    if (isSuccess(envelope)) onDone();
    else setError(envelope.error.en);
  }
  return (
    <form className="stack" onSubmit={submit} aria-label={`Review ${engagement.otherParty.name}`}>
      {error ? <Alert>{error}</Alert> : null}
      <p className="muted">
        Your review stays hidden until {engagement.otherParty.name || 'the other side'} has reviewed too, or
        14 days after the end. Until then you can change it.
      </p>
      <SelectField
        label="Rating"
        name="rating"
        options={RATINGS}
        labelFor={(option) => `${option} ★`}
        defaultValue={existing ? String(existing.rating) : undefined}
      />
      <TextareaField
        label="Comment"
        name="comment"
        hint={`At least ${REVIEW_MIN_LENGTH} characters: say what working together was like.`}
        minLength={REVIEW_MIN_LENGTH}
        maxLength={2000}
        defaultValue={existing?.comment}
        required
      />
      <Button type="submit" isPending={review.isPending}>
        {existing ? 'Save changes' : 'Publish when both are in'}
      </Button>
    </form>
  );
}

/** "Edit review" while the viewer's review is written and still hidden. */
export const mayEditReview = (engagement: Engagement) =>
  engagement.myReview !== null && !engagement.myReview.isPublished && !engagement.myReview.hiddenReason;

type Links = {
  /** The Work page of one engagement. */
  engagementHref: (id: string) => string;
  /** Its working conversation in the inbox. */
  conversationHref: (id: string) => string;
};

function EngagementCard({
  engagement,
  role,
  engagementHref,
  conversationHref,
}: { engagement: Engagement; role: UserRole } & Links) {
  const [open, setOpen] = useState<'end' | 'review' | null>(null);
  const other = engagement.otherParty;
  const otherPath =
    other.kind === 'company'
      ? paths.role.company.getHref({ role, code: other.code })
      : paths.role.talentProfile.getHref({ role, code: other.code });
  return (
    <li className="card stack">
      <div className="heading-row">
        <h2>
          <Link to={engagementHref(engagement._id)}>{engagement.opportunity.title}</Link>
        </h2>
        <span className="badge">{STATUS_LABELS[engagement.status]}</span>
      </div>
      <p>
        {engagement.side === 'worker' ? 'Hired by ' : 'You hired '}
        <Link to={otherPath}>{other.name || other.code}</Link> · since {day(engagement.startedAt)}
        {engagement.endedAt ? ` · ended ${day(engagement.endedAt)}` : ''}
      </p>
      {engagement.endReason ? <p className="muted">Reason: {engagement.endReason}</p> : null}
      {engagement.myReview ? (
        <p>
          Your review: <Stars rating={engagement.myReview.rating} /> {engagement.myReview.comment}
          {engagement.myReview.isPublished ? '' : ' (hidden until both are in)'}
        </p>
      ) : null}
      <HiddenNote reason={engagement.myReview?.hiddenReason ?? null} />
      {engagement.theirReview ? (
        <p>
          Their review: <Stars rating={engagement.theirReview.rating} /> {engagement.theirReview.comment}
        </p>
      ) : null}
      <HiddenNote reason={engagement.theirReview?.hiddenReason ?? null} />
      <div className="actions engagement-card__actions">
        <Link className="button button--primary button--compact" to={engagementHref(engagement._id)}>
          Open
        </Link>
        <Link className="button button--secondary button--compact" to={conversationHref(engagement._id)}>
          Messages
        </Link>
        {engagement.mayEnd ? (
          <Button
            variant="secondary"
            className="button--compact"
            onClick={() => setOpen(open === 'end' ? null : 'end')}
          >
            End
          </Button>
        ) : null}
        {engagement.mayReview || mayEditReview(engagement) ? (
          <Button className="button--compact" onClick={() => setOpen(open === 'review' ? null : 'review')}>
            {engagement.mayReview ? 'Review' : 'Edit review'}
          </Button>
        ) : null}
      </div>
      {open === 'end' ? <EndForm engagement={engagement} onDone={() => setOpen(null)} /> : null}
      {open === 'review' ? <ReviewForm engagement={engagement} onDone={() => setOpen(null)} /> : null}
    </li>
  );
}

/**
 * The "Work" page: the offers (handed in by the screen), then who the person (or their company)
 * hired or was hired by, each opening its own Work page, with End and Review.
 */
export function EngagementList({ role, offers, ...links }: { role: UserRole; offers?: ReactNode } & Links) {
  const [page, setPage] = useState(1);
  const query = useEngagements(page);
  return (
    <div className="page">
      <h1>Work</h1>
      {offers}
      <h2 className="engagement-list__heading">Engagements</h2>
      {query.isError ? <Alert>{query.error.message}</Alert> : null}
      {query.data?.items.length === 0 ? (
        <div className="empty-state">
          <p>
            {role === 'freelancer'
              ? 'No work yet. When you accept an offer, the engagement appears here.'
              : 'No work yet. When someone accepts your offer, the engagement appears here.'}
          </p>
        </div>
      ) : null}
      <ul className="stack engagement-list">
        {query.data?.items.map((engagement) => (
          <EngagementCard key={engagement._id} engagement={engagement} role={role} {...links} />
        ))}
      </ul>
      {query.data ? (
        <Pagination page={page} total={query.data.total} recordPerPage={20} onPageChange={setPage} />
      ) : null}
    </div>
  );
}

/** A review staff hid after a report: only its two sides still see it, with the reason (decision 106). */
function HiddenNote({ reason }: { reason: string | null }) {
  if (reason === null) return null;
  return (
    <p className="muted">
      Hidden by Talentport staff{reason ? `: ${reason.replace(/[.\s]+$/, '')}` : ''}. It no longer shows in
      public or counts in the rating.
    </p>
  );
}
