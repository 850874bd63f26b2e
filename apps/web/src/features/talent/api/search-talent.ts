import type { EndpointResult, endpoints } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { TALENT_ROOT_KEY } from '../../../lib/query-keys';
import { type TalentFilters, toTalentApiQuery } from '../search-params';

/**
 * `GET /v1/talent`: one page of freelancers or agencies. The API decides what the viewer may see
 * (guests: public profiles only), so the key carries the viewer too.
 */
export function searchTalent(filters: TalentFilters, signal?: AbortSignal) {
  return apiClient.get<EndpointResult<typeof endpoints.talent.searchTalent>>(
    `/v1/talent?${toTalentApiQuery(filters).toString()}`,
    { signal },
  );
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
