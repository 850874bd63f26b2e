import type { MeResult } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

/** The identity check of spec §4: the auth provider calls the fetcher directly. */
export function getMe(signal?: AbortSignal) {
  return apiClient.post<MeResult>('/v1/user/me', undefined, { signal });
}

/** For screens that need more than the auth state (email, verification, company ownership). */
export function getMeQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'me'] as const,
    queryFn: async ({ signal }) => unwrap(await getMe(signal)),
  });
}

export function useMe(options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getMeQueryOptions(), enabled: options.isEnabled ?? true });
}
