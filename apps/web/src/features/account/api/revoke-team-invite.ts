import type { EndpointResult, endpoints } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { getTeamInvitesQueryOptions } from './get-team-invites';

export function revokeTeamInvite(id: string) {
  return apiClient.request<EndpointResult<typeof endpoints.account.revokeTeamInvite>>(
    'DELETE',
    `/v1/company/invites/${encodeURIComponent(id)}`,
  );
}

export function useRevokeTeamInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['company', 'invite', 'revoke'],
    mutationFn: revokeTeamInvite,
    onSuccess: (envelope) => {
      if (isSuccess(envelope))
        void queryClient.invalidateQueries({ queryKey: getTeamInvitesQueryOptions().queryKey });
    },
  });
}
