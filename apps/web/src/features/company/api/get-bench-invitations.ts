import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

/** A freelancer's bench invitations and the agencies whose bench they are on (decision 131). */
export function getBenchInvitations(signal?: AbortSignal) {
  return call(apiRoutes.agencyBench.listBenchInvitations, { signal });
}

export function getBenchInvitationsQueryOptions() {
  return queryOptions({
    queryKey: ['bench-invitations'] as const,
    queryFn: async ({ signal }) => unwrap(await getBenchInvitations(signal)),
  });
}

export function useBenchInvitations() {
  return useQuery(getBenchInvitationsQueryOptions());
}
