import '../offers.css';
import type { Offer } from '@talentport/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/ui/pagination';
import { formatHourlyRate, formatMoney } from '../../../lib/format-money';
import { formatRelative } from '../../../lib/format-relative';
import { OFFERS_PAGE_SIZE, useOffers } from '../api/get-offers';
import { OFFER_STATUS_LABELS, OFFER_STATUS_TONES } from '../offer-status';

/** What a version offers, in one line: "$1,250.00 fixed price" or "$45.00/hour, up to 10 hours a week". */
export function describeOfferMoney(offer: Pick<Offer, 'terms'>): string {
  const { terms } = offer;
  if (terms.kind === 'fixed') return `${formatMoney(terms.amount ?? 0, terms.currency)} fixed price`;
  const limit = terms.weeklyHourLimit ? `, up to ${terms.weeklyHourLimit} hours a week` : '';
  return `${formatHourlyRate(terms.hourlyRate ?? 0, terms.currency)}${limit}`;
}

/** The viewer's negotiations (sent and received), each as its latest version, newest first. */
export function OfferList({ offerHref, isHiring }: { offerHref: (id: string) => string; isHiring: boolean }) {
  const [page, setPage] = useState(1);
  const query = useOffers(page);
  return (
    <section className="offer-stack" aria-labelledby="offers-heading">
      <h2 id="offers-heading">Offers</h2>
      {query.isError ? <Alert>{query.error.message}</Alert> : null}
      {query.data?.items.length === 0 ? (
        <div className="empty-state">
          <p>
            {isHiring
              ? 'No offers yet. Make one from an applicant’s card, a talent’s profile or a conversation.'
              : 'No offers yet. When a company makes you an offer, it appears here for you to accept, counter or decline.'}
          </p>
        </div>
      ) : null}
      <ul className="offer-list">
        {query.data?.items.map((offer) => {
          const other = offer.side === 'client' ? offer.worker : offer.client;
          const isYourTurn = offer.can.accept || offer.can.counter;
          return (
            <li key={offer._id} className="card offer-list__item offer-stack">
              <div className="heading-row">
                <h3>
                  <Link to={offerHref(offer._id)}>{offer.opportunity.title}</Link>
                </h3>
                <span className={`status status--${OFFER_STATUS_TONES[offer.status]}`}>
                  {OFFER_STATUS_LABELS[offer.status]}
                </span>
              </div>
              <p>
                {offer.sentBy === offer.side ? `Sent by you to ${other.name}` : `From ${other.name}`} ·{' '}
                {describeOfferMoney(offer)}
              </p>
              {offer.status === 'pending' ? (
                <p className="muted">
                  {isYourTurn ? 'Your answer is awaited' : `Waiting for ${other.name}`} · expires{' '}
                  {formatRelative(offer.expiresAt)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {query.data ? (
        <Pagination
          page={page}
          total={query.data.total}
          recordPerPage={OFFERS_PAGE_SIZE}
          onPageChange={setPage}
        />
      ) : null}
    </section>
  );
}
