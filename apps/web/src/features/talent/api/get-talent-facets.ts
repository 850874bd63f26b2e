import type { EndpointResult, endpoints } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { TALENT_ROOT_KEY } from '../../../lib/query-keys';
import { type TalentFilters, toTalentApiQuery } from '../search-params';

/** `GET /v1/talent/facets`: how many people each filter option gives with the others applied. */
export function getTalentFacets(filters: TalentFilters, signal?: AbortSignal) {
  return apiClient.get<EndpointResult<typeof endpoints.talent.getTalentFacets>>(
    `/v1/talent/facets?${toTalentApiQuery(filters, false).toString()}`,
    { signal },
  );
}

export function getTalentFacetsQueryOptions(filters: TalentFilters, viewer: string) {
  return queryOptions({
    queryKey: [...TALENT_ROOT_KEY, 'facets', viewer, toTalentApiQuery(filters, false).toString()] as const,
    queryFn: async ({ signal }) => unwrap(await getTalentFacets(filters, signal)),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useTalentFacets(filters: TalentFilters, viewer: string) {
  return useQuery(getTalentFacetsQueryOptions(filters, viewer));
}
