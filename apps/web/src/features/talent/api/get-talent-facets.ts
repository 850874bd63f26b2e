import { apiRoutes } from '@talentport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';
import { searchParamsToQuery } from '../../../lib/endpoint-request';
import { TALENT_ROOT_KEY } from '../../../lib/query-keys';
import { type TalentFilters, toTalentApiQuery } from '../search-params';

/** How many people each filter option gives with the others applied. */
export function getTalentFacets(filters: TalentFilters, signal?: AbortSignal) {
  return call(apiRoutes.talent.getTalentFacets, {
    query: searchParamsToQuery(toTalentApiQuery(filters, false)),
    signal,
  });
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
