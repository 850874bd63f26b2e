import type { EndpointResult, endpoints } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { type OpportunityFilters, toApiQuery } from '../search-params';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

/** `GET /v1/opportunities/facets`: how many results each filter option gives. */
export function getOpportunityFacets(filters: OpportunityFilters, signal?: AbortSignal) {
  return apiClient.get<EndpointResult<typeof endpoints.opportunities.getOpportunityFacets>>(
    `/v1/opportunities/facets?${toApiQuery(filters, false).toString()}`,
    {
      signal,
    },
  );
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
