import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useOfferMutation } from './use-offer-mutation';

/** Only the side that sent the version, while it is pending. */
export function withdrawOffer(id: string) {
  return call(apiRoutes.workAgreements.offers.withdrawOffer, { params: { id } });
}

export const useWithdrawOffer = () => useOfferMutation(withdrawOffer);
