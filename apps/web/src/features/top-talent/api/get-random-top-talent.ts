import { apiRoutes, type Occupation } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

export type TopTalentFilters = { count: number; occupation?: Occupation; expertise?: string };

/** A random sample of good freelancer profiles. */
export function getRandomTopTalent(filters: TopTalentFilters, signal?: AbortSignal) {
  return call(apiRoutes.topTalent.getRandomTopTalent, { query: filters, signal });
}

export function getRandomTopTalentQueryOptions(filters: TopTalentFilters) {
  return queryOptions({
    queryKey: ['user', 'random-top-talent', filters] as const,
    queryFn: async ({ signal }) => unwrap(await getRandomTopTalent(filters, signal)),
    staleTime: 5 * 60_000,
  });
}

export function useRandomTopTalent(filters: TopTalentFilters) {
  return useQuery(getRandomTopTalentQueryOptions(filters));
}
