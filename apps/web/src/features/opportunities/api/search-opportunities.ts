import { apiRoutes } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { searchParamsToQuery } from '../../../lib/endpoint-request';
import { OPPORTUNITIES_ROOT_KEY } from '../../../lib/query-keys';
import { type OpportunityFilters, toApiQuery } from '../search-params';

export { OPPORTUNITIES_ROOT_KEY };

/** One page of search results (open to guests). */
export function searchOpportunities(filters: OpportunityFilters, signal?: AbortSignal) {
  return call(apiRoutes.opportunities.searchOpportunities, {
    query: searchParamsToQuery(toApiQuery(filters)),
    signal,
  });
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

/**
 * How many the other tab (Jobs or Projects) has for the same filters and keyword: asked only when
 * this tab has nothing, so that "0 jobs" can say "11 projects match" (issue 35).
 */
export function useOtherTabTotal(filters: OpportunityFilters, isEnabled: boolean) {
  const other: OpportunityFilters = { ...filters, tab: filters.tab === 'Job' ? 'Project' : 'Job', page: 1 };
  return useQuery({
    ...searchOpportunitiesQueryOptions(other),
    enabled: isEnabled,
    select: (data) => data.total,
  });
}
