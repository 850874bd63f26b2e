/** An average rating out of 5 and how many reviews it comes from, in plain words. */
export function RatingSummary({ rating, count }: { rating: number; count: number }) {
  if (count === 0) return <span className="rating-summary rating-summary--none">No reviews yet</span>;
  return (
    <span className="rating-summary">
      <span aria-hidden="true" className="rating-summary__star">
        ★
      </span>{' '}
      <span className="visually-hidden">Rated </span>
      {rating.toFixed(1)}
      <span className="visually-hidden"> of 5</span> ({count} {count === 1 ? 'review' : 'reviews'})
    </span>
  );
}
