import type { EndpointResult, endpoints } from '@talentport/contract';
import { isSuccess, type TeamInviteInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { getTeamInvitesQueryOptions } from './get-team-invites';

export function inviteTeamMember(input: TeamInviteInput) {
  return apiClient.post<EndpointResult<typeof endpoints.account.inviteTeamMember>>(
    '/v1/company/invite',
    input,
  );
}

export function useInviteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['company', 'invite'],
    mutationFn: inviteTeamMember,
    onSuccess: (envelope) => {
      if (isSuccess(envelope))
        void queryClient.invalidateQueries({ queryKey: getTeamInvitesQueryOptions().queryKey });
    },
  });
}
