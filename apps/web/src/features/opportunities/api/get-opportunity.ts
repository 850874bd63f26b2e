import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { OPPORTUNITIES_ROOT_KEY } from './search-opportunities';

/** The detail page, with what the caller may do. */
export function getOpportunity(id: string, signal?: AbortSignal) {
  return call(apiRoutes.opportunities.getOpportunity, { params: { id }, signal });
}

export function getOpportunityQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...OPPORTUNITIES_ROOT_KEY, 'detail', id] as const,
    queryFn: async ({ signal }) => unwrap(await getOpportunity(id, signal)),
    staleTime: 15_000,
  });
}

export function useOpportunity(id: string) {
  return useQuery(getOpportunityQueryOptions(id));
}
