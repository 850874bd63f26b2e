import { apiRoutes } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { searchParamsToQuery } from '../../../lib/endpoint-request';
import { type OpportunityFilters, toApiQuery } from '../search-params';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

/** How many results each filter option gives. */
export function getOpportunityFacets(filters: OpportunityFilters, signal?: AbortSignal) {
  return call(apiRoutes.opportunities.getOpportunityFacets, {
    query: searchParamsToQuery(toApiQuery(filters, false)),
    signal,
  });
}

export function getOpportunityFacetsQueryOptions(filters: OpportunityFilters) {
  return queryOptions({
    queryKey: [...OPPORTUNITIES_ROOT_KEY, 'facets', toApiQuery(filters, false).toString()] as const,
    queryFn: async ({ signal }) => unwrap(await getOpportunityFacets(filters, signal)),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useOpportunityFacets(filters: OpportunityFilters) {
  return useQuery(getOpportunityFacetsQueryOptions(filters));
}
