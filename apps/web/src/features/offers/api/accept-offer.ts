import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useOfferMutation } from './use-offer-mutation';

/** The engagement starts with this version's terms. */
export function acceptOffer(id: string) {
  return call(apiRoutes.workAgreements.offers.acceptOffer, { params: { id } });
}

export const useAcceptOffer = () => useOfferMutation(acceptOffer);
