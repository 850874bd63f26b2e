import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

/** Opportunities like this one. */
export function getSimilarOpportunities(id: string, signal?: AbortSignal) {
  return call(apiRoutes.opportunities.listSimilarOpportunities, { params: { id }, signal });
}

export function getSimilarOpportunitiesQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...OPPORTUNITIES_ROOT_KEY, 'similar', id] as const,
    queryFn: async ({ signal }) => unwrap(await getSimilarOpportunities(id, signal)).items,
    staleTime: 60_000,
  });
}

export function useSimilarOpportunities(id: string) {
  return useQuery(getSimilarOpportunitiesQueryOptions(id));
}
