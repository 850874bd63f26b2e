import { apiRoutes } from '@talentport/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

export function getOAuthProviders(signal?: AbortSignal) {
  return call(apiRoutes.oauth.listOAuthProviders, { signal });
}

export function getOAuthProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'login', 'providers'] as const,
    queryFn: async ({ signal }) => unwrap(await getOAuthProviders(signal)),
    staleTime: 10 * 60_000,
  });
}

/** The social login providers this installation offers; none while loading or on failure. */
export function useOAuthProviders() {
  return useQuery(getOAuthProvidersQueryOptions());
}

/**
 * For the /login and /signup route loaders: have the buttons known before the page renders, so the
 * form does not jump when they appear. Waits at most `maxWaitMs`; never fails.
 */
export async function prefetchOAuthProviders(queryClient: QueryClient, maxWaitMs = 1500): Promise<null> {
  await Promise.race([
    queryClient.prefetchQuery(getOAuthProvidersQueryOptions()),
    new Promise((resolve) => setTimeout(resolve, maxWaitMs)),
  ]);
  return null;
}
