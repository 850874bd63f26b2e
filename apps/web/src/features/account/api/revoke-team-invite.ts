import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getTeamInvitesQueryOptions } from './get-team-invites';

export function revokeTeamInvite(id: string) {
  return call(apiRoutes.account.revokeTeamInvite, { params: { id } });
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
