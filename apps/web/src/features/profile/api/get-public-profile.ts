import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

export function getPublicProfile(code: string, signal?: AbortSignal) {
  return call(apiRoutes.profiles.getPublicProfile, { params: { code }, signal });
}

export function getPublicProfileQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['user', 'public-profile', code] as const,
    queryFn: async ({ signal }) => unwrap(await getPublicProfile(code, signal)),
    staleTime: 60_000,
  });
}

export function usePublicProfile(code: string) {
  return useQuery(getPublicProfileQueryOptions(code));
}
