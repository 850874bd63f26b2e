import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

export function getProfile(signal?: AbortSignal) {
  return call(apiRoutes.profiles.getProfile, { signal });
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'profile'] as const,
    queryFn: async ({ signal }) => unwrap(await getProfile(signal)),
    staleTime: 60_000,
  });
}

export function useProfile(options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getProfileQueryOptions(), enabled: options.isEnabled ?? true });
}
