import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { OFFERS_ROOT_KEY } from '../../../lib/query-keys';

/** One version of an offer with the whole negotiation, oldest first. */
export function getOffer(id: string, signal?: AbortSignal) {
  return call(apiRoutes.workAgreements.offers.getOffer, { params: { id }, signal });
}

export function getOfferQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...OFFERS_ROOT_KEY, 'detail', id] as const,
    queryFn: async ({ signal }) => unwrap(await getOffer(id, signal)),
  });
}

export function useOffer(id: string) {
  return useQuery(getOfferQueryOptions(id));
}
