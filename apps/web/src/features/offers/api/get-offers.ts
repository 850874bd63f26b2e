import { apiRoutes, type OfferStatus } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { OFFERS_ROOT_KEY } from '../../../lib/query-keys';

export const OFFERS_PAGE_SIZE = 20;

/** The caller's negotiations (their company's for members), each as its latest version, newest first. */
export function getOffers(page: number, status: OfferStatus | undefined, signal?: AbortSignal) {
  return call(apiRoutes.workAgreements.offers.listOffers, {
    query: { page, recordPerPage: OFFERS_PAGE_SIZE, status },
    signal,
  });
}

export function getOffersQueryOptions(page: number, status?: OfferStatus) {
  return queryOptions({
    queryKey: [...OFFERS_ROOT_KEY, 'list', page, status ?? 'all'] as const,
    queryFn: async ({ signal }) => unwrap(await getOffers(page, status, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useOffers(page: number, status?: OfferStatus) {
  return useQuery(getOffersQueryOptions(page, status));
}
