import type { EndpointResult, endpoints } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

export function getTeamInvites(signal?: AbortSignal) {
  return apiClient.get<EndpointResult<typeof endpoints.account.listTeamInvites>>('/v1/company/invites', {
    signal,
  });
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
