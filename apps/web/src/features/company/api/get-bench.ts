import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

/** The agency's bench: invited and active people, and whether the caller may change it (decision 131). */
export function getBench(signal?: AbortSignal) {
  return call(apiRoutes.agencyBench.listBench, { signal });
}

export function getBenchQueryOptions() {
  return queryOptions({
    queryKey: ['company', 'bench'] as const,
    queryFn: async ({ signal }) => unwrap(await getBench(signal)),
  });
}

export function useBench() {
  return useQuery(getBenchQueryOptions());
}
