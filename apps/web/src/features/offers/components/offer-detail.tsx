import '../offers.css';
import { type Envelope, isSuccess, type OfferDetail as OfferDetailData } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { formatWhen } from '../../../lib/format-date';
import { formatRelative } from '../../../lib/format-relative';
import { useAcceptOffer } from '../api/accept-offer';
import { useCounterOffer } from '../api/counter-offer';
import { useDeclineOffer } from '../api/decline-offer';
import { useOffer } from '../api/get-offer';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { toOfferFormErrors, valuesFromTerms } from '../offer-form-values';
import { OFFER_STATUS_LABELS, OFFER_STATUS_TONES, senderName } from '../offer-status';
import { CURRENCIES } from './currencies';
import { OfferForm } from './offer-form';
import { OfferTermsView } from './offer-terms-view';

type OfferDetailProps = {
  id: string;
  /** This page for another version (a counter-offer has its own id). */
  offerHref: (id: string) => string;
  /** The Work page of the engagement an accepted offer made. */
  engagementHref: (id: string) => string;
  listHref: string;
};

/** One negotiation: the version asked for, what the viewer may do with it, and every version before. */
export function OfferDetail({ id, offerHref, engagementHref, listHref }: OfferDetailProps) {
  const query = useOffer(id);
  if (query.isPending) {
    return (
      <div className="page inline-loading" role="status">
        <Spinner /> Loading the offer…
      </div>
    );
  }
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="page">
        <h1>{isMissing ? 'Offer not found' : 'Something went wrong'}</h1>
        <p>{isMissing ? 'It does not exist or was not sent to you.' : query.error.message}</p>
        <Link to={listHref}>Back to your offers</Link>
      </div>
    );
  }
  return (
    <OfferLoaded
      offer={query.data}
      offerHref={offerHref}
      engagementHref={engagementHref}
      listHref={listHref}
    />
  );
}

function OfferLoaded({
  offer,
  offerHref,
  engagementHref,
  listHref,
}: Omit<OfferDetailProps, 'id'> & { offer: OfferDetailData }) {
  const [mode, setMode] = useState<'decline' | 'counter' | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const accept = useAcceptOffer();
  const withdraw = useWithdrawOffer();
  const counter = useCounterOffer();
  const navigate = useNavigate();
  const other = offer.side === 'client' ? offer.worker : offer.client;
  const isPending = offer.status === 'pending';

  async function run(action: () => Promise<Envelope<unknown>>, done: string) {
    const envelope = await action();
    setMessage(
      isSuccess(envelope) ? { tone: 'success', text: done } : { tone: 'error', text: envelope.error.en },
    );
  }

  return (
    <div className="page offer-stack">
      <p className="eyebrow">
        <Link to={listHref}>Work</Link> · offer, version {offer.version}
      </p>
      <h1>Offer for {offer.opportunity.title}</h1>
      <p className="lead">
        <span className={`status status--${OFFER_STATUS_TONES[offer.status]}`}>
          {OFFER_STATUS_LABELS[offer.status]}
        </span>{' '}
        {offer.sentBy === offer.side ? `Sent by you to ${other.name}` : `From ${other.name}`}
        {isPending ? (
          <>
            {' '}
            · expires <time dateTime={offer.expiresAt}>{formatRelative(offer.expiresAt)}</time>
          </>
        ) : null}
      </p>
      {isPending && offer.sentBy === offer.side ? (
        <p className="muted">
          {offer.seenAt
            ? `${other.name} opened it ${formatWhen(offer.seenAt, 'dateTime')}.`
            : `${other.name} has not opened it yet; withdrawn now, it disappears without a word to them.`}
        </p>
      ) : null}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {offer.engagementId ? (
        <Alert tone="success">
          Work has started on these terms.{' '}
          <Link to={engagementHref(offer.engagementId)}>Open the Work page</Link>
        </Alert>
      ) : null}
      <section className="card offer-stack" aria-labelledby="offer-terms-heading">
        <h2 id="offer-terms-heading">Terms</h2>
        <OfferTermsView terms={offer.terms} />
        {offer.can.accept || offer.can.decline || offer.can.counter || offer.can.withdraw ? (
          <div className="actions">
            {offer.can.accept ? (
              <Button
                isPending={accept.isPending}
                onClick={() => void run(() => accept.mutateAsync(offer._id), 'Accepted. The work can start.')}
              >
                Accept
              </Button>
            ) : null}
            {offer.can.counter ? (
              <Button variant="secondary" onClick={() => setMode(mode === 'counter' ? null : 'counter')}>
                Counter
              </Button>
            ) : null}
            {offer.can.decline ? (
              <Button variant="ghost" onClick={() => setMode(mode === 'decline' ? null : 'decline')}>
                Decline
              </Button>
            ) : null}
            {offer.can.withdraw ? (
              <Button
                variant="secondary"
                isPending={withdraw.isPending}
                onClick={() => void run(() => withdraw.mutateAsync(offer._id), 'Offer withdrawn.')}
              >
                Withdraw
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>
      {mode === 'decline' ? (
        <DeclineForm
          offerId={offer._id}
          name={other.name}
          onDone={(text) => {
            setMode(null);
            setMessage({ tone: 'success', text });
          }}
        />
      ) : null}
      {mode === 'counter' ? (
        <section className="card offer-stack" aria-labelledby="counter-heading">
          <h2 id="counter-heading">Your counter-offer</h2>
          <p className="muted">Change what you want; {other.name} can accept, decline or counter again.</p>
          <OfferForm
            initial={valuesFromTerms(offer.terms)}
            currencies={CURRENCIES}
            submitLabel="Send counter-offer"
            onCancel={() => setMode(null)}
            onSubmit={async (terms) => {
              const envelope = await counter.mutateAsync({ id: offer._id, terms });
              if (!isSuccess(envelope)) return toOfferFormErrors(envelope);
              setMode(null);
              void navigate(offerHref(envelope.result._id));
              return null;
            }}
          />
        </section>
      ) : null}
      <section className="offer-stack" aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        <ol className="offer-versions">
          {[...offer.history].reverse().map((version) => (
            <li
              key={version._id}
              className={`offer-version${version._id === offer._id ? ' offer-version--current' : ''}`}
            >
              <h3>
                {version._id === offer._id ? (
                  `Version ${version.version}`
                ) : (
                  <Link to={offerHref(version._id)}>Version {version.version}</Link>
                )}{' '}
                · sent by {senderName(offer, version)} {formatWhen(version.createdAt, 'dateTime')} ·{' '}
                {OFFER_STATUS_LABELS[version.status]}
              </h3>
              {version.reason ? <p className="muted">Reason: {version.reason}</p> : null}
              {version._id === offer._id ? (
                <p className="muted">The terms above.</p>
              ) : (
                <OfferTermsView terms={version.terms} />
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function DeclineForm({
  offerId,
  name,
  onDone,
}: {
  offerId: string;
  name: string;
  onDone: (text: string) => void;
}) {
  const decline = useDeclineOffer();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    const envelope = await decline.mutateAsync({ id: offerId, reason: reason.trim() });
    if (isSuccess(envelope)) onDone(`Declined. ${name} has been told.`);
    else setError(envelope.error.en);
  }
  return (
    <form className="card form" onSubmit={(event) => void submit(event)} aria-label="Decline the offer">
      {error ? <Alert>{error}</Alert> : null}
      <TextareaField
        label="Reason"
        name="reason"
        hint={`${name} sees it with the declined offer.`}
        isOptional
        rows={3}
        maxLength={1000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="secondary" isPending={decline.isPending}>
        Decline the offer
      </Button>
    </form>
  );
}
