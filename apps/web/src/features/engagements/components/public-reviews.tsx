import '../engagements.css';
import { useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { formatWhen } from '../../../lib/format-date';
import { type ReviewedSide, usePublicReviews } from '../api/get-public-reviews';
import { ReportReviewForm } from './report-review-form';

function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <>
      <span aria-hidden="true">{`${'★'.repeat(whole)}${'☆'.repeat(5 - whole)}`}</span>
      <span className="visually-hidden">{rating} of 5</span>
    </>
  );
}

/**
 * Published reviews of a freelancer or a company, with the rating, for profile and company pages.
 * Signed-in visitors (`canReport`) may report a review to staff (decision 106).
 */
export function PublicReviews({ side, canReport = false }: { side: ReviewedSide; canReport?: boolean }) {
  const [page, setPage] = useState(1);
  const query = usePublicReviews(side, page);
  if (!query.data) return null;
  const { items, total, rating, numberOfRate } = query.data;
  return (
    <section className="card stack public-reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">
        Reviews{' '}
        {numberOfRate > 0 ? (
          <span className="muted">
            <Stars rating={rating} /> {rating.toFixed(1)} from {numberOfRate}
          </span>
        ) : null}
      </h2>
      {items.length === 0 ? (
        <p className="muted">Reviews appear here after finished work, once both sides have written theirs.</p>
      ) : null}
      <ul className="stack" hidden={items.length === 0}>
        {items.map((review) => (
          <li key={review._id} className="stack public-reviews__item">
            <p>
              <Stars rating={review.rating} /> {review.comment}
            </p>
            <p className="muted">
              {review.reviewer.firstName}
              {review.reviewer.companyName
                ? `, ${review.reviewer.companyName}`
                : ` (${review.reviewer.role})`}{' '}
              · {formatWhen(review.publishedAt)}
            </p>
            {review.reply ? <p className="muted">Reply: {review.reply.text}</p> : null}
            {canReport ? <ReportReviewForm reviewId={review._id} /> : null}
          </li>
        ))}
      </ul>
      {total > 10 ? <Pagination page={page} total={total} recordPerPage={10} onPageChange={setPage} /> : null}
    </section>
  );
}
