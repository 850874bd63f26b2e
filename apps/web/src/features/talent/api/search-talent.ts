import { apiRoutes } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { searchParamsToQuery } from '../../../lib/endpoint-request';
import { TALENT_ROOT_KEY } from '../../../lib/query-keys';
import { type TalentFilters, toTalentApiQuery } from '../search-params';

/**
 * One page of freelancers or agencies. The API decides what the viewer may see
 * (guests: public profiles only), so the key carries the viewer too.
 */
export function searchTalent(filters: TalentFilters, signal?: AbortSignal) {
  return call(apiRoutes.talent.searchTalent, {
    query: searchParamsToQuery(toTalentApiQuery(filters)),
    signal,
  });
}

export function searchTalentQueryOptions(filters: TalentFilters, viewer: string) {
  return queryOptions({
    queryKey: [...TALENT_ROOT_KEY, 'search', viewer, toTalentApiQuery(filters).toString()] as const,
    queryFn: async ({ signal }) => unwrap(await searchTalent(filters, signal)),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useSearchTalent(filters: TalentFilters, viewer: string) {
  return useQuery(searchTalentQueryOptions(filters, viewer));
}
