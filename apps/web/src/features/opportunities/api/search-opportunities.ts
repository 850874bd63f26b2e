import type { EndpointResult, endpoints } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { type OpportunityFilters, toApiQuery } from '../search-params';

/** Every opportunity query key starts with this, so a change can refresh them all at once. */
export const OPPORTUNITIES_ROOT_KEY = ['opportunities'] as const;

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
