import '../offers.css';
import { isSuccess } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useCreateOffer } from '../api/create-offer';
import { emptyOfferValues, toOfferFormErrors } from '../offer-form-values';
import { CURRENCIES } from './currencies';
import { OfferForm } from './offer-form';

export type OfferTarget = { applicationId: string } | { talentCode: string; opportunityId: string };

/** Today as YYYY-MM-DD in the viewer's zone: the start date a new offer suggests. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * A new offer to an applicant, or to a talent for one of the company's opportunities. Sent, it
 * opens the offer's page (`onSent`).
 */
export function OfferComposer({
  target,
  name,
  onSent,
}: {
  target: OfferTarget;
  name: string;
  onSent: (offerId: string) => void;
}) {
  const create = useCreateOffer();
  const [initial] = useState(() => emptyOfferValues('', today()));
  return (
    <div className="offer-stack">
      <Alert tone="info">
        {name} sees the terms and can accept, counter or decline within 7 days. Work starts when both agree;
        until {name} opens it, you can withdraw it without a word to them.
      </Alert>
      <OfferForm
        initial={initial}
        currencies={CURRENCIES}
        submitLabel="Send offer"
        onSubmit={async (terms) => {
          const envelope = await create.mutateAsync({ ...target, terms });
          if (!isSuccess(envelope)) return toOfferFormErrors(envelope);
          onSent(envelope.result._id);
          return null;
        }}
      />
    </div>
  );
}
