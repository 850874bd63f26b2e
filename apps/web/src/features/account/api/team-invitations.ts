import { apiRoutes } from '@talentport/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

/** Team invitations addressed to the signed-in account (decision 132). */
export function getReceivedTeamInvitationsQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'team-invitations'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await call(apiRoutes.account.listReceivedTeamInvitations, { signal })).items,
  });
}

export function useReceivedTeamInvitations() {
  return useQuery(getReceivedTeamInvitationsQueryOptions());
}

export function useAcceptTeamInvitation() {
  return useMutation({
    mutationKey: ['user', 'team-invitations', 'accept'],
    mutationFn: (id: string) => call(apiRoutes.account.acceptTeamInvitation, { params: { id } }),
  });
}

export function useDeclineTeamInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'team-invitations', 'decline'],
    mutationFn: (id: string) => call(apiRoutes.account.declineTeamInvitation, { params: { id } }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: getReceivedTeamInvitationsQueryOptions().queryKey }),
  });
}
