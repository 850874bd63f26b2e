import { apiRoutes, type CreateOfferInput } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { useOfferMutation } from './use-offer-mutation';

/** To an applicant (`applicationId`), or to a talent for one of the company's opportunities. */
export function createOffer(input: CreateOfferInput) {
  return call(apiRoutes.workAgreements.offers.createOffer, { body: input });
}

export const useCreateOffer = () => useOfferMutation(createOffer);
