import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

export function getTeamInvites(signal?: AbortSignal) {
  return call(apiRoutes.account.listTeamInvites, { signal });
}

export function getTeamInvitesQueryOptions() {
  return queryOptions({
    queryKey: ['company', 'invites'] as const,
    queryFn: async ({ signal }) => unwrap(await getTeamInvites(signal)).items,
  });
}

export function useTeamInvites(options: { isEnabled: boolean }) {
  return useQuery({ ...getTeamInvitesQueryOptions(), enabled: options.isEnabled });
}
