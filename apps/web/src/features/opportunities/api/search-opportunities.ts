import type { EndpointResult, endpoints } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from '../../../lib/query-keys';
import { type OpportunityFilters, toApiQuery } from '../search-params';

export { OPPORTUNITIES_ROOT_KEY };

/** `GET /v1/opportunities`: one page of search results (open to guests). */
export function searchOpportunities(filters: OpportunityFilters, signal?: AbortSignal) {
  return apiClient.get<EndpointResult<typeof endpoints.opportunities.searchOpportunities>>(
    `/v1/opportunities?${toApiQuery(filters).toString()}`,
    {
      signal,
    },
  );
}

export function searchOpportunitiesQueryOptions(filters: OpportunityFilters) {
  return queryOptions({
    queryKey: [...OPPORTUNITIES_ROOT_KEY, 'search', toApiQuery(filters).toString()] as const,
    queryFn: async ({ signal }) => unwrap(await searchOpportunities(filters, signal)),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useSearchOpportunities(filters: OpportunityFilters) {
  return useQuery(searchOpportunitiesQueryOptions(filters));
}
