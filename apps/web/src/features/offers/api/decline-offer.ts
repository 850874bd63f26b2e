import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useOfferMutation } from './use-offer-mutation';

export function declineOffer({ id, reason }: { id: string; reason: string }) {
  return call(apiRoutes.workAgreements.offers.declineOffer, { params: { id }, body: { reason } });
}

export const useDeclineOffer = () => useOfferMutation(declineOffer);
