import { apiRoutes, type CounterOfferInput } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useOfferMutation } from './use-offer-mutation';

/** Changed terms: a new version of the negotiation; the answered one becomes "countered". */
export function counterOffer({ id, terms }: { id: string } & CounterOfferInput) {
  return call(apiRoutes.workAgreements.offers.counterOffer, { params: { id }, body: { terms } });
}

export const useCounterOffer = () => useOfferMutation(counterOffer);
