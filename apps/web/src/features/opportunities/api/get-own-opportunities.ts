import { apiRoutes, type EmployerTabName, type ListType } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

export type OwnOpportunitiesParams = { tabName: EmployerTabName; type: ListType; page: number };

/** The company's own listings with applicant counts. */
export function getOwnOpportunities(params: OwnOpportunitiesParams, signal?: AbortSignal) {
  return call(apiRoutes.opportunities.listOwnOpportunities, {
    query: { ...params, recordPerPage: 10 },
    signal,
  });
}

export function getOwnOpportunitiesQueryOptions(params: OwnOpportunitiesParams) {
  return queryOptions({
    queryKey: [...OPPORTUNITIES_ROOT_KEY, 'own', params] as const,
    queryFn: async ({ signal }) => unwrap(await getOwnOpportunities(params, signal)),
    placeholderData: keepPreviousData,
  });
}

/** Every page of the company's listings (for invalidation after a change). */
export const OWN_OPPORTUNITIES_KEY = [...OPPORTUNITIES_ROOT_KEY, 'own'] as const;

export function useOwnOpportunities(params: OwnOpportunitiesParams) {
  return useQuery(getOwnOpportunitiesQueryOptions(params));
}
