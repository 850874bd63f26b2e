import { apiRoutes, isSuccess, type TeamInviteInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getTeamInvitesQueryOptions } from './get-team-invites';

export function inviteTeamMember(input: TeamInviteInput) {
  return call(apiRoutes.account.inviteTeamMember, { body: input });
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
