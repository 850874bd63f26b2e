import { apiRoutes } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import type { MyListParams } from './get-my-applications';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

/** The caller's saved opportunities (the route rules /freelancer/opportunities/saved). */
export function getSavedOpportunities(params: MyListParams, signal?: AbortSignal) {
  return call(apiRoutes.applications.listSavedOpportunities, {
    query: { ...params, recordPerPage: 10 },
    signal,
  });
}

export function getSavedOpportunitiesQueryOptions(params: MyListParams) {
  return queryOptions({
    queryKey: [...OPPORTUNITIES_ROOT_KEY, 'mine', 'saved', params] as const,
    queryFn: async ({ signal }) => unwrap(await getSavedOpportunities(params, signal)),
    placeholderData: keepPreviousData,
  });
}

export const SAVED_OPPORTUNITIES_KEY = [...OPPORTUNITIES_ROOT_KEY, 'mine', 'saved'] as const;

export function useSavedOpportunities(params: MyListParams) {
  return useQuery(getSavedOpportunitiesQueryOptions(params));
}
